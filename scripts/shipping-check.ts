// `npm run shipping:check`: validates data/shipping/*.json and prints every problem with its
// file, row and field. Exit code 1 when anything is wrong.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRateCard, SHIPPING_FILES, ShippingDataError } from '../src/lib/shipping/data';

const root = join(import.meta.dirname, '..');
function read(file: string): unknown {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    process.exit(1);
  }
}

try {
  const card = parseRateCard({
    locations: read(SHIPPING_FILES.locations),
    channels: read(SHIPPING_FILES.channels),
    rateCard: read(SHIPPING_FILES.rateCard),
  });
  const { locations, channels } = card;
  console.log(
    `Shipping data OK: ${channels.length} channels, ${locations.origins.length} origins, ` +
      `${locations.countries.length} countries, ${locations.fbaCenters.length} fulfilment centres; ` +
      `rates in force ${card.effectiveDate} to ${card.expiryDate}, 1 USD = ${card.exchangeRate.cnyPerUsd} CNY (${card.exchangeRate.date}).`,
  );
} catch (error) {
  if (!(error instanceof ShippingDataError)) throw error;
  console.error(error.message);
  process.exit(1);
}
