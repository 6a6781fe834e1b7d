import { Icon } from '@/components/ui/icon';
import { check } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { PublicShipment } from '@/lib/tracking/model';
import { stepReached, TRACKING_STEPS } from '@/lib/tracking/display';

/**
 * Where a parcel is on its way, as an ordered list of the six steps: each says in text whether it
 * is done or current (not by colour alone). On a phone only the bar shows (the card's status
 * label above it names the step); the names stay readable to screen readers.
 */
export async function StatusSteps({
  shipment,
}: {
  shipment: Pick<PublicShipment, 'status' | 'events'>;
}) {
  const t = await getTranslations('Tracking');
  const reached = stepReached(shipment);
  const onTrack = shipment.status !== 'exception' && shipment.status !== 'returned';

  return (
    <ol aria-label={t('progress')} className="mt-4 grid grid-cols-6 gap-1.5" data-testid="steps">
      {TRACKING_STEPS.map((step, i) => {
        const current = onTrack && i === reached;
        const done = i < reached || (i === reached && !current);
        return (
          <li key={step} aria-current={current ? 'step' : undefined} className="min-w-0">
            <span
              aria-hidden="true"
              className={`block h-1.5 rounded-full ${done || current ? 'bg-primary' : 'bg-line'}`}
            />
            <span
              className={`mt-1.5 flex items-start gap-1 text-xs leading-snug max-sm:sr-only ${
                current ? 'text-ink font-semibold' : 'text-muted'
              }`}
            >
              {done && <Icon icon={check} className="text-primary mt-px size-3.5 shrink-0" />}
              <span>
                {t(`status.${step}`)}
                {(done || current) && (
                  <span className="sr-only"> ({done ? t('stepDone') : t('stepCurrent')})</span>
                )}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
