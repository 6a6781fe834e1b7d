import type { CSSProperties } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { localeTags, routing } from '@/i18n/routing';
import { siteConfig } from '@/config/site';
import { pickMessages } from '@/i18n/pick-messages';
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
  // Client components get only the namespaces they use, never the whole file (design.md): here
  // the error screen's, which has no server parent to translate for it.
  const messages = pickMessages(await getMessages(), ['Error']);
  const shell = await getTranslations('Shell');
  const tokens = {
    '--color-primary': siteConfig.primaryColor,
    '--navbar-height': `${siteConfig.navbarHeight}px`,
  } as CSSProperties;

  return (
    <html lang={localeTags[locale].lang} style={tokens}>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider messages={messages}>
          <AppShell closeLabel={shell('closeToast')}>{children}</AppShell>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
