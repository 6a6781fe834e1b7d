import { Icon } from '@/components/ui/icon';
import { arrowRight } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pages } from '@/config/pages';
import { TrackingForm } from '@/components/tracking/tracking-form';
import { HeroBackdrop } from './hero-backdrop';
import { ToolButtons } from './tool-buttons';

/**
 * The home page hero: the tagline as the page's <h1>, the pitch, the two tools and the tracking
 * box (what most visitors come for), with a way on to the lane search.
 */
export async function SiteBanner() {
  const t = await getTranslations('Home');
  const common = await getTranslations('Common');
  const tracking = await getTranslations('Tracking');
  return (
    <HeroBackdrop picture="home">
      <div className="container-page relative py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">
          {t('title')}
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
          {t('heading')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white/90">{t('pitch')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ToolButtons price={common('getQuote')} route={common('findRoute')} />
        </div>
        <div className="mt-10 max-w-5xl">
          <TrackingForm
            id="home-track"
            tone="hero"
            heading={tracking('heading')}
            after={
              <Link
                href={`${pages.queryRoute.path}#lanes`}
                className="text-primary mt-3 inline-flex items-center gap-1 text-sm font-semibold hover:underline"
              >
                {tracking('laneSearch')}
                <Icon icon={arrowRight} className="size-4" />
              </Link>
            }
          />
        </div>
      </div>
    </HeroBackdrop>
  );
}
