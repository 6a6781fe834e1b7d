#!/usr/bin/env node
// Draws the news articles' images (covers and inline figures) as SVG and renders them to JPEG
// with sharp: `node scripts/generate-news-images.mjs` rewrites content/news/<articleId>/*.jpg.
// Covers are abstract, in the brand palette, with a motif chosen by the article's category and
// varied by a seed derived from the article id, so the same id always gives the same image.
// No text is drawn: the renderer has no CJK font, and the images serve both languages.
import sharp from 'sharp';
import matter from 'gray-matter';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const NEWS_DIR = new URL('../content/news/', import.meta.url).pathname;

const C = {
  primary: '#265c9b',
  dark: '#1b4576',
  light: '#9cc3ee',
  accent: '#f2b544',
  white: '#ffffff',
  pale: '#e8f0fa',
  kraft: '#d6a96a',
  kraftDark: '#b9884b',
  kraftLight: '#e5c08c',
};

const JPEG = { quality: 80, mozjpeg: true, progressive: true };

// ---------------------------------------------------------------------------------------------
// Determinism helpers

/** FNV-1a 32-bit hash of a string: the seed of an article's images. */
function hashSeed(text) {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A small deterministic generator (LCG), as in scripts/generate-images.mjs. */
function random(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) % 4294967296) / 4294967296;
}

const f = (n) => Number(n.toFixed(1));
const pick = (r, list) => list[Math.floor(r() * list.length)];
const between = (r, min, max) => min + r() * (max - min);

function svg(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Blue gradient background with a few very soft circles; the angle and circles vary by seed. */
function background(width, height, r) {
  const flip = r() < 0.5;
  const defs = `<linearGradient id="bg" x1="${flip ? 1 : 0}" y1="0" x2="${flip ? 0 : 1}" y2="1">
      <stop offset="0" stop-color="${C.dark}"/><stop offset="0.62" stop-color="${C.primary}"/><stop offset="1" stop-color="#2f6fb5"/>
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
function dotGrid(x0, y0, x1, y1, step, opacity) {
  let out = '';
  for (let y = y0; y <= y1; y += step)
    for (let x = x0; x <= x1; x += step)
      out += `<circle cx="${x}" cy="${y}" r="2" fill="${C.white}" fill-opacity="${opacity}"/>`;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Cover motifs, one per category

/** service-updates: a calendar card with a few highlighted days and a clock. */
function calendarMotif(width, height, r) {
  const right = r() < 0.6;
  const cw = 780;
  const ch = 600;
  const x = right ? width - cw - 150 : 150;
  const y = (height - ch) / 2 + 20;
  const cols = 7;
  const rows = 5;
  const gap = 14;
  const cellW = (cw - 80 - gap * (cols - 1)) / cols;
  const cellH = (ch - 190 - gap * (rows - 1)) / rows;
  const accentCells = new Set();
  const start = Math.floor(between(r, 3, 20));
  const run = Math.floor(between(r, 2, 6));
  for (let i = 0; i < run; i++) accentCells.add(start + i);
  const lightCells = new Set(Array.from({ length: 5 }, () => Math.floor(r() * cols * rows)));
  let cells = '';
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const i = row * cols + col;
      const cx = x + 40 + col * (cellW + gap);
      const cy = y + 150 + row * (cellH + gap);
      const fill = accentCells.has(i) ? C.accent : lightCells.has(i) ? C.light : C.pale;
      cells += `<rect x="${f(cx)}" y="${f(cy)}" width="${f(cellW)}" height="${f(cellH)}" rx="10" fill="${fill}"/>`;
    }
  const rings = [0.25, 0.75]
    .map(
      (p) =>
        `<rect x="${f(x + cw * p - 9)}" y="${y - 26}" width="18" height="58" rx="9" fill="${C.white}"/>`,
    )
    .join('');
  const tilt = f(between(r, -4, 4));
  const clockX = right ? x - 20 : x + cw + 20;
  const clockY = y + ch - 40;
  const hourAngle = between(r, 0, 360);
  const minuteAngle = between(r, 0, 360);
  const hand = (len, angle, w) => {
    const rad = ((angle - 90) * Math.PI) / 180;
    return `<line x1="${clockX}" y1="${clockY}" x2="${f(clockX + len * Math.cos(rad))}" y2="${f(clockY + len * Math.sin(rad))}" stroke="${C.dark}" stroke-width="${w}" stroke-linecap="round"/>`;
  };
  // A dashed schedule line with departure nodes leading to the card.
  const lineY = y + ch / 2 + between(r, -120, 120);
  const lineFrom = right ? 0 : width;
  const lineTo = right ? x : x + cw;
  const nodes = [0.25, 0.5, 0.75]
    .map((p) => {
      const nx = lineFrom + (lineTo - lineFrom) * p;
      return `<circle cx="${f(nx)}" cy="${f(lineY)}" r="10" fill="${C.white}" fill-opacity="0.85"/>`;
    })
    .join('');
  return `
    <line x1="${lineFrom}" y1="${f(lineY)}" x2="${f(lineTo)}" y2="${f(lineY)}" stroke="${C.light}" stroke-opacity="0.6" stroke-width="4" stroke-dasharray="14 14"/>
    ${nodes}
    <g transform="rotate(${tilt} ${x + cw / 2} ${y + ch / 2})">
      <rect x="${x + 26}" y="${y + 30}" width="${cw}" height="${ch}" rx="30" fill="${C.dark}" fill-opacity="0.45"/>
      <rect x="${x}" y="${y}" width="${cw}" height="${ch}" rx="30" fill="${C.white}"/>
      <path d="M${x} ${y + 30} a30 30 0 0 1 30 -30 h${cw - 60} a30 30 0 0 1 30 30 v80 h-${cw} z" fill="${C.primary}"/>
      ${rings}
      ${cells}
    </g>
    <circle cx="${clockX}" cy="${clockY}" r="118" fill="${C.accent}"/>
    <circle cx="${clockX}" cy="${clockY}" r="92" fill="${C.white}"/>
    ${hand(48, hourAngle, 12)}${hand(70, minuteAngle, 8)}
    <circle cx="${clockX}" cy="${clockY}" r="10" fill="${C.accent}"/>`;
}

/** compliance: a stack of documents with ruled lines and a round approval stamp. */
function documentMotif(width, height, r) {
  const right = r() < 0.55;
  const dw = 520;
  const dh = 680;
  const x = right ? width - dw - 250 : 230;
  const y = (height - dh) / 2;
  const back = [between(r, -9, -4), between(r, 4, 9)]
    .map(
      (a, i) =>
        `<rect x="${x}" y="${y}" width="${dw}" height="${dh}" rx="22" fill="${i ? C.light : C.white}" fill-opacity="${i ? 0.55 : 0.25}" transform="rotate(${f(a)} ${x + dw / 2} ${y + dh / 2})"/>`,
    )
    .join('');
  let lines = '';
  let ly = y + 170;
  while (ly < y + dh - 190) {
    const len = between(r, 0.45, 1) * (dw - 120);
    lines += `<rect x="${x + 60}" y="${f(ly)}" width="${f(len)}" height="16" rx="8" fill="${C.pale}"/>`;
    ly += 42;
  }
  // A small table block near the bottom of the sheet.
  let table = '';
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < 3; col++)
      table += `<rect x="${f(x + 60 + col * ((dw - 120) / 3))}" y="${f(y + dh - 160 + row * 44)}" width="${f((dw - 120) / 3 - 8)}" height="36" rx="6" fill="${row ? C.pale : C.light}" fill-opacity="${row ? 1 : 0.7}"/>`;
  const sx = right ? x - 40 : x + dw + 40;
  const sy = y + dh - 150;
  const rot = f(between(r, -18, 18));
  const ticks = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    return `<circle cx="${f(sx + 104 * Math.cos(a))}" cy="${f(sy + 104 * Math.sin(a))}" r="4" fill="${C.accent}"/>`;
  }).join('');
  // A shield on the opposite side, for customs security.
  const hx = right ? x + dw + 150 : x - 150;
  const hy = y + 150;
  const shield = `<path d="M${hx} ${hy - 90} l80 30 v70 c0 70 -45 110 -80 128 c-35 -18 -80 -58 -80 -128 v-70 z" fill="${C.white}" fill-opacity="0.16" stroke="${C.light}" stroke-width="6"/>
    <path d="M${hx - 34} ${hy + 20} l24 26 l46 -56" fill="none" stroke="${C.white}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `
    ${back}
    <rect x="${x + 18}" y="${y + 24}" width="${dw}" height="${dh}" rx="22" fill="${C.dark}" fill-opacity="0.4"/>
    <rect x="${x}" y="${y}" width="${dw}" height="${dh}" rx="22" fill="${C.white}"/>
    <rect x="${x + 60}" y="${y + 60}" width="${f(dw * 0.45)}" height="30" rx="8" fill="${C.primary}"/>
    <rect x="${x + 60}" y="${y + 108}" width="${f(dw * 0.28)}" height="16" rx="8" fill="${C.light}"/>
    ${lines}
    ${table}
    <g transform="rotate(${rot} ${sx} ${sy})">
      <circle cx="${sx}" cy="${sy}" r="128" fill="${C.accent}" fill-opacity="0.2" stroke="${C.accent}" stroke-width="14"/>
      ${ticks}
      <circle cx="${sx}" cy="${sy}" r="78" fill="none" stroke="${C.accent}" stroke-width="8"/>
      <path d="M${sx - 38} ${sy + 2} l26 28 l52 -60" fill="none" stroke="${C.accent}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
    </g>
    ${shield}`;
}

/** industry-notes: a dotted map field with route arcs from an amber hub. */
function routesMotif(width, height, r) {
  let dots = '';
  for (let y = 30; y < height; y += 26)
    for (let x = 30; x < width; x += 26) {
      const band = Math.exp(-(((y / height - 0.5) * 2.2) ** 2));
      const wave = 0.5 + 0.5 * Math.sin(x / 130 + y / 210 + r() * 0.4);
      if (band * wave > 0.42)
        dots += `<circle cx="${x}" cy="${y}" r="2.6" fill="${C.white}" fill-opacity="${(0.1 + band * 0.12).toFixed(2)}"/>`;
    }
  const hub = [f(between(r, 0.55, 0.7) * width), f(between(r, 0.42, 0.58) * height)];
  const count = 5 + Math.floor(r() * 2);
  const arcs = Array.from({ length: count }, (_, i) => {
    // Two of every three destinations lie west of the hub, the rest east of it.
    const x = f(i % 3 === 2 ? between(r, hub[0] + 240, width - 70) : between(r, 70, hub[0] - 260));
    const y = f(between(r, 0.16, 0.84) * height);
    const mx = (hub[0] + x) / 2;
    const my = Math.min(hub[1], y) - Math.abs(hub[0] - x) * 0.3 - 30;
    const dash = i % 2 ? 'stroke-dasharray="12 12"' : '';
    return `<path d="M${hub[0]} ${hub[1]} Q${f(mx)} ${f(my)} ${x} ${y}" fill="none" stroke="${C.light}" stroke-opacity="0.8" stroke-width="5" ${dash}/>
      <circle cx="${x}" cy="${y}" r="12" fill="${C.white}" fill-opacity="0.95"/>
      <circle cx="${x}" cy="${y}" r="28" fill="none" stroke="${C.white}" stroke-opacity="0.35" stroke-width="3"/>`;
  }).join('');
  return `
    <radialGradient id="glow" cx="${(hub[0] / width).toFixed(3)}" cy="${(hub[1] / height).toFixed(3)}" r="0.35">
      <stop offset="0" stop-color="${C.white}" stop-opacity="0.2"/><stop offset="1" stop-color="${C.white}" stop-opacity="0"/>
    </radialGradient>
    <rect width="100%" height="100%" fill="url(#glow)"/>
    ${dots}${arcs}
    <circle cx="${hub[0]}" cy="${hub[1]}" r="22" fill="${C.accent}"/>
    <circle cx="${hub[0]}" cy="${hub[1]}" r="48" fill="none" stroke="${C.accent}" stroke-opacity="0.5" stroke-width="5"/>`;
}

/** company-news: warehouse buildings with dock doors, a yard and a truck. */
function warehouseMotif(width, height, r) {
  const ground = 610;
  let out = `<rect x="0" y="${ground}" width="${width}" height="${height - ground}" fill="${C.dark}" fill-opacity="0.55"/>
    <line x1="0" y1="${ground + 80}" x2="${width}" y2="${ground + 80}" stroke="${C.light}" stroke-opacity="0.45" stroke-width="6" stroke-dasharray="40 30"/>`;
  const sunX = f(between(r, 0.1, 0.9) * width);
  out += `<circle cx="${sunX}" cy="150" r="90" fill="${C.accent}" fill-opacity="0.9"/><circle cx="${sunX}" cy="150" r="140" fill="${C.accent}" fill-opacity="0.15"/>`;
  const count = 2 + Math.floor(r() * 2);
  const accentIndex = Math.floor(r() * 2); // always one of the first two, which always fit
  let x = between(r, 60, 160);
  for (let i = 0; i < count; i++) {
    const depth = 60;
    // Every building fits on the canvas: a narrow remainder ends the row.
    const w = Math.min(between(r, 360, 560), width - 70 - depth - x);
    if (w < 300) break;
    const h = between(r, 190, 290);
    const top = ground - h;
    const front = i === accentIndex ? C.white : C.light;
    // Side face (2.5D), front face, roof edge.
    out += `<path d="M${f(x + w)} ${f(top)} l${depth} -${depth / 2} v${f(h)} l-${depth} ${depth / 2} z" fill="${C.primary}" fill-opacity="0.9"/>
      <path d="M${f(x)} ${f(top)} l${depth} -${depth / 2} h${f(w)} l-${depth} ${depth / 2} z" fill="${i === accentIndex ? C.accent : C.white}" fill-opacity="${i === accentIndex ? 1 : 0.75}"/>
      <rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" fill="${front}"/>
      <rect x="${f(x)}" y="${f(top + 22)}" width="${f(w)}" height="14" fill="${C.primary}" fill-opacity="0.35"/>`;
    // Sawtooth roof lights on some buildings.
    if (r() < 0.5) {
      const teeth = Math.floor(w / 70);
      for (let t = 0; t < teeth; t++)
        out += `<path d="M${f(x + 20 + t * 70)} ${f(top)} l30 -34 v34 z" fill="${C.light}" fill-opacity="0.9"/>`;
    }
    // Dock doors along the front.
    const doors = Math.floor((w - 40) / 70);
    for (let d = 0; d < doors; d++)
      out += `<rect x="${f(x + 30 + d * 70)}" y="${f(ground - 92)}" width="48" height="92" fill="${C.dark}"/>
        <rect x="${f(x + 30 + d * 70)}" y="${f(ground - 92)}" width="48" height="10" fill="${C.accent}" fill-opacity="${d % 3 === 0 ? 1 : 0}"/>`;
    x += w + depth + between(r, 40, 110);
  }
  // A truck in the yard.
  const tx = f(between(r, 0.1, 0.7) * width);
  const ty = ground + 120;
  out += `<rect x="${tx}" y="${ty}" width="300" height="110" rx="8" fill="${C.white}"/>
    <rect x="${tx + 306}" y="${ty + 28}" width="90" height="82" rx="10" fill="${C.accent}"/>
    <rect x="${tx + 350}" y="${ty + 40}" width="34" height="30" rx="4" fill="${C.dark}" fill-opacity="0.7"/>
    ${[tx + 40, tx + 90, tx + 240, tx + 350].map((wx) => `<circle cx="${wx}" cy="${ty + 116}" r="20" fill="${C.dark}"/><circle cx="${wx}" cy="${ty + 116}" r="8" fill="${C.light}"/>`).join('')}`;
  return out;
}

const motifs = {
  'service-updates': calendarMotif,
  compliance: documentMotif,
  'industry-notes': routesMotif,
  'company-news': warehouseMotif,
};

function coverSvg(articleId, category) {
  const width = 1600;
  const height = 900;
  const r = random(hashSeed(articleId));
  const motif = motifs[category];
  if (!motif) throw new Error(`${articleId}: unknown category "${category}"`);
  const bg = background(width, height, r);
  const texture = category === 'industry-notes' ? '' : dotGrid(40, 40, width, height, 48, 0.06);
  return svg(width, height, `${bg.body}${texture}${motif(width, height, r)}`, bg.defs);
}

// ---------------------------------------------------------------------------------------------
// Inline figures

/** A simple dotted map of Eurasia with the Yiwu–Duisburg rail lane and onward truck legs. */
function laneMapSvg() {
  const width = 1600;
  const height = 900;
  // Land as a union of ellipses [cx, cy, rx, ry]: an abstract, recognisable Eurasia.
  const land = [
    [330, 410, 200, 150], // central Europe
    [400, 220, 80, 110], // Scandinavia
    [185, 560, 95, 60], // Iberia
    [150, 300, 40, 55], // Britain
    [360, 540, 50, 60], // Italy and the Balkans
    [900, 270, 520, 150], // Russia
    [820, 470, 290, 120], // Central Asia
    [660, 640, 150, 80], // Middle East
    [990, 700, 110, 110], // India
    [1250, 520, 210, 170], // China
    [1320, 740, 90, 70], // South-East Asia
    [1470, 440, 22, 48], // Korea
    [1545, 470, 26, 80], // Japan
    [420, 840, 300, 90], // North Africa
  ];
  const inLand = (x, y) =>
    land.some(([cx, cy, rx, ry]) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1);
  let dots = '';
  for (let y = 20; y < height; y += 20)
    for (let x = 20; x < width; x += 20)
      if (inLand(x, y))
        dots += `<circle cx="${x}" cy="${y}" r="4" fill="${C.white}" fill-opacity="0.2"/>`;
  const yiwu = [1395, 590];
  const duisburg = [235, 385];
  const route = `M${yiwu[0]} ${yiwu[1]} C1250 560 1180 470 1040 460 S820 420 700 400 S470 370 ${duisburg[0]} ${duisburg[1]}`;
  const stops = [
    [1040, 460],
    [700, 400],
    [470, 378],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="${C.white}"/>`)
    .join('');
  const onward = [
    [420, 352], // Poland
    [170, 470], // France
    [330, 520], // Italy
    [175, 575], // Spain
    [150, 300], // United Kingdom
  ]
    .map(
      ([x, y]) =>
        `<path d="M${duisburg[0]} ${duisburg[1]} L${x} ${y}" stroke="${C.accent}" stroke-width="5" stroke-dasharray="10 9" stroke-linecap="round"/>
        <circle cx="${x}" cy="${y}" r="9" fill="${C.accent}"/>`,
    )
    .join('');
  const bg = background(width, height, random(5));
  return svg(
    width,
    height,
    `${bg.body}${dots}
    <path d="${route}" fill="none" stroke="${C.dark}" stroke-opacity="0.6" stroke-width="22" stroke-linecap="round"/>
    <path d="${route}" fill="none" stroke="${C.light}" stroke-width="12" stroke-linecap="round"/>
    <path d="${route}" fill="none" stroke="${C.white}" stroke-width="12" stroke-dasharray="3 16"/>
    ${stops}${onward}
    <circle cx="${yiwu[0]}" cy="${yiwu[1]}" r="22" fill="${C.accent}"/>
    <circle cx="${yiwu[0]}" cy="${yiwu[1]}" r="46" fill="none" stroke="${C.accent}" stroke-opacity="0.55" stroke-width="5"/>
    <circle cx="${duisburg[0]}" cy="${duisburg[1]}" r="20" fill="${C.white}"/>
    <circle cx="${duisburg[0]}" cy="${duisburg[1]}" r="42" fill="none" stroke="${C.white}" stroke-opacity="0.55" stroke-width="5"/>`,
    bg.defs,
  );
}

/** A barcode of deterministic bar widths inside a box. */
function barcode(x, y, w, h, seed) {
  const r = random(seed);
  let out = '';
  let bx = x;
  while (bx < x + w - 6) {
    const bw = pick(r, [3, 3, 5, 7]);
    out += `<rect x="${f(bx)}" y="${f(y)}" width="${bw}" height="${h}" fill="#1d2733"/>`;
    bx += bw + pick(r, [3, 4, 6]);
  }
  return out;
}

/** A carton in oblique view with the FBA box label and carrier label on a large side. */
function labelPlacementSvg() {
  const width = 1200;
  const height = 800;
  const x = 200;
  const y = 300;
  const L = 640; // front face width
  const H = 380; // front face height
  const dx = 200; // depth offset
  const dy = 140;
  const top = (a, b) => [f(x + a * L + b * dx), f(y - b * dy)];
  const side = (b, v) => [f(x + L + b * dx), f(y - b * dy + v * H)];
  const poly = (pts) => pts.map((p) => p.join(' ')).join(' L');
  const tapeTop = poly([top(0, 0.44), top(1, 0.44), top(1, 0.56), top(0, 0.56)]);
  const tapeSide = poly([side(0.44, 0), side(0.56, 0), side(0.56, 0.2), side(0.44, 0.2)]);
  const teamLift = poly([top(0.08, 0.12), top(0.3, 0.12), top(0.3, 0.36), top(0.08, 0.36)]);
  const label = (lx, ly, lw, lh, seed, lines) => {
    let text = '';
    for (let i = 0; i < lines; i++)
      text += `<rect x="${lx + 16}" y="${ly + 16 + i * 22}" width="${f(lw * (i % 2 ? 0.55 : 0.8))}" height="10" rx="3" fill="#9aa8b8"/>`;
    return `<rect x="${lx + 6}" y="${ly + 8}" width="${lw}" height="${lh}" rx="6" fill="#000" fill-opacity="0.12"/>
      <rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" rx="6" fill="${C.white}"/>
      ${text}
      ${barcode(lx + 16, ly + 30 + lines * 22, lw - 32, lh - 60 - lines * 22, seed)}`;
  };
  // Safe zone on the front face: labels at least 3 cm from every edge.
  const inset = 34;
  return svg(
    width,
    height,
    `<rect width="100%" height="100%" fill="#eef4fb"/>
    ${dotGrid(30, 30, width, height, 40, 0)}
    <ellipse cx="${x + L / 2 + 80}" cy="${y + H + 24}" rx="${L / 2 + 140}" ry="34" fill="${C.dark}" fill-opacity="0.12"/>
    <path d="M${poly([top(0, 0), top(0, 1), top(1, 1), top(1, 0)])} Z" fill="${C.kraftLight}"/>
    <path d="M${poly([side(0, 0), side(1, 0), side(1, 1), side(0, 1)])} Z" fill="${C.kraftDark}"/>
    <rect x="${x}" y="${y}" width="${L}" height="${H}" fill="${C.kraft}"/>
    <path d="M${tapeTop} Z" fill="#c99a5c" fill-opacity="0.9"/>
    <path d="M${tapeSide} Z" fill="#a5773f" fill-opacity="0.9"/>
    <path d="M${teamLift} Z" fill="${C.accent}"/>
    <rect x="${x + inset}" y="${y + inset}" width="${L - inset * 2}" height="${H - inset * 2}" rx="8" fill="none" stroke="${C.primary}" stroke-width="4" stroke-dasharray="14 10"/>
    ${label(x + 80, y + 80, 220, 230, 11, 3)}
    ${label(x + 340, y + 80, 240, 230, 29, 4)}
    <circle cx="1060" cy="130" r="44" fill="${C.primary}"/>
    <path d="M1038 130 l15 17 l30 -34" fill="none" stroke="${C.white}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** Top-down site plan of the Edison campus: two buildings, a shared truck yard, a road. */
function edisonSitePlanSvg() {
  const width = 1600;
  const height = 900;
  const b1 = { x: 110, y: 110, w: 560, h: 560 };
  const b2 = { x: 1100, y: 170, w: 400, h: 500 };
  const yard = { x: b1.x + b1.w, y: 140, w: b2.x - b1.x - b1.w, h: 560 };
  let out = `<rect width="100%" height="100%" fill="#e9f1fa"/>
    <rect x="0" y="760" width="${width}" height="140" fill="${C.dark}"/>
    <line x1="0" y1="830" x2="${width}" y2="830" stroke="${C.white}" stroke-width="6" stroke-dasharray="40 30"/>
    <rect x="${yard.x}" y="${yard.y}" width="${yard.w}" height="${yard.h}" fill="#cddbeb"/>
    <rect x="${yard.x + yard.w / 2 - 60}" y="${yard.y + yard.h}" width="120" height="60" fill="#cddbeb"/>`;
  // The driving lane down the middle of the yard.
  out += `<line x1="${yard.x + yard.w / 2}" y1="${yard.y + 30}" x2="${yard.x + yard.w / 2}" y2="${yard.y + yard.h + 60}" stroke="${C.white}" stroke-width="5" stroke-dasharray="24 18"/>`;
  // Building 1 (existing) with roof panels.
  out += `<rect x="${b1.x + 10}" y="${b1.y + 12}" width="${b1.w}" height="${b1.h}" fill="${C.dark}" fill-opacity="0.25"/>
    <rect x="${b1.x}" y="${b1.y}" width="${b1.w}" height="${b1.h}" fill="${C.primary}"/>`;
  for (let i = 1; i < 6; i++)
    out += `<line x1="${b1.x}" y1="${b1.y + (i * b1.h) / 6}" x2="${b1.x + b1.w}" y2="${b1.y + (i * b1.h) / 6}" stroke="${C.light}" stroke-opacity="0.35" stroke-width="3"/>`;
  // Building 2 (new) with a solar array on the roof.
  out += `<rect x="${b2.x + 10}" y="${b2.y + 12}" width="${b2.w}" height="${b2.h}" fill="${C.dark}" fill-opacity="0.25"/>
    <rect x="${b2.x}" y="${b2.y}" width="${b2.w}" height="${b2.h}" fill="${C.light}" stroke="${C.accent}" stroke-width="10"/>`;
  for (let row = 0; row < 7; row++)
    for (let col = 0; col < 5; col++)
      out += `<rect x="${b2.x + 40 + col * 74}" y="${b2.y + 40 + row * 62}" width="62" height="48" rx="3" fill="${C.dark}" fill-opacity="0.55"/>`;
  // Dock doors facing the yard, with a few trailers parked at them.
  const docks = (dx, y0, count, step) => {
    let d = '';
    for (let i = 0; i < count; i++)
      d += `<rect x="${dx - 6}" y="${y0 + i * step}" width="12" height="${step - 14}" fill="${C.accent}"/>`;
    return d;
  };
  out += docks(b1.x + b1.w, b1.y + 40, 13, 38) + docks(b2.x, b2.y + 30, 11, 40);
  const trailer = (tx, ty, toRight) => {
    const cab = toRight ? tx + 132 : tx - 38;
    return `<rect x="${tx}" y="${ty}" width="130" height="30" rx="3" fill="${C.white}" stroke="${C.dark}" stroke-opacity="0.3" stroke-width="2"/>
      <rect x="${cab}" y="${ty + 2}" width="40" height="26" rx="5" fill="${C.dark}"/>`;
  };
  [0, 2, 3, 6, 9, 11].forEach((i) => (out += trailer(b1.x + b1.w + 8, b1.y + 44 + i * 38, true)));
  [1, 4, 5, 8].forEach((i) => (out += trailer(b2.x - 138, b2.y + 34 + i * 40, false)));
  // Trees along the road and a north arrow.
  for (let i = 0; i < 14; i++) {
    const cx = 60 + i * 115;
    if (Math.abs(cx - (yard.x + yard.w / 2)) > 90)
      out += `<circle cx="${cx}" cy="728" r="18" fill="${C.light}"/>`;
  }
  out += `<circle cx="1500" cy="90" r="42" fill="${C.white}" stroke="${C.primary}" stroke-width="4"/>
    <path d="M1500 58 l18 44 l-18 -10 l-18 10 z" fill="${C.primary}"/>`;
  return svg(width, height, out);
}

/** Inline figures by article id and file name; the Markdown references them relatively. */
const figures = {
  'yiwu-duisburg-rail-saturday-train': { 'yiwu-duisburg-lane.jpg': laneMapSvg },
  'fba-carton-rules-weight-size-labels': { 'label-placement.jpg': labelPlacementSvg },
  'wayhub-edison-second-building': { 'edison-site-plan.jpg': edisonSitePlanSvg },
};

// ---------------------------------------------------------------------------------------------
// Main

function articleFrontmatter(dir) {
  for (const locale of ['en', 'zh']) {
    const file = join(dir, `${locale}.md`);
    if (existsSync(file)) return matter(readFileSync(file, 'utf8')).data;
  }
  return undefined;
}

/** Image files referenced with a relative path in the article's Markdown files. */
function referencedImages(dir) {
  const names = new Set();
  for (const locale of ['en', 'zh']) {
    const file = join(dir, `${locale}.md`);
    if (!existsSync(file)) continue;
    const { content } = matter(readFileSync(file, 'utf8'));
    for (const m of content.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g))
      if (!/^[a-z]+:|^\//i.test(m[1])) names.add(m[1]);
  }
  return names;
}

async function write(svgText, file) {
  await sharp(Buffer.from(svgText)).jpeg(JPEG).toFile(file);
  const kb = (statSync(file).size / 1024).toFixed(0);
  console.log(`${file.slice(file.indexOf('content/news/'))}  ${kb} KB`);
}

const articleIds = readdirSync(NEWS_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

let problems = 0;
for (const id of articleIds) {
  const dir = join(NEWS_DIR, id);
  const data = articleFrontmatter(dir);
  if (!data) {
    console.error(`${id}: no en.md or zh.md, skipped`);
    continue;
  }
  const cover = typeof data.cover === 'string' ? data.cover : 'cover.jpg';
  await write(coverSvg(id, data.category), join(dir, cover));
  const own = figures[id] ?? {};
  for (const [name, draw] of Object.entries(own)) await write(draw(), join(dir, name));
  for (const name of referencedImages(dir))
    if (name !== cover && !own[name]) {
      console.error(`${id}: ${name} is referenced but no figure draws it`);
      problems++;
    }
}
if (problems) process.exit(1);
