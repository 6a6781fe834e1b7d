// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Link, useLocale, usePathname } from '@/i18n/navigation';

// The router as a page of the [locale] route sees it: its address and its route parameters.
const router = vi.hoisted(() => ({ pathname: '/', params: {} as Record<string, string> }));
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  usePathname: () => router.pathname,
  useParams: () => router.params,
}));

afterEach(cleanup);

function hrefOf(locale: 'en' | 'zh', link: React.ReactElement) {
  router.params = { locale };
  const { unmount } = render(link);
  const href = screen.getByRole('link').getAttribute('href');
  unmount();
  return href;
}

describe('Link', () => {
  it('keeps English paths unprefixed', () => {
    expect(hrefOf('en', <Link href="/about">About</Link>)).toBe('/about');
    expect(hrefOf('en', <Link href="/">Home</Link>)).toBe('/');
  });

  it('prefixes Chinese paths, the home page without a trailing slash', () => {
    expect(hrefOf('zh', <Link href="/about">关于</Link>)).toBe('/zh/about');
    expect(hrefOf('zh', <Link href="/">首页</Link>)).toBe('/zh');
  });

  it('prefixes the path and keeps the fragment and the query', () => {
    expect(hrefOf('zh', <Link href="/about#contact">联系</Link>)).toBe('/zh/about#contact');
    expect(hrefOf('zh', <Link href="/?from=SZX">首页</Link>)).toBe('/zh?from=SZX');
    const lane = (
      <Link href={{ pathname: '/query-price', query: { from: 'SZX', to: undefined, mode: 'air' } }}>
        报价
      </Link>
    );
    expect(hrefOf('zh', lane)).toBe('/zh/query-price?from=SZX&mode=air');
  });

  it('links to another language when told', () => {
    expect(
      hrefOf(
        'zh',
        <Link href="/abort" locale="en">
          English
        </Link>,
      ),
    ).toBe('/abort');
    expect(
      hrefOf(
        'en',
        <Link href="/abort" locale="zh">
          中文
        </Link>,
      ),
    ).toBe('/zh/abort');
  });

  it('leaves addresses outside the site alone', () => {
    expect(hrefOf('zh', <Link href="mailto:hr@bridgeway.example">邮件</Link>)).toBe(
      'mailto:hr@bridgeway.example',
    );
  });
});

describe('usePathname', () => {
  function Probe() {
    return <p data-testid="path">{usePathname()}</p>;
  }
  /** The hook's answer on a page of `locale` whose address is `browserPath`. */
  const pathOf = (locale: 'en' | 'zh', browserPath: string) => {
    router.pathname = browserPath;
    router.params = { locale };
    const { unmount } = render(<Probe />);
    const text = screen.getByTestId('path').textContent;
    unmount();
    return text;
  };

  it('drops the language prefix, whichever form the address has', () => {
    expect(pathOf('zh', '/zh/abort')).toBe('/abort');
    expect(pathOf('zh', '/zh')).toBe('/');
    expect(pathOf('en', '/abort')).toBe('/abort');
    // Prerendering renders English pages at their internal '/en' route.
    expect(pathOf('en', '/en/abort')).toBe('/abort');
    expect(pathOf('en', '/en')).toBe('/');
    expect(pathOf('en', '/')).toBe('/');
  });

  it('does not take a page whose name starts like a language for a prefix', () => {
    expect(pathOf('en', '/english-guide')).toBe('/english-guide');
    expect(pathOf('en', '/zhuhai')).toBe('/zhuhai');
    expect(pathOf('zh', '/zh/zhuhai')).toBe('/zhuhai');
    expect(pathOf('zh', '/zh/english-guide')).toBe('/english-guide');
  });
});

describe('useLocale', () => {
  function Probe() {
    return <p data-testid="locale">{useLocale()}</p>;
  }
  const localeOf = (params: Record<string, string>) => {
    router.params = params;
    const { unmount } = render(<Probe />);
    const text = screen.getByTestId('locale').textContent;
    unmount();
    return text;
  };

  it('is the page’s [locale] route parameter', () => {
    expect(localeOf({ locale: 'zh' })).toBe('zh');
    expect(localeOf({ locale: 'en', articleId: 'zh' })).toBe('en');
  });

  it('is the default language outside both languages’ routes', () => {
    expect(localeOf({})).toBe('en');
    expect(localeOf({ locale: 'favicon.ico' })).toBe('en');
  });
});
