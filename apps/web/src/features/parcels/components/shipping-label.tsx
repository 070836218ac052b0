import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/layout/brand-mark';
import { LabelBarcode } from '../../../components/ui/label-barcode';
import { formatDhakaDateTime, formatNumber } from '../../../lib/format';
import { useTaka } from '../../../lib/use-money';
import { useAreaName } from '../../areas/hooks/use-area-name';
import type { ParcelDetail } from '../api/get-parcel';
import { useParcelLabel } from '../api/get-parcel-label';
import { LabelQrCode } from './label-qr-code';

function Party(props: {
  title: string;
  name: string;
  contact: string | null;
  address: string;
  area: string;
}) {
  return (
    <div className="min-w-0">
      <p className="text-[10px] font-bold uppercase tracking-wide">{props.title}</p>
      <p className="text-sm font-bold leading-tight">{props.name}</p>
      {props.contact && <p className="text-xs leading-snug">{props.contact}</p>}
      <p className="text-xs leading-snug break-words">{props.address}</p>
      {props.area && <p className="text-xs font-semibold leading-snug">{props.area}</p>}
    </div>
  );
}

/**
 * An A6 shipping label: always black on white, like the paper it is printed on. The sender is the
 * store (name and phone); the barcode and QR code carry the label's check code (issue 61), the
 * destination hub's sort code is printed big for the hub operator (issue 63).
 */
export function ShippingLabel({
  parcel,
  trackingUrl,
}: {
  parcel: Pick<
    ParcelDetail,
    | '_id'
    | 'trackingId'
    | 'parcelType'
    | 'pickupAddress'
    | 'pickupDistrict'
    | 'pickupUpazila'
    | 'receiverName'
    | 'receiverPhone'
    | 'deliveryAddress'
    | 'deliveryDistrict'
    | 'deliveryUpazila'
    | 'paymentMethod'
    | 'amountToCollect'
    | 'weightGrams'
    | 'merchantOrderId'
    | 'bookingTime'
  >;
  trackingUrl: string;
}) {
  const { t, i18n } = useTranslation('parcels');
  const taka = useTaka();
  const areaName = useAreaName();
  const facts = useParcelLabel(parcel._id);
  const cod = parcel.paymentMethod === 'cod';
  const label = facts.data;
  const weight =
    parcel.weightGrams === null
      ? null
      : t('label.weightKg', {
          kg: formatNumber(Math.round(parcel.weightGrams / 100) / 10, i18n.language),
        });

  return (
    <article
      className="label-sheet mx-auto flex w-full max-w-[105mm] flex-col gap-2 rounded-md border border-base-300 bg-white p-[5mm] text-black shadow-lg"
      aria-label={t('label.title')}
      data-testid="shipping-label"
    >
      <div className="flex items-center justify-between gap-2 border-b-2 border-black pb-1">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-base font-extrabold">
            <BrandMark size={18} />
            {t('label.brand')}
          </p>
          <p className="mt-0.5 inline-block rounded border border-black px-1.5 text-[11px] font-bold">
            {t(`type.${parcel.parcelType}`)}
          </p>
        </div>
        <div className="text-end" data-testid="label-sort-code">
          <p className="text-[9px] font-bold uppercase">{t('label.sortCode')}</p>
          <p className="font-mono text-4xl font-black leading-none tracking-tight">
            {label ? (label.destinationHub?.code ?? '—') : '…'}
          </p>
        </div>
      </div>

      {label ? (
        <LabelBarcode
          value={label.barcode}
          text={parcel.trackingId}
          label={t('label.barcode', { trackingId: parcel.trackingId })}
        />
      ) : (
        <p className="py-5 text-center font-mono text-lg font-bold">{parcel.trackingId}</p>
      )}

      <Party
        title={t('label.from')}
        name={label?.sender.name ?? ''}
        contact={label?.sender.phone ?? null}
        address={parcel.pickupAddress}
        area={areaName(parcel.pickupDistrict, parcel.pickupUpazila)}
      />
      <div className="border-t border-dashed border-black" />
      <Party
        title={t('label.to')}
        name={parcel.receiverName}
        contact={parcel.receiverPhone}
        address={parcel.deliveryAddress}
        area={areaName(parcel.deliveryDistrict, parcel.deliveryUpazila)}
      />

      <dl className="grid grid-cols-[auto_1fr] gap-x-2 border-y border-black py-1 text-[11px]">
        <dt className="font-semibold">{t('label.payment')}</dt>
        <dd>{t(`payment.${parcel.paymentMethod}`)}</dd>
        {weight && (
          <>
            <dt className="font-semibold">{t('label.weight')}</dt>
            <dd data-testid="label-weight">{weight}</dd>
          </>
        )}
        {parcel.merchantOrderId && (
          <>
            <dt className="font-semibold">{t('label.orderId')}</dt>
            <dd className="break-all font-mono" data-testid="label-order-id">
              {parcel.merchantOrderId}
            </dd>
          </>
        )}
        <dt className="font-semibold">{t('label.booked')}</dt>
        <dd>
          <time dateTime={parcel.bookingTime}>{formatDhakaDateTime(parcel.bookingTime, i18n.language)}</time>
        </dd>
      </dl>

      <div className="mt-auto flex items-end justify-between gap-3">
        <div className="min-w-0" data-testid="label-collect">
          {cod ? (
            <>
              <p className="text-[10px] font-bold uppercase">{t('label.collect')}</p>
              <p className="text-2xl font-extrabold tabular-nums">{taka(parcel.amountToCollect)}</p>
            </>
          ) : (
            <p className="text-sm font-bold">{t('label.prepaid')}</p>
          )}
          <p className="mt-1 text-[9px] leading-tight">{t('label.scan')}</p>
        </div>
        {label ? (
          <LabelQrCode url={`${trackingUrl}#${label.checkCode}`} />
        ) : (
          <span className="block size-24 shrink-0 bg-neutral-100" aria-hidden />
        )}
      </div>
    </article>
  );
}
