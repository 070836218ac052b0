import {
  type CreateParcelInput,
  districtById,
  maxCodAmount,
  type ParcelType,
  parcelTypes,
  type QuoteInput,
} from '@desh/shared';
import { useEffect } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useQuote } from '../api/get-quote';
import { useDebouncedValue } from './use-debounced-value';

const isParcelType = (value: unknown): value is ParcelType => parcelTypes.includes(value as ParcelType);

function quoteInputFrom(values: Partial<CreateParcelInput>): QuoteInput | undefined {
  const pickup = values.pickupDistrict ? districtById(values.pickupDistrict) : undefined;
  const delivery = values.deliveryDistrict ? districtById(values.deliveryDistrict) : undefined;
  if (!pickup || !delivery || !isParcelType(values.parcelType)) return undefined;
  const paymentMethod = values.paymentMethod === 'cod' ? 'cod' : 'prepaid';
  const cod = values.codAmount;
  // The quote prices whole taka; a value it would refuse is left out rather than breaking the quote.
  const codAmount =
    typeof cod === 'number' && Number.isFinite(cod) && cod >= 0 && cod <= maxCodAmount
      ? Math.ceil(cod)
      : undefined;
  return {
    pickupDistrict: pickup.id,
    deliveryDistrict: delivery.id,
    parcelType: values.parcelType,
    paymentMethod,
    ...(paymentMethod === 'cod' && codAmount !== undefined ? { codAmount } : {}),
  };
}

/**
 * Prices the booking once both districts and the type are chosen, and pre-fills the fee with the
 * total each time the price changes. The customer may still type another fee: that one is booked.
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
  const total = quote.data?.total;

  useEffect(() => {
    if (total !== undefined) setValue('deliveryFee', total, { shouldValidate: true, shouldDirty: true });
  }, [total, setValue]);

  return { input, quote };
}
