import { holidayBodySchema, holidayDateParamsSchema } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FormField, fieldBinder } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/error-text';
import { showPopup, showToast } from '../../../lib/popups';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveHoliday } from '../api/holidays';

const holidayFormSchema = holidayBodySchema.extend(holidayDateParamsSchema.shape);
type HolidayForm = { date: string; nameEn: string; nameBn: string };

/** Adds a public holiday, or renames the one on that day. */
export function HolidayForm() {
  const { t } = useTranslation('admin');
  const save = useSaveHoliday();
  const { register, handleSubmit, reset, errors, isSubmitting } = useZodForm<HolidayForm>(holidayFormSchema, {
    date: '',
    nameEn: '',
    nameBn: '',
  });
  const bind = fieldBinder<keyof HolidayForm, ReturnType<typeof register>>(
    'holiday',
    (name) => errors[name]?.message,
    (name) => register(name),
  );
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      reset();
      void showToast('success', t('holidays.saved'));
    } catch (error) {
      await showPopup({ icon: 'error', title: t('holidays.saveFailed'), text: errorText(error) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body grid gap-4 p-4 sm:grid-cols-3">
        <FormField id="holiday-date" label={t('holidays.field.date')} error={errors.date?.message}>
          <input type="date" {...bind('date')} />
        </FormField>
        <FormField id="holiday-nameBn" label={t('holidays.field.nameBn')} error={errors.nameBn?.message}>
          <input type="text" lang="bn" {...bind('nameBn')} />
        </FormField>
        <FormField id="holiday-nameEn" label={t('holidays.field.nameEn')} error={errors.nameEn?.message}>
          <input type="text" lang="en" {...bind('nameEn')} />
        </FormField>
        <div className="sm:col-span-3">
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting}>
            {t('holidays.save')}
          </button>
        </div>
      </div>
    </form>
  );
}
