export const dynamic = 'force-dynamic';

/** GET /healthz: the process is alive and serving. Never touches the database. */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
