/**
 * What the carton lines say is wrong with a value as the visitor types it, by InputErrors key:
 * the only InputErrors messages their client provider is given (price-form.tsx). A plain module,
 * so that the server component reads the list itself, not a reference to a client module.
 */
export const cartonProblems = ['number', 'positive', 'min', 'integer', 'max'] as const;

export type CartonProblem = (typeof cartonProblems)[number];
