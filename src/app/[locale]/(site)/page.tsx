import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { SiteBanner } from '@/components/sections/site-banner';

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  return staticPageMetadata('home', asLocale((await params).locale));
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  setRequestLocale(asLocale((await params).locale));
  const t = await getTranslations('Home');
  const figures = t.raw('highlights') as { value: string; label: string }[];
  return (
    <>
      <SiteBanner />
      <section className="container-page py-12 sm:py-16">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('introHeading')}</h2>
        <div className="mt-5 max-w-3xl space-y-4 text-lg leading-relaxed">
          {(t.raw('intro') as string[]).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <dl className="mt-10 grid gap-5 sm:grid-cols-3">
          {figures.map((f) => (
            <div
              key={f.label}
              className="border-line bg-surface flex flex-col rounded-xl border p-6"
            >
              <dt className="text-muted">{f.label}</dt>
              <dd className="text-primary order-first text-3xl font-bold">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
