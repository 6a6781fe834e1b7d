// The site's stock illustrations (no stock photos, no third-party marks): public/images/*.jpg.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { C, random, ROOT, writeJpeg } from './draw.mjs';

const OUT = join(ROOT, 'public/images');
const JPEG = { quality: 82, progressive: true, mozjpeg: true };

/** A dotted "globe" field, route arcs from a hub, and route end markers. */
function routesSvg({ width, height, hub, destinations, seed, dots = 1400 }) {
  const r = random(seed);
  const dotMarks = Array.from({ length: dots }, () => {
    const x = r() * width;
    const y = r() * height;
    // Denser toward the middle band, like continents on a map projection.
    const band = Math.exp(-(((y / height - 0.5) * 2.4) ** 2));
    return r() < band
      ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2.2" fill="${C.white}" fill-opacity="${(0.08 + r() * 0.14).toFixed(2)}"/>`
      : '';
  }).join('');
  const arcs = destinations
    .map(([x, y], i) => {
      const mx = (hub[0] + x) / 2;
      const my = Math.min(hub[1], y) - Math.abs(hub[0] - x) * 0.28 - 30;
      const dash = i % 2 ? 'stroke-dasharray="10 12"' : '';
      return `<path d="M${hub[0]} ${hub[1]} Q${mx} ${my} ${x} ${y}" fill="none" stroke="${C.light}" stroke-opacity="0.75" stroke-width="4" ${dash}/>
        <circle cx="${x}" cy="${y}" r="12" fill="${C.white}" fill-opacity="0.9"/><circle cx="${x}" cy="${y}" r="26" fill="none" stroke="${C.white}" stroke-opacity="0.35" stroke-width="3"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${C.dark}"/><stop offset="0.6" stop-color="${C.primary}"/><stop offset="1" stop-color="${C.bright}"/>
      </linearGradient>
      <radialGradient id="glow" cx="${hub[0] / width}" cy="${hub[1] / height}" r="0.35">
        <stop offset="0" stop-color="${C.white}" stop-opacity="0.22"/><stop offset="1" stop-color="${C.white}" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <rect width="100%" height="100%" fill="url(#glow)"/>
    ${dotMarks}
    ${arcs}
    <circle cx="${hub[0]}" cy="${hub[1]}" r="20" fill="${C.accent}"/><circle cx="${hub[0]}" cy="${hub[1]}" r="44" fill="none" stroke="${C.accent}" stroke-opacity="0.5" stroke-width="4"/>
  </svg>`;
}

const images = [
  {
    file: 'hero-routes.jpg',
    svg: routesSvg({
      width: 2400,
      height: 1100,
      hub: [1780, 520],
      destinations: [
        [420, 360],
        [760, 300],
        [980, 420],
        [2240, 620],
        [2080, 300],
        [1200, 780],
      ],
      seed: 7,
      dots: 2600,
    }),
  },
  {
    file: 'banner-network.jpg',
    svg: routesSvg({
      width: 2400,
      height: 640,
      hub: [1900, 360],
      destinations: [
        [600, 220],
        [1100, 180],
        [1400, 470],
        [2300, 250],
      ],
      seed: 11,
      dots: 1500,
    }),
  },
];

/** Draws the stock images. */
export async function drawStockImages() {
  mkdirSync(OUT, { recursive: true });
  for (const { file, svg } of images) await writeJpeg(svg, join(OUT, file), JPEG);
}
