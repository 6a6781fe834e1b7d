import { applicationErrors, applicationSchema, applicationValues } from './schema';
import type { ApplicationErrorKey, ApplicationField } from './fields';

export type ApplicationCheck = (
  form: HTMLFormElement,
) => Partial<Record<ApplicationField, ApplicationErrorKey>>;

/**
 * The browser's check of the application form, with the schema the Server Action uses. The form
 * imports this on first focus, so zod is not part of the page's first load.
 */
export function applicationCheck(positionIds: readonly string[]): ApplicationCheck {
  const schema = applicationSchema(positionIds);
  return (form) => {
    const parsed = schema.safeParse(applicationValues(new FormData(form)));
    return parsed.success ? {} : applicationErrors(parsed.error);
  };
}
