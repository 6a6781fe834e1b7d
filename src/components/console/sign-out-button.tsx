import { getLocale, getTranslations } from 'next-intl/server';
import { signOut } from '@/lib/staff/console-actions';

/** Signing out: a form, so that it works without JavaScript too. */
export async function SignOutButton() {
  const [t, locale] = await Promise.all([getTranslations('Console'), getLocale()]);
  return (
    <form action={signOut}>
      <input type="hidden" name="locale" value={locale} />
      <button
        type="submit"
        className="border-line hover:bg-primary-soft h-11 rounded-md border px-4 font-semibold"
      >
        {t('signOut')}
      </button>
    </form>
  );
}
