import type { CSSProperties } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeTags, routing } from '@/i18n/routing';
import { siteConfig } from '@/config/site';
import { AppShell } from '@/components/shell/app-shell';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  return {
    metadataBase: new URL(`${siteConfig.appUrl}/`),
    title: { template: `%s - ${siteConfig.title[locale]}`, default: siteConfig.title[locale] },
    description: siteConfig.description[locale],
  };
}

export const viewport: Viewport = { themeColor: siteConfig.primaryColor };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // No client provider here: the shell's client components get their words as props, and a page
  // whose form needs a catalogue gives it just its namespaces (docs/performance.md).
  const shell = await getTranslations('Shell');
  const tokens = {
    '--color-primary': siteConfig.primaryColor,
    '--navbar-height': `${siteConfig.navbarHeight}px`,
  } as CSSProperties;

  return (
    <html lang={localeTags[locale].lang} style={tokens}>
      <body className="flex min-h-dvh flex-col">
        <AppShell closeLabel={shell('closeToast')}>{children}</AppShell>
      </body>
    </html>
  );
}
