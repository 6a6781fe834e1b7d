import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { Link } from '@/i18n/navigation';

/**
 * The frame of a console list's filters (enquiries, applications, audit): a GET form, so a
 * filtered list has an address a colleague can be sent and works without JavaScript, in a card,
 * with the fields (`children`, laid out by the list), then "Apply filters" and, when `clear` is
 * given, "Clear filters" back to the unfiltered list. Sending it starts again at the first page.
 */
export async function ConsoleFilters({
  label,
  action,
  clear,
  testId,
  children,
}: {
  label: string;
  action?: string;
  clear?: string;
  testId?: string;
  children: ReactNode;
}) {
  const t = await getTranslations('Console');
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className="border-line bg-surface space-y-4 rounded-xl border p-4 sm:p-5"
      data-testid={testId}
    >
      {children}
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton>{t('applyFilters')}</SubmitButton>
        {clear && (
          <Link href={clear} className="text-primary underline">
            {t('clearFilters')}
          </Link>
        )}
      </div>
    </form>
  );
}
