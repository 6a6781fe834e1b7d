// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { catalogues } from '@/i18n/catalogues';
import { ErrorScreen } from '@/components/errors/error-screen';
import { errorCopy } from '@/components/errors/error-copy';

// The page's language is its [locale] route parameter.
const params = vi.hoisted(() => ({ current: {} as Record<string, string> }));
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useParams: () => params.current,
}));

function renderScreen(locale: 'en' | 'zh', message = 'Quote service timed out') {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  params.current = { locale };
  return render(<ErrorScreen error={new Error(message)} reset={() => {}} />);
}

function setUserAgent(ua: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorScreen', () => {
  it('shows the heading, the error message and a link home in English', () => {
    setUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36');
    renderScreen('en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Oops, something went wrong!',
    );
    expect(screen.getByText('Quote service timed out')).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Go back home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.getAttribute('title')).toBe('Go back home');
  });

  it('speaks Chinese on Chinese pages and links to the Chinese home', () => {
    setUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    renderScreen('zh');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('哎呀，出错了！');
    const home = screen.getByRole('link', { name: '返回首页' });
    expect(home.getAttribute('href')).toBe('/zh');
    expect(home.getAttribute('title')).toBe('返回首页');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('falls back to a generic message when the error has none', () => {
    setUserAgent(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
    );
    renderScreen('en', '');
    expect(screen.getByText('An unexpected error occurred.')).toBeTruthy();
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  ])('renders nothing for %s', (ua) => {
    setUserAgent(ua);
    const { container } = renderScreen('en');
    expect(container.innerHTML).toBe('');
  });
});

describe('error screens’ words', () => {
  it.each(['en', 'zh'] as const)('say in %s what the Error messages say', (locale) => {
    expect(errorCopy[locale]).toEqual(catalogues[locale].Error);
  });
});
