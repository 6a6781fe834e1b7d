import locations from '../../../data/shipping/locations.json';
import channels from '../../../data/shipping/channels.json';
import rateCard from '../../../data/shipping/rate-card.json';
import emissions from '../../../data/shipping/emissions.json';
import { parseRateCard } from './data';

/** The demo network, validated when first imported: a malformed file stops the build. */
export const card = parseRateCard({ locations, channels, rateCard, emissions });
