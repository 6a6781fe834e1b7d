'use client';

import { useEffect } from 'react';
import './globals.css';
import { useIsBot } from '@/lib/errors/use-is-bot';

// The root layout itself failed, so neither the locale nor the message catalogue is available:
// the screen speaks both languages, in the words of messages/{en,zh}.json (Error namespace).
const copy = {
  en: { heading: 'Oops, something went wrong!', backHome: 'Go back home', home: '/' },
  zh: { heading: '哎呀，出错了！', backHome: '返回首页', home: '/zh' },
};

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const bot = useIsBot();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en-US">
      <body className="grid min-h-dvh place-items-center p-6">
        {!bot && (
          <main className="max-w-xl space-y-4" role="alert">
            <h1 className="text-3xl font-bold">
              {copy.en.heading} <span lang="zh-CN">{copy.zh.heading}</span>
            </h1>
            <p className="text-muted">{error.message}</p>
            <p className="flex gap-4">
              {Object.entries(copy).map(([locale, c]) => (
                <a
                  key={locale}
                  href={c.home}
                  title={c.backHome}
                  lang={locale === 'zh' ? 'zh-CN' : 'en-US'}
                  className="text-primary underline"
                >
                  {c.backHome}
                </a>
              ))}
            </p>
          </main>
        )}
      </body>
    </html>
  );
}
