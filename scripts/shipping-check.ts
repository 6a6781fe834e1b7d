// `npm run shipping:check`: validates data/shipping/*.json, the tracking event catalogue
// (data/tracking/events.json) and the demo shipments (data/tracking/demo-shipments.json), and
// prints every problem with its file, row and field. Exit code 1 when anything is wrong.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeErrors } from '../src/lib/api/responses';
import { parseRateCard, SHIPPING_FILES, ShippingDataError } from '../src/lib/shipping/data';
import { company } from '../src/lib/company';
import { parseWarehouses, WAREHOUSES_FILE } from '../src/lib/bookings/warehouses';
import { EVENT_CATALOGUE_FILE, parseCatalogue } from '../src/lib/tracking/catalogue';
import { DEMO_SHIPMENTS_FILE, parseDemoShipments } from '../src/lib/tracking/demo-data';

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
    emissions: read(SHIPPING_FILES.emissions),
  });
  const { locations, channels, emissions } = card;
  console.log(
    `Shipping data OK: ${channels.length} channels, ${locations.origins.length} origins, ` +
      `${locations.countries.length} countries, ${locations.fbaCenters.length} fulfilment centres; ` +
      `rates in force ${card.effectiveDate} to ${card.expiryDate}, 1 USD = ${card.exchangeRate.cnyPerUsd} CNY (${card.exchangeRate.date}).`,
  );
  console.log(
    `Emissions data OK: ${emissions.factors.length} factors (${emissions.factorSet.title} ${emissions.factorSet.year}, v${emissions.factorSet.version}), ` +
      `${emissions.points.length} places, ${emissions.seaDistances.length} sea and ${emissions.railDistances.length} rail distances; every lane has its chain.`,
  );
  const warehouses = parseWarehouses(read(WAREHOUSES_FILE), locations.origins, company.warehouses);
  if (!warehouses.ok) {
    for (const problem of warehouses.problems) console.error(`${WAREHOUSES_FILE}: ${problem}`);
    process.exit(1);
  }
  console.log(`Receiving warehouses OK: ${warehouses.warehouses.size}, one per origin.`);
} catch (error) {
  if (!(error instanceof ShippingDataError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const catalogue = parseCatalogue(read(EVENT_CATALOGUE_FILE));
if (!catalogue.ok) {
  for (const problem of catalogue.problems) console.error(`${EVENT_CATALOGUE_FILE}: ${problem}`);
  process.exit(1);
}
console.log(`Tracking event catalogue OK: ${catalogue.events.size} codes.`);

// Checked against the rate card (services, origins, destinations) by the ingest API's parser.
const demo = parseDemoShipments(read(DEMO_SHIPMENTS_FILE), new Date());
if (!demo.ok) {
  for (const e of describeErrors('en', demo.errors))
    console.error(`${DEMO_SHIPMENTS_FILE}: ${e.path}: ${e.message}`);
  process.exit(1);
}
console.log(
  `Tracking demo OK: ${demo.batch.shipments.length} shipments, ${demo.batch.events.length} events.`,
);
