import type { Metadata } from 'next';
import en from '../../messages/en.json';
import { RequestedPath } from '@/components/errors/requested-path';

export const metadata: Metadata = { title: en.NotFound.title };

/**
 * 404 for addresses outside both languages' routes (e.g. a file name that does not exist). No
 * locale is known here, so it answers in the default language with its own document.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-US">
      <body className="grid min-h-dvh place-items-center p-6">
        <main className="max-w-xl">
          <p className="text-primary text-6xl font-bold">404</p>
          <h1 className="mt-4 text-2xl font-bold break-all" data-testid="not-found-message">
            <RequestedPath template={en.NotFound.message} />
          </h1>
          {/* Outside both locales there is no router context: a plain link, a full page load. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a
            href="/"
            title={en.NotFound.backHome}
            className="text-primary mt-6 inline-block underline"
          >
            {en.NotFound.backHome}
          </a>
        </main>
      </body>
    </html>
  );
}
