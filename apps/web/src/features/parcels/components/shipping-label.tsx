import { districtById, shownEmail } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/layout/brand-mark';
import { LabelBarcode } from '../../../components/ui/label-barcode';
import { formatDhakaDateTime } from '../../../lib/format';
import { useTaka } from '../../../lib/use-money';
import type { ParcelDetail } from '../api/get-parcel';
import { LabelQrCode } from './label-qr-code';

function Party(props: {
  title: string;
  name: string;
  contact: string | null;
  address: string;
  district: string | undefined;
}) {
  return (
    <div className="min-w-0">
      <p className="text-[10px] font-bold uppercase tracking-wide">{props.title}</p>
      <p className="text-sm font-bold leading-tight">{props.name}</p>
      {props.contact && <p className="text-xs leading-snug">{props.contact}</p>}
      <p className="text-xs leading-snug break-words">{props.address}</p>
      {props.district && <p className="text-xs font-semibold leading-snug">{props.district}</p>}
    </div>
  );
}

/** An A6 shipping label: always black on white, like the paper it is printed on. */
export function ShippingLabel({ parcel, trackingUrl }: { parcel: ParcelDetail; trackingUrl: string }) {
  const { t, i18n } = useTranslation('parcels');
  const taka = useTaka();
  const bn = i18n.language === 'bn';
  const districtName = (id: string | null) => {
    const district = id ? districtById(id) : undefined;
    return district ? (bn ? district.bn : district.name) : undefined;
  };
  const cod = parcel.paymentMethod === 'cod';

  return (
    <article
      className="label-sheet mx-auto flex w-full max-w-[105mm] flex-col gap-2 rounded-md border border-base-300 bg-white p-[5mm] text-black shadow-lg"
      aria-label={t('label.title')}
      data-testid="shipping-label"
    >
      <div className="flex items-center justify-between border-b-2 border-black pb-1">
        <p className="flex items-center gap-1.5 text-base font-extrabold">
          <BrandMark size={18} />
          {t('label.brand')}
        </p>
        <p className="rounded border border-black px-1.5 text-[11px] font-bold">
          {t(`type.${parcel.parcelType}`)}
        </p>
      </div>

      <LabelBarcode value={parcel.trackingId} label={t('label.barcode', { trackingId: parcel.trackingId })} />

      <Party
        title={t('label.from')}
        name={parcel.senderName ?? shownEmail(parcel.senderEmail) ?? ''}
        contact={parcel.senderName ? shownEmail(parcel.senderEmail) : null}
        address={parcel.pickupAddress}
        district={districtName(parcel.pickupDistrict)}
      />
      <div className="border-t border-dashed border-black" />
      <Party
        title={t('label.to')}
        name={parcel.receiverName}
        contact={parcel.receiverPhone}
        address={parcel.deliveryAddress}
        district={districtName(parcel.deliveryDistrict)}
      />

      <dl className="grid grid-cols-[auto_1fr] gap-x-2 border-y border-black py-1 text-[11px]">
        <dt className="font-semibold">{t('label.payment')}</dt>
        <dd>{t(`payment.${parcel.paymentMethod}`)}</dd>
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
        <LabelQrCode url={trackingUrl} />
      </div>
    </article>
  );
}
