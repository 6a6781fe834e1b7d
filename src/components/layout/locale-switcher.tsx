'use client';

import type { ReactNode } from 'react';
import { useParams } from 'next/navigation';
import { Link, useLocale, usePathname } from '@/i18n/navigation';
import { localeCookie, localeTags, routing, type Locale } from '@/i18n/routing';
import { switchTarget, type ViewParams } from '@/i18n/language-switch';
import { Tooltip } from '@/components/ui/tooltip';

type LocaleSwitcherProps = {
  label: string;
  title: string;
  /** Its icon, drawn by the server: the icon library stays out of the browser's code. */
  icon: ReactNode;
  /** Paths of this language that the other one lacks (articles written in one language). */
  unavailable?: readonly string[];
  /** Where the switcher leads from such a path instead. */
  fallback?: string;
};

function rememberLocale(locale: Locale) {
  document.cookie = localeCookie(locale);
}

/**
 * A link to the same view in the other language, query included (or, for a page that language
 * lacks, to the fallback); following it remembers the choice.
 */
export function LocaleSwitcher({
  label,
  title,
  icon,
  unavailable = [],
  fallback = '/',
}: LocaleSwitcherProps) {
  const locale = useLocale();
  const target = routing.locales.find((l) => l !== locale) ?? routing.defaultLocale;
  const href = switchTarget(usePathname(), useParams<ViewParams>(), unavailable, fallback);

  return (
    <Tooltip label={title}>
      <Link
        href={href}
        locale={target}
        hrefLang={localeTags[target].lang}
        data-testid="locale-switcher"
        onClick={() => rememberLocale(target)}
        className="locale-link"
      >
        {icon}
        <span lang={localeTags[target].lang}>{label}</span>
      </Link>
    </Tooltip>
  );
}
