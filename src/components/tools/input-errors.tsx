import { getTranslations } from 'next-intl/server';
import type { FieldError } from '@/lib/shipping/request';

/** The fields a search must correct, announced when the page shows them. */
export async function InputErrors({ errors }: { errors: FieldError[] }) {
  const t = await getTranslations('InputErrors');
  const r = await getTranslations('RouteLookup');
  return (
    <div
      role="alert"
      className="border-danger/40 bg-danger/5 mt-6 rounded-lg border p-4"
      data-testid="input-errors"
    >
      <h2 className="text-danger font-semibold">{r('errorsHeading')}</h2>
      <ul className="mt-2 list-disc pl-5">
        {errors.map((e) => (
          <li key={`${e.path}-${e.key}`}>
            {t(e.key as Parameters<typeof t>[0], e.params as Record<string, string | number>)}
          </li>
        ))}
      </ul>
    </div>
  );
}
