import { describe, expect, it } from 'vitest';
import { describeErrors } from '@/lib/api/responses';
import { csvToBatch } from '@/lib/tracking/csv-import';
import { parseIngestBatch } from '@/lib/tracking/ingest';
import { ingestTracking } from '@/lib/tracking/store';
import { databaseSetups, useDatabase } from '../support/db';

const NOW = new Date('2026-11-24T06:00:00Z');
const base = { number: 'BW3000001', time: '2026-11-22T09:10:00+08:00' };
const departed = {
  ...base,
  id: 'c1',
  code: 'flight_departed',
  location: 'Shenzhen Bao’an International Airport',
  params: { airport: 'Shenzhen Bao’an International Airport', flight: 'CZ327' },
};

function batchOf(events: unknown[]) {
  const parsed = parseIngestBatch({ events }, NOW);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.batch;
}

const errorsOf = (events: unknown[]) => {
  const parsed = parseIngestBatch({ events }, NOW);
  return parsed.ok ? [] : parsed.errors;
};

describe('an event’s code or description, as the ingest API takes it', () => {
  it('takes a code with its parameters: the status is the code’s, the stored text its English', () => {
    const [event] = batchOf([
      { ...departed, params: { airport: '深圳宝安国际机场', flight: 'CZ327' } },
    ]).events;
    expect(event).toMatchObject({
      status: 'in_transit',
      code: 'flight_departed',
      params: { airport: '深圳宝安国际机场', flight: 'CZ327' },
      description: 'Departed Shenzhen Bao’an International Airport on flight CZ327',
      descriptionZh: null,
    });
    // The same status may be sent; a number is a parameter written as text.
    const [weighed] = batchOf([
      {
        ...base,
        id: 'c2',
        code: 'warehouse_remeasured',
        status: 'at_warehouse',
        params: { weight: 12.5 },
      },
    ]).events;
    expect(weighed).toMatchObject({ status: 'at_warehouse', params: { weight: '12.5' } });
  });

  it('takes a description in both languages, or one string as sent', () => {
    const [both, plain] = batchOf([
      { ...base, id: 'd1', status: 'customs', description: { en: 'Held', zh: '暂扣' } },
      { ...base, id: 'd2', status: 'customs', description: 'Held at the border' },
    ]).events;
    expect(both).toMatchObject({
      code: null,
      params: null,
      description: 'Held',
      descriptionZh: '暂扣',
    });
    expect(plain).toMatchObject({ description: 'Held at the border', descriptionZh: null });
  });

  it('refuses an unknown code, a missing or extra parameter, a code with a description', () => {
    expect(
      errorsOf([
        { ...base, id: 'x0', code: 'teleported' },
        { ...departed, params: { airport: 'SZX' } },
        { ...departed, params: { ...departed.params, gate: 'B12' } },
        { ...departed, description: 'Departed' },
        { ...departed, status: 'delivered' },
        { ...base, id: 'x5', status: 'in_transit', description: 'x', params: { flight: 'CZ327' } },
        { ...base, id: 'x6', status: 'customs', description: { en: 'Held' } },
        { ...base, id: 'x7', description: { en: 'Held', zh: ' ', fr: 'Retenu' } },
        { ...departed, params: { airport: '', flight: ['CZ327'] } },
      ]),
    ).toEqual([
      { path: 'events[0].code', key: 'unknownEventCode', params: { value: 'teleported' } },
      { path: 'events[1].params.flight', key: 'required' },
      { path: 'events[2].params.gate', key: 'unknownField' },
      { path: 'events[3].description', key: 'codeOrDescription' },
      { path: 'events[4].status', key: 'eventStatus', params: { value: 'in_transit' } },
      { path: 'events[5].params', key: 'paramsWithoutCode' },
      { path: 'events[6].description.zh', key: 'required' },
      { path: 'events[7].description.zh', key: 'required' },
      { path: 'events[7].description.fr', key: 'unknownField' },
      { path: 'events[7].status', key: 'trackingStatus' },
      { path: 'events[8].params.airport', key: 'required' },
      { path: 'events[8].params.flight', key: 'text' },
    ]);
  });
});

describe('the refusals as the API words them', () => {
  it('names the unknown code and the code’s status, in English and Chinese', () => {
    const errors = errorsOf([
      { ...base, id: 'x0', code: 'teleported' },
      { ...departed, status: 'delivered' },
    ]);
    expect(describeErrors('zh', errors).map((e) => e.message)).toEqual([
      '“teleported”不是事件目录中的代码（见 docs/tracking.md）。',
      '该代码对应的状态为 in_transit：请发送该状态，或不发送状态。',
    ]);
    expect(describeErrors('en', errors)[0]!.message).toContain('“teleported” is not a code');
  });
});

describe('the CSV import’s code, param_ and descriptionZh columns', () => {
  const HEADER = 'number,id,time,status,code,param_airport,param_flight,description,descriptionZh';

  it('reads a code with its parameters, and a description in both languages', () => {
    const result = csvToBatch(
      `${HEADER}\nBW3000002,1,2026-11-22T09:10:00+08:00,,flight_departed,Shenzhen Bao'an International Airport,CZ327,,\n` +
        `BW3000002,2,2026-11-22T10:00:00+08:00,customs,,,,Held,暂扣\n`,
      NOW,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.batch.events.map((e) => [e.status, e.code, e.params, e.descriptionZh])).toEqual([
      [
        'in_transit',
        'flight_departed',
        { airport: "Shenzhen Bao'an International Airport", flight: 'CZ327' },
        null,
      ],
      ['customs', null, null, '暂扣'],
    ]);
  });

  it('reports a wrong code, a missing parameter and a half description by row and column', () => {
    const result = csvToBatch(
      `${HEADER},param_gate\nBW3000003,1,2026-11-22T09:10:00+08:00,,flight_gone,,,,,\n` +
        `BW3000003,2,2026-11-22T09:10:00+08:00,,flight_departed,SZX,,,,B12\n` +
        `BW3000003,3,2026-11-22T09:10:00+08:00,customs,,,CZ327,,暂扣,\n`,
      NOW,
    );
    expect(!result.ok && result.errors.map((e) => [e.row, e.column, e.error.key])).toEqual([
      [2, 'code', 'unknownEventCode'],
      [3, 'param_flight', 'required'],
      [3, 'param_gate', 'unknownField'],
      [4, 'description', 'required'],
      [4, 'code', 'paramsWithoutCode'],
    ]);
  });

  it('needs a code or a description column; a code column makes status optional', () => {
    expect(csvToBatch('number,id,time,code\n', NOW)).toEqual({
      ok: true,
      batch: { shipments: [], events: [] },
    });
    expect(csvToBatch('number,id,time,status,param_x-y\n', NOW)).toMatchObject({
      ok: false,
      errors: [
        { row: 1, column: 'param_x-y', error: { key: 'csvColumn' } },
        { row: 1, column: 'description', error: { key: 'csvMissingColumn' } },
      ],
    });
  });
});

for (const setup of databaseSetups()) {
  describe(`coded events stored in ${setup.name}`, () => {
    const database = useDatabase(setup);

    it('stores the code, its parameters and the Chinese description; the shipment takes the code’s status', async () => {
      const db = database.db().db;
      const outcome = await ingestTracking(
        db,
        batchOf([
          departed,
          {
            ...base,
            id: 'c0',
            time: '2026-11-21T09:00:00+08:00',
            status: 'customs',
            description: { en: 'Held', zh: '暂扣' },
          },
        ]),
        NOW,
      );
      expect(outcome.changes).toMatchObject([{ number: 'BW3000001', to: 'in_transit' }]);
      const rows = await db
        .selectFrom('tracking_events')
        .select(['event_id', 'status', 'code', 'params', 'description', 'description_zh'])
        .where('number', '=', 'BW3000001')
        .orderBy('event_id')
        .execute();
      expect(rows.map((r) => ({ ...r, params: r.params && JSON.parse(r.params) }))).toEqual([
        {
          event_id: 'c0',
          status: 'customs',
          code: null,
          params: null,
          description: 'Held',
          description_zh: '暂扣',
        },
        {
          event_id: 'c1',
          status: 'in_transit',
          code: 'flight_departed',
          params: departed.params,
          description: 'Departed Shenzhen Bao’an International Airport on flight CZ327',
          description_zh: null,
        },
      ]);
    });
  });
}
