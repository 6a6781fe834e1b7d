import { getLocale, getTranslations } from 'next-intl/server';
import { pages } from '@/config/pages';
import { co2eFormatter } from '@/i18n/formats';
import { Link } from '@/i18n/navigation';
import type { OfferEmissions } from '@/lib/shipping/emissions';

/** "How we estimate emissions": the methodology page, from the results. */
export function MethodologyLink({ label }: { label: string }) {
  return (
    <Link href={pages.emissionsMethodology.path} className="text-primary font-medium underline">
      {label}
    </Link>
  );
}

/**
 * Under an offer: its estimated kg CO₂e, and in a disclosure (no script needed) what the figure
 * covers, leg by leg with the distances, and where the method is explained.
 */
export async function OfferEmissionsFigure({
  emissions,
  massKg,
}: {
  emissions: OfferEmissions;
  /** The shipment's actual weight: the mass the estimate is for. */
  massKg: number;
}) {
  const locale = await getLocale();
  const t = await getTranslations('Emissions');
  const kg = co2eFormatter(locale);
  return (
    <div className="mt-3">
      <p data-testid="offer-emissions">
        {t.rich('offer', {
          kg: kg(emissions.co2eKg),
          b: (chunks) => <span className="font-semibold">{chunks}</span>,
        })}
      </p>
      <details className="mt-1">
        <summary className="text-primary cursor-pointer font-medium">{t('coversSummary')}</summary>
        <div className="bg-surface mt-2 rounded-lg p-3 text-sm" data-testid="offer-legs">
          <p>{t('covers', { mass: massKg })}</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            {emissions.legs.map((leg) => (
              <li key={leg.stage}>
                {t('leg', {
                  stage: t(`stage.${leg.stage}`),
                  by: t(`by.${leg.mode}`),
                  from: leg.from[locale],
                  to: leg.to[locale],
                  km: leg.km,
                  kg: kg(leg.co2eKg),
                })}
              </li>
            ))}
          </ol>
          <p className="mt-2">
            <MethodologyLink label={t('methodLink')} />
          </p>
        </div>
      </details>
    </div>
  );
}
