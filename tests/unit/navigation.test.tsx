// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, useLocale, usePathname } from '@/i18n/navigation';

// The router as a page of the [locale] route sees it: its address and its route parameters.
const router = vi.hoisted(() => ({
  pathname: '/',
  params: {} as Record<string, string>,
  push: vi.fn<(href: string) => void>(),
  prefetch: vi.fn<(href: string) => void>(),
}));
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  usePathname: () => router.pathname,
  useParams: () => router.params,
  useRouter: () => ({ push: router.push, prefetch: router.prefetch }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  router.push.mockClear();
  router.prefetch.mockClear();
});

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

  it('has the router follow a plain click, and leaves any other click to the browser', () => {
    router.params = { locale: 'zh' };
    render(<Link href="/abort?x=1#team">关于</Link>);
    const link = screen.getByRole('link');
    for (const modified of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { button: 1 },
    ])
      expect(fireEvent.click(link, modified), JSON.stringify(modified)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(router.push).toHaveBeenCalledExactlyOnceWith('/zh/abort?x=1#team');
  });

  it('prefetches a link in view once, never one to the other language', () => {
    const observed: Element[] = [];
    let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe = (element: Element) => observed.push(element);
        unobserve = (element: Element) => observed.splice(observed.indexOf(element), 1);
      },
    );
    router.params = { locale: 'zh' };
    render(
      <>
        <Link href="/storehouse">仓储</Link>
        <Link href="/storehouse" locale="en">
          English
        </Link>
      </>,
    );
    expect(observed).toEqual([screen.getByText('仓储')]);
    report([{ target: observed[0]!, isIntersecting: true }]);
    expect(router.prefetch).toHaveBeenCalledExactlyOnceWith('/zh/storehouse');
    expect(observed).toEqual([]);
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
