import { getLocale, getTranslations } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import type { TrackingEvent } from '@/lib/tracking/model';
import { formatEventTime } from '@/lib/tracking/display';
import { eventText, placeName } from '@/lib/tracking/event-text';

/**
 * A parcel's events, newest first: the time where it happened (with that place's UTC offset),
 * the place and what happened in the reader's language where the event says it in ours (a
 * catalogue code, a description in both languages, one of our places), else as the company's
 * systems sent it; always rendered as text.
 */
export async function EventTrail({
  events,
  headingId,
}: {
  events: TrackingEvent[];
  headingId: string;
}) {
  const t = await getTranslations('Tracking');
  const locale = asLocale(await getLocale());
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h4 id={headingId} className="text-sm font-semibold">
        {t('events')} <span className="text-muted font-normal">({t('eventsNewestFirst')})</span>
      </h4>
      <ol className="border-line mt-2 border-l-2 pl-4" data-testid="events">
        {events.map((event, i) => (
          <li
            key={`${event.time}-${i}`}
            className="relative py-2 sm:grid sm:grid-cols-[14.5rem_minmax(0,1fr)] sm:gap-4"
            data-testid="event"
          >
            <span
              aria-hidden="true"
              className={`absolute top-3.5 -left-[1.3rem] size-2.5 rounded-full ${i === 0 ? 'bg-primary' : 'bg-line'}`}
            />
            <time
              dateTime={event.time}
              className="text-muted block text-sm whitespace-nowrap tabular-nums"
            >
              {formatEventTime(event.time)}
            </time>
            <div>
              <p className={i === 0 ? 'font-semibold' : ''}>{eventText(event, locale)}</p>
              {event.location && (
                <p className="text-muted text-sm">{placeName(event.location, locale)}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
