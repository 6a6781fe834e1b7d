import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { MAX_BOOKING_CARTONS } from './limits';

/**
 * A booking's carton labels as one PDF, one label per carton: what the customer prints
 * and sticks on each carton before the warehouse receives it. Printed in Latin script only: the
 * carriers and warehouses abroad read them, and the PDF's standard fonts (WinAnsi) then suffice,
 * with no CJK font to embed.
 */

/** The most cartons one booking's labels cover (and so the largest PDF this makes). */
export const MAX_LABEL_CARTONS = MAX_BOOKING_CARTONS;

/**
 * `label`: one 4 × 6 in label per page, for a thermal label printer (also fits 100 × 150 mm
 * stock). `a4`: four A6 labels per A4 page in a 2 × 2 grid with dashed cut lines, for an office
 * printer at 100 %.
 */
export type LabelFormat = 'label' | 'a4';
export const LABEL_FORMATS: readonly LabelFormat[] = ['label', 'a4'];

/** What every label of one booking shows; the carton number and weight vary per label. */
export type CartonLabels = {
  /** Letters and digits, e.g. 'BW10000017': printed as a Code 128 barcode. */
  waybill: string;
  bookingReference: string;
  /** 1 to MAX_LABEL_CARTONS. */
  cartons: number;
  /** Per carton gross weight in kg when known: either undefined or an array of length `cartons`. */
  grossWeightsKg?: readonly (number | null)[];
  /** The Amazon centre code (e.g. 'ONT8') when there is one, and the place as text. */
  destination: { code?: string; text: string };
  service: { code: string; name: string };
  /** The receiving warehouse's city, e.g. "Shenzhen Bao'an". */
  origin: string;
  consignee?: string;
};

const BRAND = 'BridgeWay Global Logistics';
const MM = 72 / 25.4;
/** Page sizes in points: 4 × 6 in, and A4 (whose quarters hold one A6 label each). */
const PAGE = { label: [288, 432], a4: [595.28, 841.89] } as const satisfies Record<
  LabelFormat,
  readonly [number, number]
>;
/**
 * White space around each label's content: on a 4 × 6 in label ≥ 3 mm even on 100 × 150 mm stock;
 * on A4 more, since office printers cannot print the sheet's outer 4–5 mm.
 */
const MARGIN: Record<LabelFormat, number> = { label: 5 * MM, a4: 7 * MM };
/** Barcode: 0.5 mm modules (4 dots of a 203 dpi printer), narrower only for a long waybill. */
const MODULE = 0.5 * MM;
const MIN_MODULE = 0.33 * MM;
const BAR_HEIGHT = 25 * MM;
/** bwip-js pixels per module: the image's width is this times the symbol's modules. */
const BAR_SCALE = 2;
/** Code 128's quiet zone on each side, in modules, part of the image itself. */
const QUIET_ZONE = 10;

/** The characters WinAnsi (the standard fonts' encoding) has beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function printable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

/**
 * Text as the standard fonts can print it: full-width forms become ASCII (NFKC), accented letters
 * outside WinAnsi lose their accent, and each run of what is still unprintable (Chinese, for one)
 * becomes a single '?' rather than glyphs the printer would garble.
 */
function latinText(text: string): string {
  const chars = [...text.normalize('NFKC').replace(/\s+/gu, ' ').trim()].map((char) => {
    if (printable(char)) return char;
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    return bare !== '' && [...bare].every(printable) ? bare : '?';
  });
  return chars.join('').replace(/\?{2,}/g, '?');
}

function weightText(kg: number): string {
  return `${Number(kg.toFixed(2))} kg`;
}

/** The caller's values are the booking's own; these only guard what the layout cannot hold. */
function checked(labels: CartonLabels): void {
  const { cartons, grossWeightsKg, waybill } = labels;
  if (!Number.isInteger(cartons) || cartons < 1 || cartons > MAX_LABEL_CARTONS)
    throw new RangeError(`cartons must be an integer from 1 to ${MAX_LABEL_CARTONS}: ${cartons}`);
  if (grossWeightsKg && grossWeightsKg.length !== cartons)
    throw new RangeError(`${grossWeightsKg.length} gross weights for ${cartons} cartons`);
  if (grossWeightsKg?.some((kg) => kg !== null && !(Number.isFinite(kg) && kg > 0)))
    throw new RangeError('a gross weight must be a positive number of kg or null');
  // 20 characters still fit a label's width with modules of at least 0.33 mm.
  if (!/^[A-Za-z0-9]{1,20}$/.test(waybill))
    throw new RangeError(`a waybill number is 1 to 20 letters and digits: ${waybill}`);
}

/** The waybill's Code 128 symbol as an opaque PNG, quiet zones included. */
function barcodePng(waybill: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: waybill,
    scaleX: BAR_SCALE,
    scaleY: BAR_SCALE,
    height: BAR_HEIGHT / MM,
    paddingwidth: QUIET_ZONE,
    backgroundcolor: 'FFFFFF',
  });
}

/** An embedded image pdfkit draws again by reference (`openImage` is missing from its types). */
type EmbeddedImage = { readonly width: number; readonly height: number };
function embedOnce(doc: PDFKit.PDFDocument, png: Buffer): EmbeddedImage {
  return (doc as unknown as { openImage(src: Buffer): EmbeddedImage }).openImage(png);
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * One line in `font`, as large as fits `box.width` (down to `min`, then cut with an ellipsis);
 * returns the y below it.
 */
function line(
  doc: PDFKit.PDFDocument,
  text: string,
  font: string,
  [max, min]: readonly [number, number],
  { x, y, width }: Omit<Box, 'height'>,
  align: 'left' | 'center' = 'left',
): number {
  doc.font(font).fontSize(max);
  const size = Math.max(min, Math.min(max, (max * width) / Math.max(1, doc.widthOfString(text))));
  doc.fontSize(size).text(text, x, y, { width, height: size * 1.2, align, ellipsis: true });
  return y + size * 1.15;
}

/** A small upper-case caption above a field; returns the y below it. */
function caption(doc: PDFKit.PDFDocument, text: string, x: number, y: number): number {
  doc.font('Helvetica').fontSize(7).text(text, x, y, { lineBreak: false });
  return y + 9;
}

function rule(doc: PDFKit.PDFDocument, x: number, y: number, width: number): number {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(1)
    .stroke();
  return y + 6;
}

/** Destination text without a centre code: wrapped, as large as fits its box (12 to 24 pt). */
function place(doc: PDFKit.PDFDocument, text: string, { x, y, width, height }: Box): void {
  let size = 24;
  doc.font('Helvetica-Bold');
  while (size > 12 && doc.fontSize(size).heightOfString(text, { width }) > height) size -= 1;
  doc.fontSize(size).text(text, x, y, { width, height, ellipsis: true });
}

/** One label, its content inside `area` (the page or an A4 quarter, less the margin). */
function drawLabel(
  doc: PDFKit.PDFDocument,
  labels: CartonLabels,
  carton: number,
  barcode: EmbeddedImage,
  { x, y: top, width, height }: Box,
): void {
  const half = (width - 8) / 2;
  let y = line(doc, BRAND, 'Helvetica-Bold', [12, 8], { x, y: top, width });
  y = rule(doc, x, y + 2, width);

  y = caption(doc, 'SHIP TO', x, y);
  const { code, text } = labels.destination;
  if (code) {
    line(doc, latinText(code), 'Helvetica-Bold', [56, 20], { x, y: y - 4, width });
    line(doc, latinText(text), 'Helvetica', [10, 8], { x, y: y + 56, width });
  } else place(doc, latinText(text), { x, y, width, height: 68 });
  y = rule(doc, x, y + 72, width);

  y = caption(doc, 'SERVICE', x, y);
  y = line(doc, latinText(labels.service.code), 'Helvetica-Bold', [14, 9], { x, y, width });
  y = line(doc, latinText(labels.service.name), 'Helvetica', [10, 7], { x, y, width });
  y = rule(doc, x, y + 2, width);

  caption(doc, 'FROM', x, y);
  line(doc, latinText(labels.origin), 'Helvetica', [10, 7], { x, y: y + 9, width: half });
  const consignee = labels.consignee === undefined ? '' : latinText(labels.consignee);
  // A name written only in Chinese leaves nothing but '?': no consignee rather than that.
  if (/[A-Za-z0-9]/.test(consignee)) {
    caption(doc, 'CONSIGNEE', x + half + 8, y);
    line(doc, consignee, 'Helvetica', [10, 7], { x: x + half + 8, y: y + 9, width: half });
  }
  y = rule(doc, x, y + 26, width);

  const weight = labels.grossWeightsKg?.[carton - 1];
  const count = `CARTON ${carton} / ${labels.cartons}`;
  line(doc, count, 'Helvetica-Bold', [30, 14], {
    x,
    y: y + 4,
    width: weight ? width * 0.64 : width,
  });
  if (weight) {
    const right = { x: x + width * 0.68, width: width * 0.32 };
    caption(doc, 'GROSS WEIGHT', right.x, y);
    line(doc, weightText(weight), 'Helvetica-Bold', [18, 9], { ...right, y: y + 10 });
  }

  // From the bottom up: the booking reference, the waybill number, its barcode (as wide as its
  // modules need, narrower ones only for a long waybill), centred under a rule.
  const footer = top + height - 8;
  line(doc, `Booking ${latinText(labels.bookingReference)}`, 'Helvetica', [8, 6], {
    x,
    y: footer,
    width,
  });
  const number = footer - 28;
  line(doc, labels.waybill, 'Helvetica-Bold', [16, 10], { x, y: number, width }, 'center');
  const modules = barcode.width / BAR_SCALE;
  const barWidth = modules * Math.max(MIN_MODULE, Math.min(MODULE, width / modules));
  const bars = number - 4 - BAR_HEIGHT;
  doc.image(barcode as unknown as Buffer, x + (width - barWidth) / 2, bars, {
    width: barWidth,
    height: BAR_HEIGHT,
  });
  rule(doc, x, bars - 8, width);
}

/** Dashed lines along which an A4 sheet is cut into its four A6 labels. */
function cutLines(doc: PDFKit.PDFDocument, [width, height]: readonly [number, number]): void {
  doc.save().lineWidth(0.5).strokeColor('#888888').dash(4, { space: 3 });
  doc
    .moveTo(width / 2, 0)
    .lineTo(width / 2, height)
    .stroke();
  doc
    .moveTo(0, height / 2)
    .lineTo(width, height / 2)
    .stroke();
  doc.undash().restore();
}

/**
 * The booking's carton labels, one per carton, as a PDF in `format`. The barcode image is made and
 * embedded once and drawn by reference on every label, so 500 labels stay small. The same input
 * gives the same bytes: no creation date, and a file ID derived from the content.
 */
export async function cartonLabelsPdf(
  labels: CartonLabels,
  format: LabelFormat,
): Promise<Uint8Array> {
  checked(labels);
  const png = await barcodePng(labels.waybill);
  const size = PAGE[format];
  const doc = new PDFDocument({
    size: [...size],
    margin: 0,
    autoFirstPage: false,
    // pdfkit derives the file ID from the info, its creation date included: a fixed date there
    // keeps the output a function of the labels alone.
    info: {
      Title: `Carton labels ${labels.waybill}`,
      Author: BRAND,
      Creator: BRAND,
      CreationDate: new Date(0),
    },
  });
  // Then no date in the file: pdfkit writes the info's enumerable entries, and reads the date
  // itself only for XMP metadata, which it leaves out of a PDF 1.3 (its default version).
  Object.defineProperty(doc.info, 'CreationDate', { enumerable: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const barcode = embedOnce(doc, png);
  const perPage = format === 'label' ? 1 : 4;
  const [tileWidth, tileHeight] = format === 'label' ? size : [size[0] / 2, size[1] / 2];
  for (let carton = 1; carton <= labels.cartons; carton++) {
    const slot = (carton - 1) % perPage;
    if (slot === 0) {
      doc.addPage();
      if (format === 'a4') cutLines(doc, size);
    }
    const margin = MARGIN[format];
    drawLabel(doc, labels, carton, barcode, {
      x: (slot % 2) * tileWidth + margin,
      y: Math.floor(slot / 2) * tileHeight + margin,
      width: tileWidth - 2 * margin,
      height: tileHeight - 2 * margin,
    });
  }
  doc.end();
  return done;
}
