import type { catalogues } from './catalogues';
import type { formats } from './formats';
import type { routing } from './routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: (typeof catalogues)['en'];
    Formats: typeof formats;
  }
}
