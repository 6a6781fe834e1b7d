/**
 * The limits of a quote's carton lines, in the request's own units (cm or in, kg or lb): the
 * request schema enforces them (./request.ts) and the price form's lines check them as they are
 * typed. A plain module, so the form's client code reads them without the schema.
 */
export const MAX_CARTONS = 200;
export const MAX_SIDE = 400;
export const MAX_WEIGHT = 1500;
/**
 * The least a carton weighs (0.1 kg or 0.1 lb, 45 g): less than an empty carton, and well above
 * the few grams that would round to no weight on its label.
 */
export const MIN_WEIGHT = 0.1;
