import type { CreateParcelInput, Store } from '@desh/shared';
import { useCallback } from 'react';
import type { UseFormGetValues, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import { useAreaReset } from '../../areas/hooks/use-area-reset';

const fill = { shouldValidate: false, shouldDirty: true } as const;

/**
 * The booking form's areas: picking a store fills the pickup address, district and upazila; changing
 * a district clears an upazila that is not in it.
 */
export function useBookingAreas(form: {
  watch: UseFormWatch<CreateParcelInput>;
  setValue: UseFormSetValue<CreateParcelInput>;
  getValues: UseFormGetValues<CreateParcelInput>;
}) {
  const { watch, setValue, getValues } = form;
  const pickupDistrict = watch('pickupDistrict');
  const deliveryDistrict = watch('deliveryDistrict');

  useAreaReset(
    pickupDistrict,
    () => ({ district: getValues('pickupDistrict'), upazila: getValues('pickupUpazila') }),
    () => setValue('pickupUpazila', '', fill),
  );
  useAreaReset(
    deliveryDistrict,
    () => ({ district: getValues('deliveryDistrict'), upazila: getValues('deliveryUpazila') }),
    () => setValue('deliveryUpazila', '', fill),
  );

  const pickStore = useCallback(
    (store: Store | undefined) => {
      setValue('storeId', store?.id ?? '', fill);
      if (!store) return;
      // The store's way of pricing cash on delivery is the booking's until the shop picks the other.
      setValue('codMode', store.codMode, fill);
      setValue('pickupAddress', store.address, { ...fill, shouldValidate: true });
      setValue('pickupDistrict', store.district as CreateParcelInput['pickupDistrict'], fill);
      setValue('pickupUpazila', store.upazila ?? '', fill);
    },
    [setValue],
  );
  const canPrefill = useCallback(() => !getValues('pickupAddress'), [getValues]);

  return { pickupDistrict, deliveryDistrict, pickStore, canPrefill };
}
