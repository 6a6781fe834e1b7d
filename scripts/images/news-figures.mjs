// The news articles' inline figures, by article id and file name.
import { background, C, dotGrid, f, pick, random, svg } from './draw.mjs';

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
export const figures = {
  'yiwu-duisburg-rail-saturday-train': { 'yiwu-duisburg-lane.jpg': laneMapSvg },
  'fba-carton-rules-weight-size-labels': { 'label-placement.jpg': labelPlacementSvg },
  'wayhub-edison-second-building': { 'edison-site-plan.jpg': edisonSitePlanSvg },
};
