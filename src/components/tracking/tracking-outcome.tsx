import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { MAX_TRACKING_NUMBERS, type PublicShipment } from '@/lib/tracking/model';
import type { TrackingLookup } from '@/lib/tracking/lookup';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TrackingResults } from './tracking-results';

export type TrackingOutcome =
  TrackingLookup | { ok: false; error: 'rate_limited'; retryAfterSeconds: number };

/** A tracking lookup's answer: the results, or why nothing was looked up, in the visitor's words. */
export async function TrackingOutcomeView({
  outcome,
  url,
  notify,
}: {
  outcome: TrackingOutcome;
  url: string;
  notify?: (shipment: PublicShipment) => ReactNode;
}) {
  const t = await getTranslations('Tracking');
  if (outcome.ok) return <TrackingResults result={outcome.result} url={url} notify={notify} />;
  const refusal =
    outcome.error === 'rate_limited'
      ? {
          heading: t('rateLimitedHeading'),
          message: t('rateLimited', { seconds: outcome.retryAfterSeconds }),
        }
      : outcome.error === 'too_many'
        ? {
            heading: t('tooManyHeading'),
            message: t('tooMany', { count: outcome.count ?? 0, max: MAX_TRACKING_NUMBERS }),
          }
        : { heading: t('emptyHeading'), message: t('empty') };
  return (
    <ErrorSummary
      heading={refusal.heading}
      messages={[refusal.message]}
      testId="tracking-refused"
      className="mt-6"
    />
  );
}
