// Times quote() for a 20-carton shipment over the whole shipped card (every channel that serves
// the lane is rated). Prints JSON: { runs, medianMs, p99Ms, offers }.
import { quote, type Shipment } from '../../src/lib/shipping/quote';
import { card } from '../../src/lib/shipping/rate-card';

const cartons = Array.from({ length: 20 }, (_, i) => ({
  quantity: 1,
  lengthMm: 400 + i * 10,
  widthMm: 300 + (i % 5) * 20,
  heightMm: 300,
  weightG: 8000 + i * 500,
}));
const shipment: Shipment = {
  origin: 'SZX',
  destination: { country: 'US', postcode: '92551', fbaCode: 'ONT8' },
  goods: 'general',
  cartons,
};
const now = new Date('2026-11-20T02:00:00Z');

for (let i = 0; i < 500; i++) quote(shipment, card, now); // warm-up
const runs = 5000;
const times: number[] = [];
let offers = 0;
for (let i = 0; i < runs; i++) {
  const start = process.hrtime.bigint();
  offers = quote(shipment, card, now).offers.length;
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(JSON.stringify({ runs, medianMs: at(0.5), p99Ms: at(0.99), offers }));
