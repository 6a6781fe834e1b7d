import { mediaFiles, readMedia } from '@/lib/news/media';

// The images beside published articles (content/news/<articleId>/*.jpg), copied into the build
// as static files; next/image optimises them from here. Any other name is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return mediaFiles().map(({ articleId, file }) => ({ articleId, file }));
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/news-media/[articleId]/[file]'>,
) {
  const { articleId, file } = await params;
  const media = readMedia(articleId, file);
  if (!media) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(media.body), {
    headers: {
      'Content-Type': media.contentType,
      // As long as the optimised copies (spec §9: 8294400 s); a changed image takes a new name.
      'Cache-Control': 'public, max-age=8294400',
    },
  });
}
