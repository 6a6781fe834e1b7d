import type { ReactNode } from 'react';
import { ServerImage } from '@/components/ui/server-image';

type HeroBackdropProps = {
  image: string;
  alt: string;
  /** The part of the picture kept in view: an object-position class. */
  focus: string;
  /** Where the gradient ends: a to-* class, lower showing more of the picture on the right. */
  fade: string;
  children: ReactNode;
};

/**
 * A dark band over a full-width picture, fetched first: it is the page's largest paint. The
 * gradient keeps the text on the left at AA contrast over any part of the picture.
 */
export function HeroBackdrop({ image, alt, focus, fade, children }: HeroBackdropProps) {
  return (
    <section className="hero">
      <ServerImage
        src={image}
        alt={alt}
        fill
        preload
        fetchPriority="high"
        sizes="100vw"
        className={`-z-20 object-cover ${focus}`}
      />
      <div className={`hero-fade ${fade}`} />
      {children}
    </section>
  );
}
