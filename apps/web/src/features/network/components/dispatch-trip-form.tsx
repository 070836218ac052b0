import { type DispatchTripInput, dispatchTripSchema } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import { controlProps, FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showPopup, showToast } from '../../../lib/popups';
import { useHubLabel } from '../../../lib/use-hub-name';
import { useZodForm } from '../../../lib/use-zod-form';
import { useBags } from '../api/get-bags';
import type { MyHub } from '../api/get-my-hubs';
import { useDispatchTrip } from '../api/trips';

const empty: DispatchTripInput = {
  destinationHubId: '',
  vehicleNumber: '',
  driverName: '',
  driverPhone: '',
  bagIds: [],
};

/** Sealed bags for one next hub go out together on a vehicle; the driver is named for custody. */
export function DispatchTripForm({ hub }: { hub: MyHub }) {
  const { t } = useTranslation('network');
  const hubLabel = useHubLabel();
  const sealed = useBags(hub.id, 'sealed');
  const dispatch = useDispatchTrip();
  const { register, handleSubmit, watch, setValue, setError, reset, errors, isSubmitting } =
    useZodForm<DispatchTripInput>(dispatchTripSchema, empty);
  const destinationHubId = watch('destinationHubId');
  const bags = sealed.data ?? [];
  // The trip goes to one hub: the hubs that have sealed bags waiting, and those bags.
  const destinations = [...new Map(bags.map((bag) => [bag.destinationHub.id, bag.destinationHub])).values()];
  const towards = bags.filter((bag) => bag.destinationHub.id === destinationHubId);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const trip = await dispatch.mutateAsync({ hubId: hub.id, ...values });
      reset(empty);
      void showToast('success', t('trips.dispatched', { code: trip.code, count: trip.bagCount }));
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in dispatchTripSchema.shape) setError(name as keyof DispatchTripInput, { message });
        }
      }
      await showPopup({ icon: 'error', title: t('trips.failed'), text: errorText(error, ['network']) });
    }
  });

  const err = (name: keyof DispatchTripInput) => errors[name]?.message;
  if (!sealed.isPending && bags.length === 0) {
    return <p className="rounded-box bg-base-200 p-4 text-center">{t('trips.noSealed')}</p>;
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="card border border-base-300 bg-base-100"
      data-testid="dispatch-form"
    >
      <div className="card-body grid gap-4 p-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold sm:col-span-2">{t('trips.dispatch')}</h2>
        <FormField id="trip-destination" label={t('trips.destination')} error={err('destinationHubId')}>
          <select
            {...controlProps('trip-destination', err('destinationHubId'))}
            className="select w-full"
            {...register('destinationHubId', { onChange: () => setValue('bagIds', []) })}
          >
            <option value="">{t('bags.chooseHub')}</option>
            {destinations.map((each) => (
              <option key={each.id} value={each.id}>
                {hubLabel(each)}
              </option>
            ))}
          </select>
        </FormField>
        <fieldset className="sm:col-span-2" aria-describedby={err('bagIds') ? 'trip-bags-error' : undefined}>
          <legend className="mb-1 text-sm font-medium">{t('trips.bags')}</legend>
          {destinationHubId ? (
            <ul className="grid gap-1 sm:grid-cols-2">
              {towards.map((bag) => (
                <li key={bag.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3">
                    <input type="checkbox" className="checkbox" value={bag.id} {...register('bagIds')} />
                    <span className="font-mono">{bag.code}</span>
                    <span className="text-sm opacity-80">{t('bags.count', { count: bag.parcelCount })}</span>
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm opacity-80">{t('trips.chooseDestinationFirst')}</p>
          )}
          <FieldError id="trip-bags-error" message={err('bagIds')} />
        </fieldset>
        <FormField id="trip-vehicle" label={t('trips.vehicleNumber')} error={err('vehicleNumber')}>
          <input
            {...controlProps('trip-vehicle', err('vehicleNumber'))}
            className="input w-full"
            placeholder={t('trips.vehiclePlaceholder')}
            {...register('vehicleNumber')}
          />
        </FormField>
        <FormField id="trip-driver" label={t('trips.driverName')} error={err('driverName')}>
          <input
            {...controlProps('trip-driver', err('driverName'))}
            className="input w-full"
            {...register('driverName')}
          />
        </FormField>
        <FormField id="trip-phone" label={t('trips.driverPhone')} error={err('driverPhone')}>
          <input
            type="tel"
            inputMode="tel"
            {...controlProps('trip-phone', err('driverPhone'))}
            className="input w-full"
            {...register('driverPhone')}
          />
        </FormField>
        <div className="flex items-end sm:col-span-2">
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting}>
            {t('trips.dispatchButton')}
          </button>
        </div>
      </div>
    </form>
  );
}
