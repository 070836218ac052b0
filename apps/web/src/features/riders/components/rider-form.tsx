import {
  type RiderApplicationData,
  type RiderApplicationInput,
  riderApplicationSchema,
  riderToastMs,
  vehicleTypes,
} from '@desh/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { controlProps, FormField, SubmitButton, ValueOptions } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showPopup } from '../../../lib/popups';
import { useZodForm } from '../../../lib/use-zod-form';
import { DistrictSelect } from '../../areas/components/district-select';
import { useAuth } from '../../auth/hooks/use-auth';
import { useApplyAsRider } from '../api/apply-as-rider';

const fieldNames = ['fullName', 'phone', 'region', 'vehicleType'] as const;

export function RiderForm() {
  const { t } = useTranslation('riders');
  const { user } = useAuth();
  const apply = useApplyAsRider();
  const { register, control, handleSubmit, setError, errors, isSubmitting } = useZodForm<
    RiderApplicationInput,
    RiderApplicationData
  >(riderApplicationSchema, {
    fullName: user?.displayName ?? '',
    phone: '',
    region: undefined,
    vehicleType: undefined,
  });

  const notLoggedIn = () =>
    showPopup({ icon: 'warning', title: t('Not logged in'), text: t('Please login to apply as a rider.') });

  const onSubmit = handleSubmit(async (data) => {
    if (!user) return notLoggedIn();
    try {
      await apply.mutateAsync(data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return notLoggedIn();
      for (const name of fieldNames) {
        const message = error instanceof ApiError ? error.fields?.[name] : undefined;
        if (message) setError(name, { message });
      }
      return showPopup({
        icon: 'error',
        title: t('Submission Failed'),
        text: errorText(error),
      });
    }
    await showPopup({
      icon: 'success',
      title: t('Application Submitted!'),
      text: t('We will get back to you soon.'),
      timer: riderToastMs,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField id="rider-name" label={t('field.name')}>
        <input
          id="rider-name"
          className="input w-full bg-base-200"
          value={user?.displayName ?? ''}
          readOnly
        />
      </FormField>
      <FormField id="rider-email" label={t('field.email')}>
        <input
          id="rider-email"
          type="email"
          className="input w-full"
          value={user?.contactEmail ?? ''}
          readOnly
        />
      </FormField>
      <FormField id="rider-fullName" label={t('field.fullName')} error={errors.fullName?.message}>
        <input
          className="input w-full"
          autoComplete="name"
          {...controlProps('rider-fullName', errors.fullName?.message)}
          {...register('fullName')}
        />
      </FormField>
      <FormField
        id="rider-phone"
        label={t('field.phone')}
        hint={t('field.phone.hint')}
        error={errors.phone?.message}
      >
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className="input w-full"
          {...controlProps('rider-phone', errors.phone?.message, true)}
          {...register('phone')}
        />
      </FormField>
      <FormField id="rider-region" label={t('field.region')} error={errors.region?.message}>
        <Controller
          control={control}
          name="region"
          render={({ field }) => (
            <DistrictSelect
              id="rider-region"
              value={field.value ?? ''}
              onChange={field.onChange}
              inputRef={field.ref}
              invalid={Boolean(errors.region)}
              describedBy={errors.region ? 'rider-region-error' : undefined}
            />
          )}
        />
      </FormField>
      <FormField id="rider-vehicleType" label={t('field.vehicleType')} error={errors.vehicleType?.message}>
        <select
          className="select w-full"
          {...controlProps('rider-vehicleType', errors.vehicleType?.message)}
          {...register('vehicleType')}
        >
          <option value="">{t('field.vehicleType.placeholder')}</option>
          <ValueOptions values={vehicleTypes} label={(vehicle) => t(`vehicle.${vehicle}`)} />
        </select>
      </FormField>
      <div className="sm:col-span-2">
        <SubmitButton busy={isSubmitting} className="btn btn-primary w-full sm:w-auto">
          {t('form.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
