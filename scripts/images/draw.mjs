// What every drawing of the site's images shares: the brand palette, a deterministic random
// generator (the same seed always gives the same image), SVG helpers and the JPEG writer.
import sharp from 'sharp';
import { statSync } from 'node:fs';
import { relative } from 'node:path';

/** The project's root folder (images are written under it). */
export const ROOT = new URL('../../', import.meta.url).pathname;

/** The brand palette (the site's --color-primary is `primary`). */
export const C = {
  primary: '#265c9b',
  dark: '#1b4576',
  /** The lighter end of the blue background gradient. */
  bright: '#2f6fb5',
  light: '#9cc3ee',
  accent: '#f2b544',
  white: '#ffffff',
  pale: '#e8f0fa',
  kraft: '#d6a96a',
  kraftDark: '#b9884b',
  kraftLight: '#e5c08c',
};

/** FNV-1a 32-bit hash of a string: the seed of an article's images. */
export function hashSeed(text) {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A small deterministic generator (LCG), so the images only change when their drawing does. */
export function random(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) % 4294967296) / 4294967296;
}

export const f = (n) => Number(n.toFixed(1));
export const pick = (r, list) => list[Math.floor(r() * list.length)];
export const between = (r, min, max) => min + r() * (max - min);

export function svg(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Blue gradient background with a few very soft circles; the angle and circles vary by seed. */
export function background(width, height, r) {
  const flip = r() < 0.5;
  const defs = `<linearGradient id="bg" x1="${flip ? 1 : 0}" y1="0" x2="${flip ? 0 : 1}" y2="1">
      <stop offset="0" stop-color="${C.dark}"/><stop offset="0.62" stop-color="${C.primary}"/><stop offset="1" stop-color="${C.bright}"/>
    </linearGradient>`;
  const circles = Array.from({ length: 3 }, () => {
    const cx = f(between(r, 0, width));
    const cy = f(between(r, 0, height));
    const rad = f(between(r, 220, 420));
    return `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${C.white}" fill-opacity="${between(r, 0.025, 0.05).toFixed(3)}"/>`;
  }).join('');
  return { defs, body: `<rect width="100%" height="100%" fill="url(#bg)"/>${circles}` };
}

/** A faint regular dot grid over part of the canvas, for texture without noise. */
export function dotGrid(x0, y0, x1, y1, step, opacity) {
  let out = '';
  for (let y = y0; y <= y1; y += step)
    for (let x = x0; x <= x1; x += step)
      out += `<circle cx="${x}" cy="${y}" r="2" fill="${C.white}" fill-opacity="${opacity}"/>`;
  return out;
}

/** Renders an SVG to a JPEG file and prints its path (from the project) and size. */
export async function writeJpeg(svgText, file, jpeg) {
  await sharp(Buffer.from(svgText)).jpeg(jpeg).toFile(file);
  const kb = (statSync(file).size / 1024).toFixed(0);
  console.log(`${relative(ROOT, file)}  ${kb} KB`);
}
