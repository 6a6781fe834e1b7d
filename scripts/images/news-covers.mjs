// The news articles' covers: abstract, in the brand palette, with a motif chosen by the
// article's category and varied by a seed derived from the article id, so the same id always
// gives the same image. No text is drawn: the renderer has no CJK font, and the images serve
// both languages.
import { calendarMotif, documentMotif } from './cover-papers.mjs';
import { background, between, C, dotGrid, f, hashSeed, random, svg } from './draw.mjs';

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

export function coverSvg(articleId, category) {
  const width = 1600;
  const height = 900;
  const r = random(hashSeed(articleId));
  const motif = motifs[category];
  if (!motif) throw new Error(`${articleId}: unknown category "${category}"`);
  const bg = background(width, height, r);
  const texture = category === 'industry-notes' ? '' : dotGrid(40, 40, width, height, 48, 0.06);
  return svg(width, height, `${bg.body}${texture}${motif(width, height, r)}`, bg.defs);
}
