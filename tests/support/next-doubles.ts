// Module doubles the permission matrices hand to vi.mock (a factory may import, not close over):
// `vi.mock('next/cache', () => import('../support/next-doubles').then((m) => m.nextCache))`.
// No import here, so loading it never loads the modules it stands in for.

/** Next's cache calls: nothing to revalidate outside a request. */
export const nextCache = {
  revalidatePath: () => {},
  revalidateTag: () => {},
  updateTag: () => {},
  refresh: () => {},
};

const echo = async () =>
  Object.assign((key: string) => key, {
    has: () => true,
    rich: (key: string) => key,
    markup: (key: string) => key,
    raw: (key: string) => key,
  });

/** next-intl's server side in English, its translations echoing their keys. */
export const echoingIntl = {
  getTranslations: echo,
  setRequestLocale: () => {},
  getLocale: async () => 'en',
  getMessages: async () => ({}),
  getFormatter: async () => ({ dateTime: () => '' }),
};
