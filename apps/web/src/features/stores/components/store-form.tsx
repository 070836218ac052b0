import { codModes, defaultCodMode, type Store, type StoreInput, storeInputSchema } from '@desh/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldBinder, SubmitButton, ValueOptions } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showPopup, showToast } from '../../../lib/popups';
import { useZodForm } from '../../../lib/use-zod-form';
import { DistrictSelect } from '../../areas/components/district-select';
import { UpazilaSelect } from '../../areas/components/upazila-select';
import { useAreaReset } from '../../areas/hooks/use-area-reset';
import { useStoreMutations } from '../api/stores';

// The district starts unchosen; the schema then asks for one.
const empty = {
  name: '',
  contactPhone: '',
  address: '',
  district: '' as StoreInput['district'],
  upazila: '',
  isDefault: false,
  codMode: defaultCodMode,
} satisfies StoreInput;

function valuesOf(store: Store): StoreInput {
  return {
    name: store.name,
    contactPhone: store.contactPhone,
    address: store.address,
    district: store.district as StoreInput['district'],
    upazila: store.upazila ?? '',
    isDefault: store.isDefault,
    codMode: store.codMode,
  };
}

/** Adds a store, or changes `editing`; the list refreshes either way. */
export function StoreForm({ editing, onDone }: { editing?: Store; onDone: () => void }) {
  const { t } = useTranslation('stores');
  const { create, update } = useStoreMutations();
  const {
    register,
    handleSubmit,
    control,
    watch,
    setValue,
    getValues,
    setError,
    reset,
    errors,
    isSubmitting,
  } = useZodForm<StoreInput>(storeInputSchema, editing ? valuesOf(editing) : empty);
  const district = watch('district');
  useAreaReset(
    district,
    () => ({ district: getValues('district'), upazila: getValues('upazila') }),
    () => setValue('upazila', ''),
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, input: values });
      else {
        await create.mutateAsync(values);
        // The next store starts empty: kept fields (a ticked "default") would quietly carry over.
        reset(empty);
      }
      void showToast('success', editing ? t('saved') : t('added'));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in storeInputSchema.shape) setError(name as keyof StoreInput, { message });
        }
      }
      await showPopup({ icon: 'error', title: t('failed'), text: errorText(error) });
    }
  });

  const err = (name: keyof StoreInput) => errors[name]?.message;
  const bind = fieldBinder('store', err, register);

  return (
    <form onSubmit={onSubmit} noValidate className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
        <h2 className="text-lg font-semibold sm:col-span-2">{editing ? t('form.edit') : t('form.add')}</h2>
        <FormField id="store-name" label={t('field.name')} error={err('name')}>
          <input type="text" {...bind('name')} />
        </FormField>
        <FormField id="store-contactPhone" label={t('field.contactPhone')} error={err('contactPhone')}>
          <input type="tel" inputMode="tel" {...bind('contactPhone')} />
        </FormField>
        <FormField
          id="store-address"
          label={t('field.address')}
          error={err('address')}
          className="sm:col-span-2"
        >
          <textarea rows={2} {...bind('address', 'textarea')} />
        </FormField>
        <FormField id="store-district" label={t('field.district')} error={err('district')}>
          <Controller
            control={control}
            name="district"
            render={({ field }) => (
              <DistrictSelect
                id="store-district"
                value={field.value ?? ''}
                onChange={field.onChange}
                inputRef={field.ref}
                invalid={Boolean(err('district'))}
                describedBy={err('district') ? 'store-district-error' : undefined}
              />
            )}
          />
        </FormField>
        <FormField id="store-upazila" label={t('field.upazila')} error={err('upazila')}>
          <Controller
            control={control}
            name="upazila"
            render={({ field }) => (
              <UpazilaSelect
                id="store-upazila"
                district={district || undefined}
                value={field.value ?? ''}
                onChange={field.onChange}
                invalid={Boolean(err('upazila'))}
                describedBy={err('upazila') ? 'store-upazila-error' : undefined}
              />
            )}
          />
        </FormField>
        <FormField
          id="store-codMode"
          label={t('field.codMode')}
          hint={t('field.codMode.hint')}
          error={err('codMode')}
          className="sm:col-span-2"
        >
          <select {...bind('codMode', 'select', true)}>
            <ValueOptions values={codModes} label={(mode) => t(`codMode.${mode}`)} />
          </select>
        </FormField>
        <label className="flex cursor-pointer items-center gap-2 sm:col-span-2">
          <input type="checkbox" className="size-5 accent-primary" {...register('isDefault')} />
          <span>{t('field.isDefault')}</span>
        </label>
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          {editing && (
            <button type="button" className="btn" onClick={onDone}>
              {t('form.cancel')}
            </button>
          )}
          <SubmitButton busy={isSubmitting}>{editing ? t('form.save') : t('form.submit')}</SubmitButton>
        </div>
      </div>
    </form>
  );
}
