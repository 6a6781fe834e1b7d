type LogoProps = { name: string; className?: string };

/** Our own mark (a bridge arc over three piers) beside the company's short name. */
export function Logo({ name, className }: LogoProps) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`}>
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-9 shrink-0">
        <rect width="64" height="64" rx="14" fill="var(--color-primary)" />
        <path
          d="M10 42c8-14 16-21 22-21s14 7 22 21"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <path d="M18 42V31M32 42V21M46 42V31" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="text-primary text-xl font-bold tracking-tight">{name}</span>
    </span>
  );
}
