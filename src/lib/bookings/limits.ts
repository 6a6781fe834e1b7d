/** A booking's cartons: at most this many (one label each, issue 41). */
export const MAX_BOOKING_CARTONS = 500;
