import { buildInfo } from '@/lib/shell/build-info';

/** The manifest of the live build (builds/meta/{buildId}.json); older builds are gone: 404. */
export async function GET(_request: Request, { params }: RouteContext<'/builds/meta/[file]'>) {
  const { file } = await params;
  if (file !== `${buildInfo.id}.json`) {
    return Response.json({ message: 'Unknown build' }, { status: 404 });
  }
  return Response.json(buildInfo, {
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
