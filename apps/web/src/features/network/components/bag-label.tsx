import { useTranslation } from 'react-i18next';
import { LabelBarcode } from '../../../components/ui/label-barcode';
import { LabelToolbar } from '../../../components/ui/label-print';
import { QueryFallback } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { formatDhakaDateTime } from '../../../lib/format';
import { useHubName } from '../../../lib/use-hub-name';
import { useBag } from '../api/get-bag';

/** The bag's printed label: where it goes, its code as Code 128, its seal and the manifest. */
export function BagLabel({ bagId }: { bagId: string }) {
  const { t, i18n } = useTranslation('network');
  const bag = useBag(bagId);
  const hubName = useHubName();
  if (!bag.isSuccess)
    return <QueryFallback query={bag} message={errorText(bag.error)} retryLabel={t('retry')} />;
  const data = bag.data;
  return (
    <>
      <LabelToolbar backTo={paths.hubBags} backLabel={t('label.back')} printLabel={t('label.print')} />
      <article
        className="label-sheet mx-auto max-w-[105mm] space-y-3 rounded-box border border-neutral-300 bg-white p-4 text-black shadow"
        data-testid="bag-label"
      >
        <header className="flex items-baseline justify-between gap-2 border-b border-black pb-2">
          <p className="text-xs font-bold uppercase">{t('label.from', { hub: hubName(data.originHub) })}</p>
          <p className="text-xs">{formatDhakaDateTime(data.createdAt, i18n.language, false)}</p>
        </header>
        <div>
          <p className="text-[10px] font-bold uppercase">{t('label.to')}</p>
          <p className="text-2xl font-black leading-tight">
            {hubName(data.destinationHub)}{' '}
            <span className="font-mono text-lg">({data.destinationHub.code})</span>
          </p>
        </div>
        <LabelBarcode value={data.code} label={t('label.barcode', { code: data.code })} />
        <p className="text-sm">
          {t('label.seal')}: <span className="font-mono font-bold">{data.sealNumber ?? '—'}</span>
          {' · '}
          {t('bags.count', { count: data.parcelCount })}
        </p>
        <section>
          <h2 className="border-b border-black text-xs font-bold uppercase">{t('label.manifest')}</h2>
          <ol className="columns-2 gap-4 font-mono text-[11px] leading-snug" data-testid="bag-manifest">
            {data.parcels.map((parcel) => (
              <li key={parcel.id}>{parcel.trackingId}</li>
            ))}
          </ol>
        </section>
      </article>
    </>
  );
}
