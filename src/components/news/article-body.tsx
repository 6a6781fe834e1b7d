import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import Image from 'next/image';
import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';

/** An image in an article: through next/image, at the pixel size read from its file. */
function BodyImage({ src, alt, width, height }: ComponentProps<'img'>) {
  return (
    <Image
      src={String(src)}
      alt={alt ?? ''}
      width={Number(width)}
      height={Number(height)}
      sizes="(min-width: 768px) 48rem, 100vw"
      className="border-line h-auto w-full rounded-lg border"
    />
  );
}

/** The rendered article (see lib/news/render.ts), as React elements: no HTML string. */
export function ArticleBody({ tree, className }: { tree: Root; className?: string }) {
  return (
    <div className={`prose-content ${className ?? ''}`} data-testid="article-body">
      {toJsxRuntime(tree, { Fragment, jsx, jsxs, components: { img: BodyImage } })}
    </div>
  );
}
