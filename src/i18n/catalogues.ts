// The UI strings, one file per feature and language (messages/<locale>/<feature>.json), each
// holding whole namespaces: merged here into one catalogue per language, which next-intl loads
// (request.ts) and whose English one types every key (types.d.ts). A namespace lives in one file;
// tests/unit/messages.test.ts fails when two files declare the same one.
import enAccount from '../../messages/en/account.json';
import enBookings from '../../messages/en/bookings.json';
import enCareers from '../../messages/en/careers.json';
import enCompany from '../../messages/en/company.json';
import enConsoleDesks from '../../messages/en/console-desks.json';
import enConsole from '../../messages/en/console.json';
import enEnquiries from '../../messages/en/enquiries.json';
import enNews from '../../messages/en/news.json';
import enPrices from '../../messages/en/prices.json';
import enServices from '../../messages/en/services.json';
import enSite from '../../messages/en/site.json';
import enTracking from '../../messages/en/tracking.json';
import zhAccount from '../../messages/zh/account.json';
import zhBookings from '../../messages/zh/bookings.json';
import zhCareers from '../../messages/zh/careers.json';
import zhCompany from '../../messages/zh/company.json';
import zhConsoleDesks from '../../messages/zh/console-desks.json';
import zhConsole from '../../messages/zh/console.json';
import zhEnquiries from '../../messages/zh/enquiries.json';
import zhNews from '../../messages/zh/news.json';
import zhPrices from '../../messages/zh/prices.json';
import zhServices from '../../messages/zh/services.json';
import zhSite from '../../messages/zh/site.json';
import zhTracking from '../../messages/zh/tracking.json';

/** Each language's feature files, in the same order. */
export const messageFiles = {
  en: {
    site: enSite,
    company: enCompany,
    services: enServices,
    prices: enPrices,
    tracking: enTracking,
    news: enNews,
    enquiries: enEnquiries,
    careers: enCareers,
    bookings: enBookings,
    account: enAccount,
    console: enConsole,
    'console-desks': enConsoleDesks,
  },
  zh: {
    site: zhSite,
    company: zhCompany,
    services: zhServices,
    prices: zhPrices,
    tracking: zhTracking,
    news: zhNews,
    enquiries: zhEnquiries,
    careers: zhCareers,
    bookings: zhBookings,
    account: zhAccount,
    console: zhConsole,
    'console-desks': zhConsoleDesks,
  },
} as const;

/**
 * Both message catalogues, for next-intl and for text made outside a page's request (API
 * answers, mails).
 */
export const catalogues = {
  en: {
    ...enSite,
    ...enCompany,
    ...enServices,
    ...enPrices,
    ...enTracking,
    ...enNews,
    ...enEnquiries,
    ...enCareers,
    ...enBookings,
    ...enAccount,
    ...enConsole,
    ...enConsoleDesks,
  },
  zh: {
    ...zhSite,
    ...zhCompany,
    ...zhServices,
    ...zhPrices,
    ...zhTracking,
    ...zhNews,
    ...zhEnquiries,
    ...zhCareers,
    ...zhBookings,
    ...zhAccount,
    ...zhConsole,
    ...zhConsoleDesks,
  },
};
