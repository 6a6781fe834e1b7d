import type { ReactNode } from 'react';

/**
 * The button that removes one of the account's saved entries (a saved quote, an address): a form
 * posting the entry's id and the page's locale to its Server Action. `label` names the entry for
 * screen readers, since every row's button says the same word.
 */
export function RemoveForm({
  action,
  locale,
  id,
  label,
  className,
  children,
}: {
  action: (form: FormData) => Promise<void>;
  locale: string;
  id: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form action={action}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </form>
  );
}
