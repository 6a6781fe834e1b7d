import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { TrackingForm } from '@/components/tracking/tracking-form';
import { RouteSearchForm, type RouteFormValues } from './route-search-form';

/**
 * The route lookup's two tools, tracking first (what most visitors come for), each followed by
 * what it found: shipments by number, then the lane search.
 */
export async function RouteLookupTools({
  numbers,
  tracking,
  lanes,
  laneValues,
}: {
  /** The numbers looked up, one a line, to show again in the text area. */
  numbers?: string;
  tracking?: ReactNode;
  lanes?: ReactNode;
  laneValues?: RouteFormValues;
}) {
  const t = await getTranslations('Tracking');
  const route = await getTranslations('RouteLookup');
  return (
    <div className="space-y-12">
      <section aria-labelledby="track-heading">
        <h2 id="track-heading" className="mb-4 text-2xl font-bold tracking-tight">
          {t('heading')}
        </h2>
        <TrackingForm value={numbers} />
        {tracking}
      </section>
      <section aria-labelledby="lane-search-heading" id="lanes">
        <h2 id="lane-search-heading" className="mb-4 text-2xl font-bold tracking-tight">
          {route('formLabel')}
        </h2>
        <RouteSearchForm values={laneValues} />
        {lanes}
      </section>
    </div>
  );
}
