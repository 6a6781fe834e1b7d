/**
 * The fields of a job opening (./opening.ts): each text field exists once per language, the
 * shared ones once. A module of its own, without dependencies, for the console's editor in the
 * browser.
 */
export const textFields = ['title', 'summary', 'body', 'responsibilities', 'requirements'] as const;
export const sharedFields = ['department', 'city', 'employmentType', 'posted'] as const;
export type OpeningField = (typeof textFields)[number] | (typeof sharedFields)[number];
