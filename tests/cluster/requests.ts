// The requests of the failover test's load (tests/cluster/load.ts), one kind at a time: what is
// sent, and for submissions what identifies them in the database afterwards.
import { randomUUID } from 'node:crypto';
import { pdfBytes } from '../support/resume-bytes';
import type { Kind, LoadSetup, Outcome } from './load';

const PAGES = ['/', '/zh', '/direct-sales', '/zh/storehouse', '/join-us', '/zh/privacy'];
const GET_APIS = [
  '/api/routes?from=YIW&to=DTM2&mode=rail',
  '/api/tracking?numbers=BW80000001,CL00000001',
  '/query-price?from=SZX&to=ONT8&qty=3&len=50&wid=40&hei=40&wt=12',
  '/zh/query-price?from=SZX&to=ONT8&qty=3&len=50&wid=40&hei=40&wt=12',
];
/** How many of each kind were built: the forms alternate between English and Chinese by it. */
const built: Partial<Record<Kind, number>> = {};
const localeOf = (kind: Kind) => ((built[kind] = (built[kind] ?? 0) + 1) % 2 ? 'zh' : 'en');

type Planned = {
  path: string;
  label: string;
  init: RequestInit;
  submission?: Outcome['submission'];
};

export function build(kind: Kind, n: number, setup: LoadSetup): Planned {
  const english = { 'accept-language': 'en-US,en;q=0.9' };
  if (kind === 'page') {
    const path = PAGES[n % PAGES.length]!;
    return { path, label: path, init: { headers: english } };
  }
  if (kind === 'get-api') {
    const path = GET_APIS[n % GET_APIS.length]!;
    return { path, label: path.split('?')[0]!, init: { headers: english } };
  }
  if (kind === 'quote') {
    const body = {
      origin: 'SZX',
      destination: 'ONT8',
      cartons: [{ quantity: 1 + (n % 5), length: 50, width: 40, height: 40, weight: 12 }],
    };
    return {
      path: '/api/quotes',
      label: 'POST /api/quotes',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    };
  }
  if (kind === 'ingest') {
    const number = `CL${String(n).padStart(8, '0')}`;
    const eventId = `cluster-${n}`;
    const body = {
      events: [
        {
          number,
          id: eventId,
          time: new Date().toISOString(),
          status: 'at_warehouse',
          location: 'Shenzhen, CN',
          description: `Received at the warehouse (${n})`,
        },
      ],
    };
    return {
      path: '/api/tracking/events',
      label: 'POST /api/tracking/events',
      init: {
        method: 'POST',
        headers: {
          authorization: `Bearer ${setup.ingestToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      },
      submission: { number, eventId },
    };
  }
  if (kind === 'enquiry') {
    // An enquiry, as the contact form posts it without JavaScript; its own submission id and email.
    const submissionId = randomUUID();
    const email = `enquiry-${n}-${submissionId.slice(0, 8)}@example.com`;
    const locale = localeOf(kind);
    const fields: Record<string, string> = {
      locale,
      submissionId,
      source: locale === 'zh' ? '/zh/storehouse' : '/storehouse',
      website: '',
      name: `Cluster Enquiry ${n}`,
      company: 'Failover Test Ltd',
      email,
      phone: '',
      wechat: '',
      service: 'storehouse',
      message: `Enquiry ${n} of the failover test: 40 pallets a month to Los Angeles.`,
      consent: 'on',
    };
    const form = new FormData();
    for (const [name, value] of setup.actionFields.enquiry) form.append(name, value);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return {
      path: locale === 'zh' ? '/zh/contact' : '/contact',
      label: 'POST /contact',
      init: { method: 'POST', body: form, headers: { origin: setup.base } },
      submission: { email },
    };
  }
  // An application, as the form posts it without JavaScript; its own submission id and email.
  const submissionId = randomUUID();
  const email = `cluster-${n}-${submissionId.slice(0, 8)}@example.com`;
  const form = new FormData();
  for (const [name, value] of setup.actionFields.application) form.append(name, value);
  const fields: Record<string, string> = {
    locale: localeOf(kind),
    submissionId,
    website: '',
    name: `Cluster Test ${n}`,
    email,
    phone: `+86 139 ${String(10000000 + n).slice(-8)}`,
    position: 'open',
    city: 'Shenzhen',
    experience: '1-3',
    message: `Application ${n} of the failover test`,
    consent: 'on',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('resume', new Blob([new Uint8Array(pdfBytes(`Cluster ${n}`))]), `cv-${n}.pdf`);
  return {
    path: '/join-us',
    label: 'POST /join-us',
    init: { method: 'POST', body: form, headers: { origin: setup.base } },
    submission: { email },
  };
}
