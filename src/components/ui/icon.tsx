import type * as icons from './icons';

/** An icon's name (components/ui/icons.ts): its drawing is `.icon-<name>` in src/app/icons.css. */
export type IconData = (typeof icons)[keyof typeof icons];

/**
 * A decorative icon (the text beside it names what it stands for): an empty element painted by the
 * stylesheet in the text colour, sized by `className` (a size-* class). Not inline SVG: the page
 * would carry each drawing twice, in its HTML and in React's copy of it (about 1.3 KB of Brotli
 * on /zh), and a client component's bundle a copy of its drawings.
 */
export function Icon({ icon, className }: { icon: IconData; className: string }) {
  return <span aria-hidden="true" className={`icon icon-${icon} ${className}`} />;
}
