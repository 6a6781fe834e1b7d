import { getDb } from '@/lib/db';
import { readMedia } from '@/lib/news/media';

// An article's image, from the database (news_images), so every instance serves what any one
// stored; next/image optimises it from here and caches the copies. Any other name is a 404.
export async function GET(
  _request: Request,
  { params }: RouteContext<'/news-media/[articleId]/[file]'>,
) {
  const { articleId, file } = await params;
  const media = await readMedia((await getDb()).db, articleId, file);
  if (!media) return new Response('Not found', { status: 404 });
  return new Response(media.body as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': media.contentType,
      // As long as the optimised copies (spec §9: 8294400 s); a changed image takes a new name.
      'Cache-Control': 'public, max-age=8294400',
    },
  });
}
