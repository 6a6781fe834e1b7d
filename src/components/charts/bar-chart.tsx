import { useId } from 'react';

export type ChartSeries = {
  name: string;
  values: readonly number[];
  /** A CSS colour: the site's tokens (var(--color-primary), …). */
  colour: string;
};

/** Bars of the second series and after, in the site's colours, told apart by shade as well. */
export const CHART_COLOURS = [
  'var(--color-primary)',
  'color-mix(in oklab, var(--color-primary) 45%, white)',
  '#2f855a',
  '#b7791f',
  'var(--color-muted)',
] as const;

// The drawing's own units: its text is FONT of WIDTH, so about 11 px on a phone (where it fills
// the width) and at most 15 px on a desktop (max-w-md).
const WIDTH = 320;
const HEIGHT = 200;
const FONT = 11;
const LEFT = 52;
const BOTTOM = 34;
const TOP = 10;

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least `max`. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((n) => n >= max) ?? 10 * power;
}

/**
 * A bar chart drawn on the server as SVG: no script. It is an image with a title and a
 * description for screen readers; the same figures are in the table the page shows with it,
 * which is what a screen reader reads and what is copied. Several series are side by side, or
 * on top of each other with `stacked`. The drawing scales to its box, so it reads at 390 px.
 */
export function BarChart({
  title,
  description,
  categories,
  series,
  format,
  tick = format,
  stacked = false,
  testId,
}: {
  title: string;
  description: string;
  /** The bars' labels along the bottom: short (a week's Monday, a month). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  /** The axis' figures, when they should be shorter than the table's (compact money). */
  tick?: (value: number) => string;
  stacked?: boolean;
  testId?: string;
}) {
  const id = useId();
  const totals = categories.map((_, i) =>
    stacked
      ? series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)
      : Math.max(0, ...series.map((s) => s.values[i] ?? 0)),
  );
  const top = niceMax(Math.max(0, ...totals));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const plotWidth = WIDTH - LEFT - 4;
  const slot = plotWidth / Math.max(1, categories.length);
  const barWidth = stacked ? slot * 0.7 : (slot * 0.8) / Math.max(1, series.length);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  // Every label when they fit, else every second or third: they never overlap.
  const step = Math.ceil(categories.length / 7);
  // A label of two words or more goes on two lines when the bars are few and wide.
  const lines = (label: string) => {
    const words = label.split(' ');
    return categories.length <= 6 && words.length > 1
      ? [
          words.slice(0, Math.ceil(words.length / 2)).join(' '),
          words.slice(Math.ceil(words.length / 2)).join(' '),
        ]
      : [label];
  };
  return (
    <figure className="max-w-md space-y-2" data-testid={testId}>
      <figcaption className="font-semibold" aria-hidden="true">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={LEFT}
              x2={WIDTH - 4}
              y1={y(top * f)}
              y2={y(top * f)}
              stroke="var(--color-line)"
            />
            <text
              x={LEFT - 4}
              y={y(top * f) + 4}
              textAnchor="end"
              fontSize={FONT}
              fill="var(--color-muted)"
            >
              {tick(top * f)}
            </text>
          </g>
        ))}
        {categories.map((category, i) => {
          let base = 0;
          return (
            <g key={category}>
              {series.map((s, k) => {
                const value = s.values[i] ?? 0;
                const x = stacked
                  ? LEFT + i * slot + (slot - barWidth) / 2
                  : LEFT + i * slot + slot * 0.1 + k * barWidth;
                const from = stacked ? base : 0;
                base += stacked ? value : 0;
                return (
                  <rect
                    key={s.name}
                    x={x}
                    y={y(from + value)}
                    width={Math.max(1, barWidth - 1)}
                    height={Math.max(0, y(from) - y(from + value))}
                    fill={s.colour}
                  />
                );
              })}
              {i % step === 0 && (
                <text
                  x={LEFT + i * slot + slot / 2}
                  y={HEIGHT - BOTTOM + FONT + 4}
                  textAnchor="middle"
                  fontSize={FONT}
                  fill="var(--color-muted)"
                >
                  {lines(category).map((line, n) => (
                    <tspan key={n} x={LEFT + i * slot + slot / 2} dy={n === 0 ? 0 : FONT + 2}>
                      {line}
                    </tspan>
                  ))}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <div>
          <ul className="text-muted flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {series.map((s) => (
              <li key={s.name} className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="inline-block size-3 rounded-sm"
                  style={{ background: s.colour }}
                />
                {s.name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </figure>
  );
}
