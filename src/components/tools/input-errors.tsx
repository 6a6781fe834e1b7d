import { getTranslations } from 'next-intl/server';
import type { FieldError } from '@/lib/shipping/request';
import { ErrorSummary } from '@/components/ui/error-summary';

/** The lookups' problems (keys of the InputErrors messages) in the visitor's language. */
export async function getInputErrorText() {
  const t = await getTranslations('InputErrors');
  return (error: FieldError) =>
    t(error.key as Parameters<typeof t>[0], error.params as Record<string, string | number>);
}

/** What a route search must correct: its form marks no field, so the summary lists them all. */
export async function InputErrors({ errors }: { errors: FieldError[] }) {
  const text = await getInputErrorText();
  const t = await getTranslations('RouteLookup');
  return <ErrorSummary heading={t('errorsHeading')} messages={errors.map(text)} className="mt-6" />;
}
