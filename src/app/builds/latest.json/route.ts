import { buildInfo } from '@/lib/shell/build-info';

export const dynamic = 'force-dynamic';

/** Which build is live; never cached, so every open tab sees a deploy within the hour. */
export function GET() {
  return Response.json(buildInfo, { headers: { 'Cache-Control': 'no-store' } });
}
