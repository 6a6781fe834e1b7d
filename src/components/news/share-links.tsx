import { Icon } from '@/components/ui/icon';
import { link2, mail, share2 } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { CopyLink } from '@/components/ui/copy-link';
import { HeadedSection } from '@/components/ui/headed-section';

const button =
  'inline-flex h-10 w-full items-center gap-2 rounded-md border border-line bg-white px-3 text-[15px] font-medium text-ink hover:border-primary hover:text-primary';

/**
 * Ways to share an article: copy its address, email it, or post it on Weibo or LinkedIn. Plain
 * links to each service's share page: no third-party script runs on our page.
 */
export async function ShareLinks({
  url,
  title,
  summary,
}: {
  url: string;
  title: string;
  summary: string;
}) {
  const t = await getTranslations('Article');
  const enc = encodeURIComponent;
  const external = [
    {
      key: 'weibo',
      label: t('weibo'),
      href: `https://service.weibo.com/share/share.php?url=${enc(url)}&title=${enc(title)}`,
    },
    {
      key: 'linkedin',
      label: t('linkedin'),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
    },
  ];
  return (
    <HeadedSection look="aside" headingId="article-share" title={t('share')} testId="share-links">
      <ul className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-1">
        <li>
          <CopyLink url={url} copied={t('copied')} failed={t('copyFailed')} className={button}>
            <Icon icon={link2} className="size-4" />
            {t('copyLink')}
          </CopyLink>
        </li>
        <li>
          <a
            href={`mailto:?subject=${enc(title)}&body=${enc(`${summary}\n\n${url}`)}`}
            className={button}
            data-share="email"
          >
            <Icon icon={mail} className="size-4" />
            {t('email')}
          </a>
        </li>
        {external.map((service) => (
          <li key={service.key}>
            <a
              href={service.href}
              target="_blank"
              rel="noopener noreferrer"
              className={button}
              data-share={service.key}
            >
              <Icon icon={share2} className="size-4" />
              {service.label}
              <span className="sr-only"> {t('newWindow')}</span>
            </a>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
