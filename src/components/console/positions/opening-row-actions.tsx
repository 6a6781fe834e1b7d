import { getTranslations } from 'next-intl/server';
import { ActionFields } from '@/components/console/action-fields';
import type { Locale } from '@/i18n/routing';
import type { PositionStatus } from '@/lib/careers/opening';
import { changeOpeningStatus, moveOpeningAction } from '@/lib/careers/positions-actions';

const button =
  'border-line hover:bg-surface inline-flex h-9 items-center rounded-md border bg-white px-3 text-sm font-semibold disabled:opacity-40';

/** A row's changes in the openings list: move up or down, open or close (plain posts). */
export async function OpeningRowActions({
  locale,
  id,
  title,
  status,
  first,
  last,
}: {
  locale: Locale;
  id: string;
  title: string;
  status: PositionStatus;
  first: boolean;
  last: boolean;
}) {
  const t = await getTranslations('ConsolePositions');
  const next = status === 'open' ? 'closed' : 'open';
  return (
    <div className="flex flex-wrap gap-2">
      <form action={moveOpeningAction} className="flex gap-2">
        <ActionFields locale={locale} back="/console/positions" />
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          name="direction"
          value="up"
          disabled={first}
          aria-label={t('moveUpLabel', { title })}
          className={button}
        >
          {t('moveUp')}
        </button>
        <button
          type="submit"
          name="direction"
          value="down"
          disabled={last}
          aria-label={t('moveDownLabel', { title })}
          className={button}
        >
          {t('moveDown')}
        </button>
      </form>
      <form action={changeOpeningStatus}>
        <ActionFields locale={locale} back="/console/positions" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="status" value={next} />
        <button
          type="submit"
          aria-label={t(next === 'open' ? 'openLabel' : 'closeLabel', { title })}
          className={button}
        >
          {t(next === 'open' ? 'openIt' : 'closeIt')}
        </button>
      </form>
    </div>
  );
}
