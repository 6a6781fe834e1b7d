import { chinaTime } from './calendar';
import { inAnyRange, resolveDestination, zoneFor, type Destination } from './destination';
import { nextDepartures, type Departure } from './schedule';
import type { Channel, Mode, RateCard } from './schema';

export type RouteQuery = { from?: string; to: string; mode?: Mode };

export type Lane = {
  channel: Channel['code'];
  name: Channel['name'];
  mode: Mode;
  origins: string[];
  zone: string;
  transitDays: [number, number];
  departureWeekdays: number[];
  departuresPerWeek: number;
  cutoff: { daysBefore: number; time: string };
  nextDepartures: Departure[];
};

export type RouteResult = { destination: Destination | undefined; lanes: Lane[] };

/**
 * The lanes that serve a destination (a country, FBA code, city or ZIP code) from an origin,
 * optionally of one mode, fastest first, each with its next three departures. `now` is passed in.
 */
export function searchRoutes(query: RouteQuery, card: RateCard, now: Date): RouteResult {
  const destination = resolveDestination(query.to, card.locations);
  if (!destination) return { destination, lanes: [] };
  const china = chinaTime(now);
  const lanes: Lane[] = [];
  for (const channel of card.channels) {
    if (query.mode && channel.mode !== query.mode) continue;
    if (query.from && !channel.origins.includes(query.from)) continue;
    if (channel.fbaOnly && !destination.fbaCode) continue;
    if (inAnyRange(destination.postcode, channel.unservedPostcodes)) continue;
    const zone = zoneFor(channel, destination);
    if (!zone) continue;
    const transitDays = zone.transitDays ?? channel.transitDays;
    lanes.push({
      channel: channel.code,
      name: channel.name,
      mode: channel.mode,
      origins: channel.origins,
      zone: zone.id,
      transitDays,
      departureWeekdays: channel.departureWeekdays,
      departuresPerWeek: channel.departureWeekdays.length,
      cutoff: { daysBefore: channel.cutoffDaysBefore, time: channel.cutoffTime },
      nextDepartures: nextDepartures(channel, transitDays, china, 3),
    });
  }
  lanes.sort((a, b) => a.transitDays[0] - b.transitDays[0] || a.transitDays[1] - b.transitDays[1]);
  return { destination, lanes };
}
