import { createElement } from 'react';

/** An icon's drawing on a 24 × 24 grid: its SVG shapes, each with its attributes. */
export type IconData = readonly (readonly [
  shape: 'path' | 'circle' | 'rect' | 'line',
  attributes: Readonly<Record<string, string>>,
])[];

/**
 * A decorative icon (the text beside it names what it stands for), drawn as inline SVG by the
 * component that shows it. A plain component, not a client one: in a server component's output
 * the page's data carries the few shapes, where lucide-react's client icon carried a reference
 * to its component, its whole drawing and a long path back to the first copy (about 1.8 KB of
 * Brotli on the home page). Stroke and fill come from the `icon` class (globals.css).
 */
export function Icon({ icon, className }: { icon: IconData; className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`icon ${className}`}>
      {icon.map(([shape, attributes], i) => createElement(shape, { key: i, ...attributes }))}
    </svg>
  );
}
