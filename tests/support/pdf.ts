// Reading a PDF the way a person or a scanner would (Vitest, and Playwright for a downloaded file):
// each page's size and text, and the barcodes printed on it decoded from the embedded images.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  BarcodeFormat,
  BinaryBitmap,
  Code128Reader,
  DecodeHintType,
  HybridBinarizer,
  RGBLuminanceSource,
} from '@zxing/library';
import { getDocument, ImageKind, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api';

export type PdfPage = {
  /** In points, as the page's media box says. */
  width: number;
  height: number;
  /** Its text items in content order, joined by single spaces. */
  text: string;
};

/** The image data pdf.js hands over once it has decoded an image XObject. */
type DecodedImage = { width: number; height: number; kind?: number; data?: Uint8ClampedArray };

// pdf.js measures the standard fonts (Helvetica…) with its own copies; without them it warns.
// Found from the project's root, not import.meta: Playwright loads this file as CommonJS.
const standardFontDataUrl = `${join(
  dirname(createRequire(join(process.cwd(), 'package.json')).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** Luminance (0 black … 255 white) of each pixel, transparent ones over white paper. */
function luminance({ width, height, kind, data }: DecodedImage): Uint8ClampedArray {
  if (!data) throw new Error('pdf.js gave the image as a bitmap, not pixel data');
  const pixels = width * height;
  const out = new Uint8ClampedArray(pixels);
  if (kind === ImageKind.GRAYSCALE_1BPP) {
    const rowBytes = Math.ceil(width / 8);
    for (let i = 0; i < pixels; i++) {
      const [row, col] = [Math.floor(i / width), i % width];
      out[i] = ((data[row * rowBytes + (col >> 3)] ?? 0) >> (7 - (col & 7))) & 1 ? 255 : 0;
    }
    return out;
  }
  const channels = kind === ImageKind.RGB_24BPP ? 3 : 4;
  for (let i = 0; i < pixels; i++) {
    const [r = 0, g = 0, b = 0] = data.subarray(i * channels, i * channels + 3);
    const alpha = channels === 4 ? (data[i * channels + 3] ?? 255) / 255 : 1;
    out[i] = ((r + 2 * g + b) / 4) * alpha + 255 * (1 - alpha);
  }
  return out;
}

/** The Code 128 symbol in an image, as a scanner reads it. */
function decodeCode128(image: DecodedImage): string {
  const source = new RGBLuminanceSource(luminance(image), image.width, image.height);
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
  ]);
  return new Code128Reader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}

/** An image by the id the operator list names it by (shared across pages: commonObjs). */
function imageObject(page: PDFPageProxy, id: string): Promise<DecodedImage> {
  const objects = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => objects.get(id, resolve));
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply([a, b, c, d, e, f]: Matrix, [A, B, C, D, E, F]: Matrix): Matrix {
  return [
    a * A + c * B,
    b * A + d * B,
    a * C + c * D,
    b * C + d * D,
    a * E + c * F + e,
    b * E + d * F + f,
  ];
}

export type LabelsPdf = {
  pages: PdfPage[];
  /** One entry per image painted, in page order: the Code 128 text decoded from its pixels. */
  barcodes: string[];
  /** The same images' printed sizes in points, in the same order. */
  barcodeSizes: { width: number; height: number }[];
  /** The document information: Title, Author, Creator, CreationDate… as present. */
  info: Record<string, unknown>;
};

/**
 * Each page's size and text, and the barcodes printed on it: each image is decoded from its own
 * pixels (an image holding no Code 128 symbol throws) and measured as the page paints it.
 */
export async function readLabelsPdf(bytes: Uint8Array): Promise<LabelsPdf> {
  // pdf.js takes over the buffer it is given, and wants no Buffer: a plain copy.
  const data = new Uint8Array(bytes);
  const loading = getDocument({ data, standardFontDataUrl, verbosity: 0 });
  const pdf = await loading.promise;
  const result: LabelsPdf = { pages: [], barcodes: [], barcodeSizes: [], info: {} };
  // The same image on many pages is decoded once.
  const decoded = new Map<string, string>();
  try {
    result.info = (await pdf.getMetadata()).info as Record<string, unknown>;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      const items = (await page.getTextContent()).items;
      const text = items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      result.pages.push({ width: x1 - x0, height: y1 - y0, text });

      // The current transformation matrix, followed through the page's operators: an image is
      // the unit square under it when painted.
      const { fnArray, argsArray } = await page.getOperatorList();
      const saved: Matrix[] = [];
      let ctm = IDENTITY;
      for (const [index, op] of fnArray.entries()) {
        const args = argsArray[index] as unknown[];
        if (op === OPS.save) saved.push(ctm);
        else if (op === OPS.restore) ctm = saved.pop() ?? IDENTITY;
        else if (op === OPS.transform) ctm = multiply(ctm, args as Matrix);
        if (op !== OPS.paintImageXObject && op !== OPS.paintImageXObjectRepeat) continue;
        const id = String(args[0]);
        if (!decoded.has(id)) decoded.set(id, decodeCode128(await imageObject(page, id)));
        // A repeat paints the image once per (x, y) pair of its positions, scaled by its own factors.
        const repeat = op === OPS.paintImageXObjectRepeat;
        const times = repeat ? (args[3] as ArrayLike<number>).length / 2 : 1;
        const [sx, sy] = repeat ? [Number(args[1]), Number(args[2])] : [1, 1];
        const [a, b, c, d] = ctm;
        for (let i = 0; i < times; i++) {
          result.barcodes.push(decoded.get(id) ?? '');
          result.barcodeSizes.push({ width: sx * Math.hypot(a, b), height: sy * Math.hypot(c, d) });
        }
      }
      page.cleanup();
    }
  } finally {
    await loading.destroy();
  }
  return result;
}
