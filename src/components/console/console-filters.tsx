import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { controlClass, Field } from '@/components/ui/field';
import { SelectField, type Option } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Link } from '@/i18n/navigation';

/**
 * The frame of a console list's filters (enquiries, applications, audit): a GET form, so a
 * filtered list has an address a colleague can be sent and works without JavaScript, in a card,
 * with the fields (`children`, laid out by the list), then "Apply filters" and, when `clear` is
 * given, "Clear filters" back to the unfiltered list. Sending it starts again at the first page.
 * With `search` (enquiries, news), the frame is titled with `label` and the fields sit in a
 * four-column grid led by a free-text field named `text`; `below` comes under that grid. On a
 * phone the whole form is folded behind a "Filters" button.
 */
export async function ConsoleFilters({
  label,
  action,
  clear,
  testId,
  search,
  below,
  children,
}: {
  label: string;
  action?: string;
  clear?: string;
  testId?: string;
  search?: { label: string; hint: string; value?: string };
  below?: ReactNode;
  children: ReactNode;
}) {
  const t = await getTranslations('Console');
  // On a phone the filters fold behind one "Filters" button, so the list starts on the first
  // screen; from 640 px they are always shown and the button is not (globals.css).
  return (
    <details className="console-filters">
      <summary className="border-line bg-surface inline-flex min-h-11 cursor-pointer items-center rounded-md border px-4 font-semibold">
        {t('filters')}
      </summary>
      <form
        method="get"
        action={action}
        role="search"
        aria-label={label}
        className="border-line bg-surface space-y-4 rounded-xl border p-4 sm:p-5"
        data-testid={testId}
      >
        {search ? (
          <>
            <h2 className="text-lg font-semibold">{label}</h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Field
                id="filter-text"
                label={search.label}
                hint={search.hint}
                className="sm:col-span-2"
              >
                {(control) => (
                  <input
                    {...control}
                    type="search"
                    name="text"
                    maxLength={200}
                    defaultValue={search.value ?? ''}
                    className={controlClass}
                  />
                )}
              </Field>
              {children}
            </div>
            {below}
          </>
        ) : (
          children
        )}
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton>{t('applyFilters')}</SubmitButton>
          {clear && (
            <Link href={clear} className="text-primary underline">
              {t('clearFilters')}
            </Link>
          )}
        </div>
      </form>
    </details>
  );
}

/** A filter's select (`filter-<name>`): `empty` for "any", the filter in force chosen. */
export function FilterSelect({
  name,
  label,
  empty,
  value,
  options,
}: {
  name: string;
  label: string;
  empty: string;
  value?: string;
  options: Option[];
}) {
  return (
    <SelectField
      id={`filter-${name}`}
      name={name}
      label={label}
      empty={empty}
      defaultValue={value ?? ''}
      options={options}
    />
  );
}

/** A filter's date (`from`, `to`), described by the list's `filter-dates-hint`. */
export function FilterDate({
  name,
  label,
  value,
}: {
  name: string;
  label: string;
  value?: string;
}) {
  return (
    <Field id={`filter-${name}`} label={label} describedBy="filter-dates-hint">
      {(control) => (
        <input
          {...control}
          type="date"
          name={name}
          defaultValue={value ?? ''}
          className={controlClass}
        />
      )}
    </Field>
  );
}

/**
 * Says, above a list, which filters of its address were left out as not ours (readListFilters'
 * `ignored`); `message` puts their names, listed in the page's language, in a sentence.
 */
export async function IgnoredFilters({
  names,
  message,
}: {
  names: string[];
  message: (names: string) => string;
}) {
  if (names.length === 0) return null;
  const format = await getFormatter();
  return (
    <p role="status" className="text-danger">
      {message(format.list(names, 'enumeration'))}
    </p>
  );
}
