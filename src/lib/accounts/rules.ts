/** A sign-in code's life: minutes valid, and wrong tries before it opens nothing. */
export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;
