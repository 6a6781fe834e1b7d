import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { ServerImage } from '@/components/ui/server-image';
import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';

/** An image in Markdown (articles only): through next/image, at the pixel size read from its file. */
function ProseImage({ src, alt, width, height }: ComponentProps<'img'>) {
  return (
    <ServerImage
      src={String(src)}
      alt={alt ?? ''}
      width={Number(width)}
      height={Number(height)}
      sizes="(min-width: 768px) 48rem, 100vw"
      className="border-line h-auto w-full rounded-lg border"
    />
  );
}

/**
 * Rendered Markdown from content/ (pages, positions, articles: lib/content/markdown.ts) as React
 * elements, on the server: no HTML string, so nothing is parsed as HTML after the rules ran.
 */
export function Prose({
  tree,
  className,
  testId,
}: {
  tree: Root;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={`prose-content ${className ?? ''}`} data-testid={testId}>
      {toJsxRuntime(tree, { Fragment, jsx, jsxs, components: { img: ProseImage } })}
    </div>
  );
}
