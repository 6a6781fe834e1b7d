// The failover test's publishing step: an editor invited with the CLI signs in through
// nginx; through ONE instance (reached directly) it creates an article, uploads an image, writes
// both languages and publishes; then EVERY instance must serve the article in both languages and
// the image, byte for byte, within 10 seconds of the publish's answer (each instance's content
// sync polls the content version every 2 s and renders its cached pages again), and the news
// list through nginx, which keeps pages for a second, must list it within the same time.
import sharp from 'sharp';
import { actionFields } from '../support/e2e';
import { postAction, signIn, type Setup } from './console';

/** What the issue allows between "published" and every instance showing it. */
const VISIBLE_WITHIN_MS = 10_000;

/** Waits (bounded) until `ok` answers true; the milliseconds it took, or undefined. */
async function within(ms: number, ok: () => Promise<boolean>): Promise<number | undefined> {
  const start = performance.now();
  while (performance.now() - start < ms) {
    if (await ok().catch(() => false)) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

/** Runs the step; the problems found (none when it passed). */
export async function publishingStep(setup: Setup): Promise<string[]> {
  const { cookie } = await signIn(setup, 'editor');
  const [writer] = setup.instances;
  const slug = `cluster-${Date.now().toString(36)}`;
  const post = async (page: string, form: string, fields: [string, string | [Blob, string]][]) =>
    postAction(
      `${writer}${page}`,
      [...(await actionFields(writer!, page, { cookie, form })), ['locale', 'en'], ...fields],
      cookie,
    );

  const created = await post('/console/news', 'new-article', [
    ['back', '/console/news'],
    ['slug', slug],
    ['category', 'company-news'],
    ['onlyLocale', ''],
  ]);
  const row = async () =>
    (
      await setup.db.query<{ id: string; version: number; status: string }>(
        'select id, version, status from news_articles where slug = $1',
        [slug],
      )
    ).rows[0];
  const article = await row();
  if (!article) return [`creating the article on ${writer} (answer ${created.status})`];

  const editor = `/console/news/${slug}`;
  const png = await sharp({
    create: { width: 160, height: 90, channels: 3, background: '#265c9b' },
  })
    .png()
    .toBuffer();
  const uploaded = await post(editor, 'image-upload', [
    ['back', editor],
    ['id', article.id],
    ['file', [new Blob([new Uint8Array(png)], { type: 'image/png' }), 'Cluster map.png']],
  ]);
  const image = (
    await setup.db.query<{ name: string }>('select name from news_images where article_id = $1', [
      article.id,
    ])
  ).rows[0]?.name;
  if (!image) return [`uploading the image on ${writer} (answer ${uploaded.status})`];

  const titles = { en: `Cluster test article ${slug}`, zh: `集群测试文章 ${slug}` };
  const side = (locale: 'en' | 'zh', words: string): [string, string][] => [
    [`${locale}.title`, titles[locale]],
    [`${locale}.summary`, `${words} ${words} ${words}`],
    [`${locale}.body`, `## ${words}\n\n${words}\n\n![${words}](${image})\n`],
    [`${locale}.coverAlt`, `${words} — ${words}`],
    [`${locale}.author`, 'BridgeWay'],
    [`${locale}.tags`, ''],
  ];
  // The news list as nginx keeps it (deploy/nginx.conf's page cache): it must not outlive the
  // publish by more than the window either.
  const throughNginx = `${setup.base}/news-services`;
  for (let i = 0; i < 3; i++) await fetch(throughNginx);
  const published = await post(editor, 'article-editor', [
    ['back', editor],
    ['id', article.id],
    ['version', String(article.version)],
    ['category', 'company-news'],
    ['cover', image],
    ['correctedOn', ''],
    ['onlyLocale', ''],
    ...side('en', 'Published through one instance'),
    ...side('zh', '经由一个实例发布的文章'),
    ['intent', 'publish'],
  ]);
  const answeredAt = performance.now();
  if ((await row())?.status !== 'published')
    return [
      `publishing on ${writer} (answer ${published.status}, status ${(await row())?.status})`,
    ];

  const problems: string[] = [];
  for (const instance of setup.instances) {
    const left = VISIBLE_WITHIN_MS - (performance.now() - answeredAt);
    const seen = await within(left, async () => {
      for (const [locale, prefix] of [
        ['en', ''],
        ['zh', '/zh'],
      ] as const) {
        const page = await fetch(`${instance}${prefix}/news-services/${slug}`);
        if (page.status !== 200 || !(await page.text()).includes(titles[locale])) return false;
      }
      const file = await fetch(`${instance}/news-media/${slug}/${image}`);
      return file.status === 200 && Buffer.from(await file.arrayBuffer()).equals(png);
    });
    const after = ((performance.now() - answeredAt) / 1000).toFixed(1);
    console.log(
      `publishing: ${instance} serves the article (en, zh) and its image: ${seen === undefined ? 'NOT within 10 s' : `after ${after} s`}`,
    );
    if (seen === undefined)
      problems.push(`${instance} did not serve the article and its image within 10 s`);
  }
  const listed = await within(VISIBLE_WITHIN_MS - (performance.now() - answeredAt), async () =>
    (await (await fetch(throughNginx)).text()).includes(titles.en),
  );
  const after = ((performance.now() - answeredAt) / 1000).toFixed(1);
  console.log(
    `publishing: nginx's /news-services lists the article: ${listed === undefined ? 'NOT within 10 s' : `after ${after} s`}`,
  );
  if (listed === undefined) problems.push('nginx did not list the article within 10 s');
  return problems;
}
