import type { ReactNode } from 'react';

/** Text the data holds in English only (the factor set's title, sheets and rows), marked so. */
export const english = (chunks: ReactNode) => <span lang="en">{chunks}</span>;
