import { getTranslations } from 'next-intl/server';
import { pages, type PageId } from '@/config/pages';
import { Banner } from './banner';
import { IntroSection } from './intro-section';

type IntroPageId = Exclude<PageId, 'home' | 'newsServices'>;

/** The banner and opening copy of a registered page, from its messages namespace. */
export async function PageIntro({ id }: { id: IntroPageId }) {
  const t = await getTranslations(pages[id].namespace);
  const title = t('title');
  return (
    <>
      <Banner
        title={title}
        summary={t('summary')}
        trail={[{ label: title, href: pages[id].path }]}
      />
      <IntroSection
        paragraphs={t.raw('intro') as string[]}
        highlights={t.raw('highlights') as { title: string; text: string }[]}
      />
    </>
  );
}
