/*
 * The application form's fields and limits, without the schema: the form needs these to render,
 * and the schema (zod) only once the visitor starts filling it in (see check.ts).
 */

/** Years of experience, as offered in the form. */
export const experienceBands = ['0-1', '1-3', '3-5', '5-10', '10+'] as const;

/** The "position" value of an application not aimed at a listed position. */
export const OPEN_APPLICATION = 'open';

export const MESSAGE_MAX = 2000;
export const NAME_MAX = 100;
export const CITY_MAX = 60;

/** The keys of the form's error messages (messages/*.json, JoinForm.errors). */
export type ApplicationErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'positionInvalid'
  | 'cityRequired'
  | 'cityTooLong'
  | 'experienceInvalid'
  | 'messageTooLong'
  | 'resumeRequired'
  | 'resumeTooLarge'
  | 'resumeType'
  | 'resumeContent'
  | 'consentRequired';

export const applicationFields = [
  'name',
  'email',
  'phone',
  'position',
  'city',
  'experience',
  'message',
  'resume',
  'consent',
] as const;
export type ApplicationField = (typeof applicationFields)[number];

/** A file-like value (a File in the browser and on the server; duck-typed for tests). */
export type UploadedFile = { name: string; size: number; type: string };
export const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadedFile).name === 'string' &&
  typeof (value as UploadedFile).size === 'number';

/** Reads the form's fields from FormData: text as strings, the résumé as a File. */
export function applicationValues(form: FormData): Record<ApplicationField, unknown> {
  const get = (key: string) => {
    const v = form.get(key);
    return v === null ? undefined : v;
  };
  const resume = get('resume');
  return {
    name: get('name'),
    email: get('email'),
    phone: get('phone'),
    position: get('position'),
    city: get('city'),
    experience: get('experience'),
    message: get('message') ?? '',
    resume: isFile(resume) ? resume : undefined,
    consent: get('consent'),
  };
}
