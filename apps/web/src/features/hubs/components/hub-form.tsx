import { type CreateHubInput, createHubSchema, type Hub, hubKindList } from '@desh/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField, fieldBinder } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { showPopup, showToast } from '../../../lib/popups';
import { useZodForm } from '../../../lib/use-zod-form';
import { DistrictSelect } from '../../areas/components/district-select';
import { useDistrictName } from '../../areas/hooks/use-district-name';
import { useHubMutations } from '../api/hubs';
import { hubsError } from '../hubs-error';

// One form for both: when editing, code and district are shown but not changed (the API keeps them).
const hubFormSchema = createHubSchema.extend({ active: z.boolean() });
type HubFormValues = z.input<typeof hubFormSchema>;
type FieldName = keyof HubFormValues;

const empty: HubFormValues = {
  code: '',
  name: '',
  nameBn: '',
  district: '' as CreateHubInput['district'],
  address: '',
  kinds: ['pickup', 'last_mile'],
  active: true,
};

const valuesOf = (hub: Hub): HubFormValues => ({
  code: hub.code,
  name: hub.name,
  nameBn: hub.nameBn,
  district: hub.district as CreateHubInput['district'],
  address: hub.address,
  kinds: [...hub.kinds],
  active: hub.active,
});

/** Opens a hub, or changes `editing`. */
export function HubForm({ editing, onDone }: { editing?: Hub; onDone: (hub: Hub) => void }) {
  const { t } = useTranslation('hubs');
  const districtName = useDistrictName();
  const { create, update } = useHubMutations();
  const { register, handleSubmit, control, setError, errors, isSubmitting } = useZodForm<HubFormValues>(
    hubFormSchema,
    editing ? valuesOf(editing) : empty,
  );
  const prefix = editing ? `hub-edit` : 'hub-new';

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = editing
        ? await update.mutateAsync({
            id: editing.id,
            input: {
              name: values.name,
              nameBn: values.nameBn,
              address: values.address,
              kinds: values.kinds,
              active: values.active,
            },
          })
        : await create.mutateAsync(values);
      void showToast('success', editing ? t('form.saved') : t('form.created'));
      onDone(saved);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in hubFormSchema.shape) setError(name as FieldName, { message });
        }
      }
      await showPopup({ icon: 'error', title: t('form.failed'), text: hubsError(error) });
    }
  });

  const err = (name: FieldName) => errors[name]?.message;
  const bind = fieldBinder(prefix, err, register);
  // A new hub's code has a hint under it; an existing one's is read-only.
  const codeControl = bind('code', 'input', !editing);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="card border border-base-300 bg-base-100"
      aria-label={editing ? t('form.edit') : t('form.new')}
    >
      <div className="card-body grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
        <h3 className="text-lg font-semibold sm:col-span-2">{editing ? t('form.edit') : t('form.new')}</h3>
        <FormField
          id={`${prefix}-code`}
          label={t('field.code')}
          error={err('code')}
          hint={editing ? undefined : t('field.codeHint')}
        >
          <input
            type="text"
            autoCapitalize="characters"
            readOnly={Boolean(editing)}
            {...codeControl}
            className={`${codeControl.className} font-mono uppercase`}
          />
        </FormField>
        <FormField id={`${prefix}-district`} label={t('field.district')} error={err('district')}>
          {editing ? (
            <p id={`${prefix}-district`} className="py-2">
              {districtName(editing.district)}
            </p>
          ) : (
            <Controller
              control={control}
              name="district"
              render={({ field }) => (
                <DistrictSelect
                  id={`${prefix}-district`}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  inputRef={field.ref}
                  invalid={Boolean(err('district'))}
                  describedBy={err('district') ? `${prefix}-district-error` : undefined}
                />
              )}
            />
          )}
        </FormField>
        <FormField id={`${prefix}-name`} label={t('field.name')} error={err('name')}>
          <input type="text" {...bind('name')} />
        </FormField>
        <FormField id={`${prefix}-nameBn`} label={t('field.nameBn')} error={err('nameBn')}>
          <input type="text" lang="bn" {...bind('nameBn')} />
        </FormField>
        <FormField
          id={`${prefix}-address`}
          label={t('field.address')}
          error={err('address')}
          className="sm:col-span-2"
        >
          <textarea rows={2} {...bind('address', 'textarea')} />
        </FormField>
        <fieldset
          className="sm:col-span-2"
          aria-describedby={err('kinds') ? `${prefix}-kinds-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t('field.kinds')}</legend>
          <div className="flex flex-wrap gap-4">
            {hubKindList.map((kind) => (
              <label key={kind} className="flex cursor-pointer items-center gap-2">
                <input type="checkbox" value={kind} className="checkbox checkbox-sm" {...register('kinds')} />
                <span>{t(`kind.${kind}`)}</span>
              </label>
            ))}
          </div>
          {err('kinds') && (
            <p id={`${prefix}-kinds-error`} role="alert" className="mt-1 text-sm text-error">
              {t(err('kinds') ?? '', { ns: 'validation' })}
            </p>
          )}
        </fieldset>
        {editing && (
          <label className="flex cursor-pointer items-center gap-2 sm:col-span-2">
            <input type="checkbox" className="toggle toggle-sm toggle-success" {...register('active')} />
            <span>{t('field.active')}</span>
          </label>
        )}
        <div className="flex justify-end sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {editing ? t('form.save') : t('form.create')}
          </button>
        </div>
      </div>
    </form>
  );
}
