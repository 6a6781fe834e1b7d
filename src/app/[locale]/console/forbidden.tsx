import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** The console's 403 screen (status 403): a page the signed-in role does not open. */
export default async function ConsoleForbidden() {
  const t = await getTranslations('Console');
  return (
    <div className="space-y-4" data-testid="console-forbidden">
      <h1 className="text-2xl font-bold">{t('forbiddenTitle')}</h1>
      <p>{t('forbiddenText')}</p>
      <Link href="/console" className="text-primary underline">
        {t('backHome')}
      </Link>
    </div>
  );
}
