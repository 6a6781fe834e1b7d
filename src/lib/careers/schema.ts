import { z } from 'zod';
import { canonicalPhone, isValidPhone } from '@/lib/forms/phone';
import { formatOfName, RESUME_MAX_BYTES } from './document-type';
import {
  applicationFields,
  CITY_MAX,
  experienceBands,
  isFile,
  MESSAGE_MAX,
  NAME_MAX,
  OPEN_APPLICATION,
  type ApplicationErrorKey,
  type ApplicationField,
  type UploadedFile,
} from './fields';

export * from './fields';

const err = (key: ApplicationErrorKey) => ({ error: key });

const text = (max: number, tooLong: ApplicationErrorKey, required?: ApplicationErrorKey) =>
  z
    .string(err(required ?? tooLong))
    .trim()
    .min(required ? 1 : 0, err(required ?? tooLong))
    .max(max, err(tooLong));

/**
 * The application form's rules, the same in the browser (checked as the visitor types) and in
 * the Server Action. The résumé is checked here by size and name; the server also checks its
 * content (document-type.ts). Messages are keys, translated where they are shown.
 */
export function applicationSchema(positionIds: readonly string[]) {
  const positions = new Set([...positionIds, OPEN_APPLICATION]);
  return z.object({
    name: text(NAME_MAX, 'nameTooLong', 'nameRequired'),
    email: z
      .string(err('emailInvalid'))
      .trim()
      .max(254, err('emailInvalid'))
      .pipe(z.email(err('emailInvalid'))),
    phone: z
      .string(err('phoneInvalid'))
      .trim()
      .refine(isValidPhone, err('phoneInvalid'))
      .transform(canonicalPhone),
    position: z
      .string(err('positionInvalid'))
      .refine((id) => positions.has(id), err('positionInvalid')),
    city: text(CITY_MAX, 'cityTooLong', 'cityRequired'),
    experience: z.enum(experienceBands, err('experienceInvalid')),
    message: text(MESSAGE_MAX, 'messageTooLong').optional().default(''),
    resume: z
      .custom<UploadedFile>((v) => isFile(v) && v.size > 0 && v.name !== '', err('resumeRequired'))
      .refine((file) => file.size <= RESUME_MAX_BYTES, err('resumeTooLarge'))
      .refine((file) => formatOfName(file.name) !== null, err('resumeType')),
    consent: z.literal(['on', 'true', 'yes'], err('consentRequired')),
  });
}

export type ApplicationInput = z.infer<ReturnType<typeof applicationSchema>>;

/** The first message key per field of a failed parse. */
export function applicationErrors(
  error: z.ZodError,
): Partial<Record<ApplicationField, ApplicationErrorKey>> {
  const out: Partial<Record<ApplicationField, ApplicationErrorKey>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ApplicationField | undefined;
    if (field && applicationFields.includes(field) && !out[field])
      out[field] = issue.message as ApplicationErrorKey;
  }
  return out;
}
