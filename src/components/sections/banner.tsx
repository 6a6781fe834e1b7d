import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/layout/breadcrumb';

type BannerProps = {
  title: string;
  summary: string;
  /** The breadcrumb trail after Home, ending with this page. */
  trail: Crumb[];
  children?: ReactNode;
};

/** The hero at the top of every page but home: breadcrumb, the page's <h1> and a one-line summary. */
export function Banner({ title, summary, trail, children }: BannerProps) {
  return (
    <section className="bg-primary-dark relative overflow-hidden text-white">
      <svg
        aria-hidden="true"
        className="absolute inset-y-0 right-0 h-full w-2/3 opacity-15"
        viewBox="0 0 600 300"
        preserveAspectRatio="xMaxYMid slice"
      >
        <path d="M0 260 C150 120 300 60 600 40" fill="none" stroke="#fff" strokeWidth="3" />
        <path d="M0 300 C200 170 380 120 600 110" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M120 300 C260 220 420 190 600 180" fill="none" stroke="#fff" strokeWidth="1.5" />
      </svg>
      <div className="container-page relative py-10 sm:py-14">
        <Breadcrumb items={trail} className="mb-5 text-white" />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-white/90">{summary}</p>
        {children}
      </div>
    </section>
  );
}
