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
  const moves = [
    { direction: 'up', disabled: first, label: 'moveUpLabel', text: 'moveUp' },
    { direction: 'down', disabled: last, label: 'moveDownLabel', text: 'moveDown' },
  ] as const;
  return (
    <div className="flex flex-wrap gap-2">
      <form action={moveOpeningAction} className="flex gap-2">
        <ActionFields locale={locale} back="/console/positions" />
        <input type="hidden" name="id" value={id} />
        {moves.map(({ direction, disabled, label, text }) => (
          <button
            key={direction}
            type="submit"
            name="direction"
            value={direction}
            disabled={disabled}
            aria-label={t(label, { title })}
            className={button}
          >
            {t(text)}
          </button>
        ))}
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
