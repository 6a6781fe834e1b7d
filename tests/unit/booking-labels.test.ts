import { describe, expect, it } from 'vitest';
import {
  cartonLabelsPdf,
  LABEL_FORMATS,
  MAX_LABEL_CARTONS,
  type CartonLabels,
  type LabelFormat,
} from '@/lib/bookings/labels';
import { readLabelsPdf, type LabelsPdf } from '../support/pdf';

const MM = 72 / 25.4;
/** Page sizes in points: 4 × 6 in, and A4. */
const SIZES = { label: [288, 432], a4: [595.28, 841.89] } as const;
const PER_PAGE = { label: 1, a4: 4 } as const;

const booking: CartonLabels = {
  waybill: 'BW10000017',
  bookingReference: 'BK-7QX2-M9TA',
  cartons: 7,
  grossWeightsKg: [12.5, null, 3, 8.25, 10, 11, 7.125],
  destination: { code: 'ONT8', text: 'Moreno Valley, California, United States' },
  service: { code: 'BW-AIR-US', name: 'BridgeWay Air Express USA' },
  origin: "Shenzhen Bao'an",
  consignee: 'Acme Trading Ltd',
};

/** The text of carton n's label: its page's whole text for `label`, its quarter's for `a4`. */
function labelText(pdf: LabelsPdf, format: LabelFormat, carton: number): string {
  const page = pdf.pages[Math.floor((carton - 1) / PER_PAGE[format])]?.text ?? '';
  // Each label's text starts with the brand: the page's labels in carton order.
  const labels = page.split('BridgeWay Global Logistics SHIP TO').slice(1);
  return labels[(carton - 1) % PER_PAGE[format]] ?? '';
}

describe.each(LABEL_FORMATS)('carton labels, %s format', (format) => {
  it('prints one label per carton with the booking, the carton and its weight', async () => {
    const pdf = await readLabelsPdf(await cartonLabelsPdf(booking, format));

    expect(pdf.pages).toHaveLength(Math.ceil(7 / PER_PAGE[format]));
    for (const page of pdf.pages) {
      expect(page.width).toBeCloseTo(SIZES[format][0], 1);
      expect(page.height).toBeCloseTo(SIZES[format][1], 1);
    }
    for (let carton = 1; carton <= 7; carton++) {
      const text = labelText(pdf, format, carton);
      expect(text).toContain(`CARTON ${carton} / 7`);
      for (const part of ['ONT8', 'Moreno Valley, California, United States', 'BW10000017'])
        expect(text).toContain(part);
      for (const part of ['BW-AIR-US', 'BridgeWay Air Express USA', "Shenzhen Bao'an"])
        expect(text).toContain(part);
      expect(text).toContain('Acme Trading Ltd');
      expect(text).toContain('Booking BK-7QX2-M9TA');
    }
    expect(labelText(pdf, format, 1)).toContain('GROSS WEIGHT 12.5 kg');
    expect(labelText(pdf, format, 4)).toContain('8.25 kg');
    expect(labelText(pdf, format, 7)).toContain('7.13 kg');
    // Carton 2's weight is unknown: no weight on its label.
    expect(labelText(pdf, format, 2)).not.toMatch(/GROSS WEIGHT|kg/);

    expect(pdf.info).toMatchObject({
      Title: 'Carton labels BW10000017',
      Author: 'BridgeWay Global Logistics',
      Creator: 'BridgeWay Global Logistics',
    });
  });

  it('prints the waybill as a Code 128 barcode a scanner reads, on every label', async () => {
    const pdf = await readLabelsPdf(await cartonLabelsPdf(booking, format));
    expect(pdf.barcodes).toEqual(Array(7).fill('BW10000017'));
    for (const { width, height } of pdf.barcodeSizes) {
      // BW10000017 is 112 modules (code set B for the letters, C for the digits), and the image
      // holds a 10-module quiet zone on each side: modules of 0.33 mm or more, bars ≥ 15 mm.
      expect(width / 132).toBeGreaterThanOrEqual(0.33 * MM);
      expect(height).toBeGreaterThanOrEqual(15 * MM);
    }

    const long = await readLabelsPdf(
      await cartonLabelsPdf(
        { ...booking, waybill: 'ABCDEFGHIJKLMNOPQRST', cartons: 1, grossWeightsKg: undefined },
        format,
      ),
    );
    expect(long.barcodes).toEqual(['ABCDEFGHIJKLMNOPQRST']);
    // 20 letters: 255 modules and the quiet zones, narrowed to fit the label but not below 0.33 mm.
    expect(long.barcodeSizes[0]!.width / 275).toBeGreaterThanOrEqual(0.33 * MM - 1e-9);
    expect(long.barcodeSizes[0]!.width).toBeLessThanOrEqual(SIZES.label[0] - 6 * MM);
  });

  it('makes 500 labels, the barcode image embedded once', async () => {
    const bytes = await cartonLabelsPdf(
      { ...booking, cartons: MAX_LABEL_CARTONS, grossWeightsKg: undefined },
      format,
    );
    const pdf = await readLabelsPdf(bytes);
    expect(pdf.pages).toHaveLength(MAX_LABEL_CARTONS / PER_PAGE[format]);
    expect(pdf.pages.at(-1)?.text).toContain('CARTON 500 / 500');
    expect(pdf.barcodes).toEqual(Array(MAX_LABEL_CARTONS).fill('BW10000017'));
    expect(pdf.pages.map((page) => page.text).join(' ')).not.toContain('kg');
    // The image and its transparency mask, once for the whole file: every page draws the same.
    const images = Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Subtype \/Image/g);
    expect(images).toHaveLength(2);
  });
});

describe('carton labels', () => {
  it('fills the last A4 page partly, cartons left to right then top to bottom', async () => {
    const pdf = await readLabelsPdf(
      await cartonLabelsPdf({ ...booking, cartons: 6, grossWeightsKg: undefined }, 'a4'),
    );
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[1]?.text).toMatch(/CARTON 5 \/ 6.*CARTON 6 \/ 6/);
    expect(pdf.pages[1]?.text).not.toContain('CARTON 7');
    expect(pdf.barcodes).toHaveLength(6);
  });

  it('shows the destination text large when there is no centre code', async () => {
    const pdf = await readLabelsPdf(
      await cartonLabelsPdf(
        {
          ...booking,
          cartons: 1,
          grossWeightsKg: undefined,
          destination: { text: 'Los Angeles, United States' },
        },
        'label',
      ),
    );
    expect(pdf.pages[0]?.text).toContain('SHIP TO Los Angeles, United States SERVICE');
  });

  it('prints text outside the standard fonts as Latin or "?", and leaves out a consignee with none', async () => {
    const labels = {
      ...booking,
      cartons: 1,
      grossWeightsKg: undefined,
      destination: { text: 'Třinec, Česko 捷克' },
      origin: 'Ｓｈｅｎｚｈｅｎ 深圳',
      consignee: 'Acme 深圳贸易 Trading Zoë',
    };
    const [text] = (await readLabelsPdf(await cartonLabelsPdf(labels, 'label'))).pages.map(
      (page) => page.text,
    );
    expect(text).toContain('Trinec, Cesko ?');
    expect(text).toContain('Shenzhen ?');
    expect(text).toContain('CONSIGNEE Acme ? Trading Zoë');

    const chineseOnly = await cartonLabelsPdf(
      { ...labels, consignee: '深圳市星光贸易有限公司' },
      'a4',
    );
    expect((await readLabelsPdf(chineseOnly)).pages[0]?.text).not.toContain('CONSIGNEE');
    const none = await cartonLabelsPdf({ ...labels, consignee: undefined }, 'a4');
    expect((await readLabelsPdf(none)).pages[0]?.text).not.toContain('CONSIGNEE');
  });

  it('refuses a carton count, weights or waybill number a label cannot carry', async () => {
    for (const cartons of [0, MAX_LABEL_CARTONS + 1, 2.5, Number.NaN, -1])
      await expect(
        cartonLabelsPdf({ ...booking, cartons, grossWeightsKg: undefined }, 'label'),
      ).rejects.toThrow(RangeError);
    await expect(cartonLabelsPdf({ ...booking, grossWeightsKg: [1, 2] }, 'a4')).rejects.toThrow(
      RangeError,
    );
    const negative = [...booking.grossWeightsKg!.slice(1), -3];
    await expect(cartonLabelsPdf({ ...booking, grossWeightsKg: negative }, 'a4')).rejects.toThrow(
      RangeError,
    );
    for (const waybill of ['', 'BW-10000017', 'A'.repeat(21)])
      await expect(cartonLabelsPdf({ ...booking, waybill }, 'label')).rejects.toThrow(RangeError);
  });

  it('gives the same bytes for the same labels, with no creation date', async () => {
    const [first, second] = await Promise.all([
      cartonLabelsPdf(booking, 'a4'),
      cartonLabelsPdf(booking, 'a4'),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect((await readLabelsPdf(first)).info.CreationDate).toBeUndefined();
    const other = await cartonLabelsPdf({ ...booking, waybill: 'BW10000025' }, 'a4');
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
  });
});
