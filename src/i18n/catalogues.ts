import en from '../../messages/en.json';
import zh from '../../messages/zh.json';

/** Both message catalogues, for text made outside a page's request (API answers, mails). */
export const catalogues = { en, zh } as const;
