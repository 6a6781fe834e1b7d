import type { ReactNode } from 'react';

const tones = {
  soft: {
    band: 'bg-surface',
    row: 'container-page flex flex-col gap-5 py-12 sm:py-14 md:flex-row md:items-center md:justify-between',
    text: 'text-muted mt-3 text-lg',
  },
  /** The brand's dark band; two buttons need the wider screen before they sit beside the text. */
  dark: {
    band: 'bg-primary-dark text-white',
    row: 'container-page flex flex-col gap-6 py-12 sm:py-14 lg:flex-row lg:items-center lg:justify-between',
    text: 'mt-3 text-lg text-white/90',
  },
};

type CallBandProps = {
  /** Names the section; its heading's id is `${id}-heading`. */
  id: string;
  tone: keyof typeof tones;
  heading: string;
  text: string;
  /** The link or links to act on. */
  children: ReactNode;
};

/** A call to action: heading and text, the way onward beside them on wide screens. */
export function CallBand({ id, tone, heading, text, children }: CallBandProps) {
  const style = tones[tone];
  return (
    <section aria-labelledby={`${id}-heading`} className={style.band}>
      <div className={style.row}>
        <div className="max-w-2xl">
          <h2 id={`${id}-heading`} className="section-heading">
            {heading}
          </h2>
          <p className={style.text}>{text}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
