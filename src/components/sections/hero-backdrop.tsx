import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ServerImage } from '@/components/ui/server-image';

/**
 * The site's two hero pictures: `focus` is the part of the picture kept in view (an
 * object-position class); `fade` is where the gradient ends (a to-* class, lower showing more of
 * the picture on the right); `alt` names its text in the Images catalogue.
 */
const pictures = {
  /** The home page's. */
  home: {
    image: '/images/hero-routes.jpg',
    alt: 'heroAlt',
    focus: 'object-[70%_50%]',
    fade: 'to-primary-dark/20',
  },
  /** Every other page's banner. */
  banner: {
    image: '/images/banner-network.jpg',
    alt: 'bannerAlt',
    focus: 'object-right',
    fade: 'to-primary-dark/30',
  },
} as const;

/**
 * A dark band over a full-width picture, fetched first: it is the page's largest paint. The
 * gradient keeps the text on the left at AA contrast over any part of the picture.
 */
export async function HeroBackdrop({
  picture,
  children,
}: {
  picture: keyof typeof pictures;
  children: ReactNode;
}) {
  const images = await getTranslations('Images');
  const { image, alt, focus, fade } = pictures[picture];
  return (
    <section className="hero">
      <ServerImage
        src={image}
        alt={images(alt)}
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
