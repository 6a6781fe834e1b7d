// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import en from '../../messages/en.json';
import { I18nProvider, Link, usePathname } from '@/i18n/navigation';

const nextPathname = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  usePathname: () => nextPathname.current,
}));

afterEach(cleanup);

function hrefOf(locale: 'en' | 'zh', link: React.ReactElement) {
  const { unmount } = render(
    <I18nProvider locale={locale} messages={{ Error: en.Error }}>
      {link}
    </I18nProvider>,
  );
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
  const pathOf = (browserPath: string) => {
    nextPathname.current = browserPath;
    const { unmount } = render(<Probe />);
    const text = screen.getByTestId('path').textContent;
    unmount();
    return text;
  };

  it('drops the language prefix, whichever form the address has', () => {
    expect(pathOf('/zh/abort')).toBe('/abort');
    expect(pathOf('/zh')).toBe('/');
    expect(pathOf('/abort')).toBe('/abort');
    expect(pathOf('/en/abort')).toBe('/abort');
    expect(pathOf('/')).toBe('/');
  });

  it('does not take a page whose name starts like a language for a prefix', () => {
    expect(pathOf('/english-guide')).toBe('/english-guide');
    expect(pathOf('/zhuhai')).toBe('/zhuhai');
  });
});
