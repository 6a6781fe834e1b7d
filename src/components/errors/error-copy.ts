import type { Locale } from '@/i18n/routing';

/**
 * The words of the error screens, in every language: copies of the Error namespace of
 * messages/{en,zh}.json (tests/unit/error-screen.test.tsx keeps them equal). The global error
 * screen shows when the root layout itself failed, so no catalogue reached the browser; the
 * error screen loads when an error happens, and a page carries no catalogue for it.
 */
export const errorCopy: Record<
  Locale,
  { heading: string; unknown: string; retry: string; backHome: string }
> = {
  en: {
    heading: 'Oops, something went wrong!',
    unknown: 'An unexpected error occurred.',
    retry: 'Try again',
    backHome: 'Go back home',
  },
  zh: {
    heading: '哎呀，出错了！',
    unknown: '发生了意外错误。',
    retry: '重试',
    backHome: '返回首页',
  },
};
