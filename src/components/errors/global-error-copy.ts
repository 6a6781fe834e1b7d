import type { Locale } from '@/i18n/routing';

/**
 * The words of the global error screen, in every language. It shows when the root layout itself
 * failed, so no catalogue reached the browser, and it is part of every page's first load: these
 * are copies of the Error namespace of messages/{en,zh}.json (tests/unit/error-screen.test.tsx
 * keeps them equal) rather than both whole catalogues in every page's JavaScript.
 */
export const globalErrorCopy: Record<Locale, { heading: string; backHome: string }> = {
  en: { heading: 'Oops, something went wrong!', backHome: 'Go back home' },
  zh: { heading: '哎呀，出错了！', backHome: '返回首页' },
};
