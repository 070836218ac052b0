import { isExpressZone, parcelTypes, parcelTypeWeights, type Tariff, zones } from '@desh/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';
import { myTariffQuery, useTaka } from '../../../lib/use-money';

/** The first band a type's price covers, in kilograms (a large parcel's first band is 5 kg). */
const firstBandKg = (type: (typeof parcelTypes)[number]) => parcelTypeWeights[type].includedGrams / 1000;

/**
 * The prices a signed-in shop books at today, by zone and weight: its own rate card over the list
 * where one is in force, else the standard list, as GET /api/rate-card answers (the quote's tariff).
 */
export function MyRateCard() {
  const { t, i18n } = useTranslation('merchants');
  const taka = useTaka();
  const { data, isPending, isError, refetch } = useQuery(myTariffQuery);

  if (isPending) return <Spinner />;
  if (isError)
    return (
      <div role="alert" className="alert alert-error">
        <span>{t('rates.loadError')}</span>
        <button type="button" className="btn btn-sm" onClick={() => void refetch()}>
          {t('rates.retry')}
        </button>
      </div>
    );
  const tariff = data.tariff as Tariff;
  return (
    <div className="space-y-6">
      <p data-testid="rate-card-source" className="text-base-content/80">
        {data.rateCard
          ? t('rates.own', { day: formatDay(data.rateCard.effectiveFrom, i18n.language) })
          : t('rates.standard')}
      </p>
      {/* A phone shows each zone as its own list: eight columns do not fit 390 px. */}
      <div className="space-y-3 sm:hidden" data-testid="rate-card-zones">
        {zones.map((zone) => (
          <section key={zone} className="rounded-box border border-base-300 p-4">
            <h2 className="font-semibold">{t(`rates.zones.${zone}`)}</h2>
            <dl className="mt-2 divide-y divide-base-300 text-sm">
              {[
                ...parcelTypes.map(
                  (type) =>
                    [
                      `${t(`rates.type.${type}`)}, ${t('rates.firstBand', { kg: firstBandKg(type) })}`,
                      taka(tariff.base[zone] + tariff.typeSurcharge[zone][type]),
                    ] as const,
                ),
                [t('rates.perKg'), taka(tariff.perKg[zone])] as const,
                [
                  t('rates.express'),
                  isExpressZone(zone) ? `+${taka(tariff.express[zone])}` : t('rates.noExpress'),
                ] as const,
                [t('rates.return'), taka(tariff.returnCharge[zone])] as const,
              ].map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-1.5">
                  <dt>{label}</dt>
                  <dd className="font-medium tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <div className="hidden overflow-x-auto rounded-box border border-base-300 sm:block">
        <table className="table" data-testid="rate-card-table">
          <caption className="sr-only">{t('rates.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rates.zone')}</th>
              {parcelTypes.map((type) => (
                <th key={type} scope="col" className="text-right">
                  <span className="block">{t(`rates.type.${type}`)}</span>
                  <span className="block font-normal">{t('rates.firstBand', { kg: firstBandKg(type) })}</span>
                </th>
              ))}
              <th scope="col" className="text-right">
                {t('rates.perKg')}
              </th>
              <th scope="col" className="text-right">
                {t('rates.express')}
              </th>
              <th scope="col" className="text-right">
                {t('rates.return')}
              </th>
            </tr>
          </thead>
          <tbody>
            {zones.map((zone) => (
              <tr key={zone} data-testid={`rate-row-${zone}`}>
                <th scope="row" className="whitespace-nowrap">
                  {t(`rates.zones.${zone}`)}
                </th>
                {parcelTypes.map((type) => (
                  <td key={type} className="text-right tabular-nums">
                    {taka(tariff.base[zone] + tariff.typeSurcharge[zone][type])}
                  </td>
                ))}
                <td className="text-right tabular-nums">{taka(tariff.perKg[zone])}</td>
                <td className="text-right tabular-nums">
                  {isExpressZone(zone) ? `+${taka(tariff.express[zone])}` : t('rates.noExpress')}
                </td>
                <td className="text-right tabular-nums">{taka(tariff.returnCharge[zone])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p data-testid="rate-card-cod">
        {t('rates.cod', {
          percent: new Intl.NumberFormat(i18n.language === 'bn' ? 'bn-BD' : 'en-IN').format(
            tariff.codPercent,
          ),
          min: taka(tariff.minCod),
        })}
      </p>
      <p className="text-base-content/80 text-sm">{t('rates.note')}</p>
      <Link to={paths.bookParcel} className="btn btn-primary">
        {t('rates.book')}
      </Link>
    </div>
  );
}
