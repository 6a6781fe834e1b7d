import type { PageId } from './pages';

/** The header's service menu and the footer's columns, by page id. */
export const serviceMenu: PageId[] = [
  'storehouse',
  'directSales',
  'fbaHeadShipping',
  'overseasServices',
  'enterpriseBusiness',
];

/** Top-level header links after the service menu. */
export const mainNav: PageId[] = [
  'queryPrice',
  'queryRoute',
  'newsServices',
  'about',
  'joinUs',
  'contact',
];

export const footerColumns: { heading: 'services' | 'tools' | 'company'; items: PageId[] }[] = [
  { heading: 'services', items: serviceMenu },
  { heading: 'tools', items: ['queryPrice', 'queryRoute', 'emissionsMethodology'] },
  { heading: 'company', items: ['about', 'contact', 'newsServices', 'joinUs', 'privacy'] },
];
