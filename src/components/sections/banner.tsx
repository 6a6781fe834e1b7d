import type { ReactNode } from 'react';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb, type Crumb } from '@/components/layout/breadcrumb';

type BannerProps = {
  title: string;
  summary: string;
  /** The breadcrumb trail after Home, ending with this page. */
  trail: Crumb[];
  children?: ReactNode;
};

/** The hero at the top of every page but home: breadcrumb, the page's <h1> and a one-line summary. */
export async function Banner({ title, summary, trail, children }: BannerProps) {
  const images = await getTranslations('Images');
  return (
    <section className="bg-primary-dark relative isolate overflow-hidden text-white">
      <Image
        src="/images/banner-network.jpg"
        alt={images('bannerAlt')}
        fill
        preload
        fetchPriority="high"
        sizes="100vw"
        className="-z-20 object-cover object-right"
      />
      <div className="from-primary-dark via-primary-dark/85 to-primary-dark/30 absolute inset-0 -z-10 bg-linear-to-r" />
      <div className="container-page relative py-10 sm:py-14">
        <Breadcrumb items={trail} className="mb-5 text-white" />
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-white/90">{summary}</p>
        {children}
      </div>
    </section>
  );
}
