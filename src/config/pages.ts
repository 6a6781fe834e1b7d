/**
 * Every prerendered page of the site (spec §2), by id. The path is the English (unprefixed)
 * form; the Chinese one adds /zh. The namespace holds the page's copy in messages/{en,zh}.json.
 * The sitemap, the navigation and the browser tests all read this list.
 */
export const pages = {
  home: { path: '/', namespace: 'Home' },
  about: { path: '/abort', namespace: 'About' },
  joinUs: { path: '/join-us', namespace: 'JoinUs' },
  privacy: { path: '/privacy', namespace: 'Privacy' },
  storehouse: { path: '/storehouse', namespace: 'Storehouse' },
  queryPrice: { path: '/query-price', namespace: 'QueryPrice' },
  queryRoute: { path: '/query-route', namespace: 'QueryRoute' },
  emissionsMethodology: { path: '/emissions-methodology', namespace: 'EmissionsMethodology' },
  directSales: { path: '/direct-sales', namespace: 'DirectSales' },
  fbaHeadShipping: { path: '/fba-head-shipping', namespace: 'FbaHeadShipping' },
  overseasServices: { path: '/overseas-services', namespace: 'OverseasServices' },
  enterpriseBusiness: { path: '/enterprise-business', namespace: 'EnterpriseBusiness' },
  newsServices: { path: '/news-services', namespace: 'NewsServices' },
  contact: { path: '/contact', namespace: 'Contact' },
} as const;

export type PageId = keyof typeof pages;

export const pageIds = Object.keys(pages) as PageId[];

/**
 * Pages reached only from a link in a mail (the tracking updates' confirm and unsubscribe page)
 * or after a form (the enquiry's confirmation): served in both languages like any page, but not
 * indexed, not in the sitemap or the navigation.
 */
export const utilityPages = {
  trackingEmail: { path: '/tracking-email', namespace: 'TrackingEmail' },
  contactSent: { path: '/contact/sent', namespace: 'ContactSent' },
  booking: { path: '/booking', namespace: 'BookingPage' },
} as const;
