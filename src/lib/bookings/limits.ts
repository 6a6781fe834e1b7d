/** A booking's cartons: at most this many (one label each). */
export const MAX_BOOKING_CARTONS = 500;
