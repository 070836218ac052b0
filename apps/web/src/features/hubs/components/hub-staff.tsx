import { type AddHubStaffInput, addHubStaffSchema, type Hub, hubPositions } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { controlProps, FormField } from '../../../components/ui/form-field';
import { QueryFallback } from '../../../components/ui/load-error';
import { RowList } from '../../../components/ui/row-list';
import { ApiError } from '../../../lib/api-client';
import { changeWithFeedback } from '../../../lib/mutation-flow';
import { confirmPopup, showPopup, showToast } from '../../../lib/popups';
import { useZodForm } from '../../../lib/use-zod-form';
import { useHubStaff, useHubStaffMutations } from '../api/staff';
import { useHubName } from '../hooks/use-hub-name';
import { hubsError } from '../hubs-error';

/** The hub's managers and operators: add an existing account by email, or take someone off. */
export function HubStaff({ hub }: { hub: Hub }) {
  const { t } = useTranslation('hubs');
  const hubName = useHubName();
  const staff = useHubStaff(hub.id);
  const { add, remove } = useHubStaffMutations(hub.id);
  const { register, handleSubmit, reset, setError, errors, isSubmitting } = useZodForm<AddHubStaffInput>(
    addHubStaffSchema,
    { email: '', position: 'operator' },
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      reset({ email: '', position: values.position });
      void showToast('success', t('staff.added'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setError('email', { message: error.message });
      await showPopup({ icon: 'error', title: t('staff.failed'), text: hubsError(error) });
    }
  });

  const onRemove = async (userId: string, name: string) => {
    const sure = await confirmPopup({
      title: t('staff.removeTitle'),
      text: t('staff.removeText', { name, hub: hubName(hub) }),
      confirmText: t('staff.remove'),
      cancelText: t('cancel'),
    });
    if (sure)
      await changeWithFeedback(
        () => remove.mutateAsync(userId),
        t('staff.removed'),
        t('staff.failed'),
        hubsError,
      );
  };

  const emailError = errors.email?.message;
  return (
    <section aria-labelledby="hub-staff-title" className="space-y-3">
      <h3 id="hub-staff-title" className="text-lg font-semibold">
        {t('staff.title')}
      </h3>
      {!staff.isSuccess ? (
        <QueryFallback query={staff} message={t('load.staff')} retryLabel={t('retry')} />
      ) : (
        <RowList
          items={staff.data}
          empty={<p className="rounded-box bg-base-200 p-4 text-sm">{t('staff.none')}</p>}
          aria-label={t('staff.title')}
        >
          {(member) => (
            <li
              key={member.userId}
              className="flex flex-wrap items-center gap-2 p-3"
              data-testid="hub-staff"
              data-email={member.email}
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium">{member.name}</p>
                <p className="text-xs break-all opacity-80">{member.email}</p>
              </div>
              <span className="badge badge-outline">{t(`position.${member.position}`)}</span>
              <button
                type="button"
                className="btn btn-ghost btn-sm text-error"
                onClick={() => void onRemove(member.userId, member.name)}
                disabled={remove.isPending}
              >
                {t('staff.remove')}
              </button>
            </li>
          )}
        </RowList>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <FormField
          id="staff-email"
          label={t('staff.email')}
          error={emailError ? t(emailError, { ns: ['validation', 'errors'] }) : undefined}
        >
          <input
            type="email"
            autoComplete="off"
            {...controlProps('staff-email', emailError)}
            className={`input w-full ${emailError ? 'input-error' : ''}`}
            {...register('email')}
          />
        </FormField>
        <FormField id="staff-position" label={t('staff.position')}>
          <select id="staff-position" className="select w-full" {...register('position')}>
            {hubPositions.map((position) => (
              <option key={position} value={position}>
                {t(`position.${position}`)}
              </option>
            ))}
          </select>
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('staff.add')}
        </button>
      </form>
    </section>
  );
}
