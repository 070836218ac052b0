import {
  bookingFeeFor,
  type CreateParcelInput,
  districtById,
  maxCodAmount,
  type ParcelType,
  parcelTypes,
  type QuoteInput,
} from '@desh/shared';
import { useEffect } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQuote } from '../api/get-quote';

const isParcelType = (value: unknown): value is ParcelType => parcelTypes.includes(value as ParcelType);

function quoteInputFrom(values: Partial<CreateParcelInput>): QuoteInput | undefined {
  const pickup = values.pickupDistrict ? districtById(values.pickupDistrict) : undefined;
  const delivery = values.deliveryDistrict ? districtById(values.deliveryDistrict) : undefined;
  if (!pickup || !delivery || !isParcelType(values.parcelType)) return undefined;
  const paymentMethod = values.paymentMethod === 'cod' ? 'cod' : 'prepaid';
  // The quote prices whole taka; a value it would refuse is left out rather than breaking the quote.
  const codAmount = settledCodAmount(values.codAmount);
  return {
    pickupDistrict: pickup.id,
    deliveryDistrict: delivery.id,
    parcelType: values.parcelType,
    paymentMethod,
    ...(paymentMethod === 'cod' && codAmount !== undefined ? { codAmount } : {}),
  };
}

/** Whole taka the quote accepts, or undefined for a value it would refuse. */
function settledCodAmount(cod: unknown): number | undefined {
  return typeof cod === 'number' && Number.isFinite(cod) && cod >= 0 && cod <= maxCodAmount
    ? Math.ceil(cod)
    : undefined;
}

/**
 * The courier's price for the booking, kept in the (read-only) fee field: the route's quote from the
 * server once both districts and the type are chosen, otherwise the nationwide price the server
 * charges a booking without both districts (the same shared rule, worked out here). The server
 * charges this price whatever the field says.
 */
export function useBookingQuote(
  control: Control<CreateParcelInput>,
  setValue: UseFormSetValue<CreateParcelInput>,
) {
  const [pickupDistrict, deliveryDistrict, parcelType, paymentMethod, codAmount] = useWatch({
    control,
    name: ['pickupDistrict', 'deliveryDistrict', 'parcelType', 'paymentMethod', 'codAmount'],
  });
  const settledCod = useDebouncedValue(codAmount, 400);
  const input = quoteInputFrom({
    pickupDistrict,
    deliveryDistrict,
    parcelType,
    paymentMethod,
    codAmount: settledCod,
  });
  const quote = useQuote(input);
  const isCod = paymentMethod === 'cod';
  const settledCodTaka = isCod ? settledCodAmount(settledCod) : undefined;
  // A failed quote falls back to the same rule worked out here: the price never waits on the network.
  const fee = isParcelType(parcelType)
    ? input && quote.data
      ? { ...quote.data, districtsKnown: true }
      : !input || quote.isError
        ? bookingFeeFor({
            pickupDistrict: input?.pickupDistrict,
            deliveryDistrict: input?.deliveryDistrict,
            parcelType,
            paymentMethod: isCod ? 'cod' : 'prepaid',
            codAmount: settledCodTaka,
          })
        : undefined
    : undefined;
  const total = fee?.total;

  useEffect(() => {
    // An unchosen type leaves the fee empty, so the spec's 'Delivery fee is required' still speaks.
    setValue('deliveryFee', total ?? Number.NaN, { shouldValidate: total !== undefined });
  }, [total, setValue]);

  return { input, quote, fee };
}
