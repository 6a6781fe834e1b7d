// News cover motifs drawn on paper: a calendar (service updates), documents (compliance).
import { between, C, f } from './draw.mjs';

/** service-updates: a calendar card with a few highlighted days and a clock. */
export function calendarMotif(width, height, r) {
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
export function documentMotif(width, height, r) {
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
