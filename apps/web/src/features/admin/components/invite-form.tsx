import { hubPositions, type InvitePerson, inviteRoles, vehicleTypes } from '@desh/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiUserPlus } from 'react-icons/fi';
import { ApiError, api } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { useHubName } from '../../../lib/use-hub-name';
import { useInvitePerson } from '../api/suspend-user';

type HubOption = { id: string; code: string; name: string; nameBn: string; active: boolean };
type Fields = {
  phone: string;
  name: string;
  role: InvitePerson['role'];
  hubId: string;
  position: string;
  vehicleType: string;
};
const empty: Fields = {
  phone: '',
  name: '',
  role: 'rider',
  hubId: '',
  position: 'operator',
  vehicleType: '',
};

/**
 * Invite a rider or hub staff by phone, with the role and the hub, in one step: nobody has to sign up
 * first; the person gets an SMS saying where to sign in with a one-time code.
 */
export function InviteForm() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const hubName = useHubName();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invite = useInvitePerson();
  const hubs = useQuery({
    queryKey: ['hubs'],
    queryFn: ({ signal }) => api<HubOption[]>('/hubs', { signal }),
    enabled: open,
  });
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!fields.phone.trim()) missing.phone = t('invite.required.phone');
    if (fields.name.trim().length < 2) missing.name = t('invite.required.name');
    if (!fields.hubId) missing.hubId = t('invite.required.hub');
    if (fields.role === 'rider' && !fields.vehicleType) missing.vehicleType = t('invite.required.vehicle');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const result = await invite.mutateAsync({
        phone: fields.phone,
        name: fields.name.trim(),
        role: fields.role,
        hubId: fields.hubId,
        ...(fields.role === 'hub' ? { position: fields.position as InvitePerson['position'] } : {}),
        ...(fields.role === 'rider'
          ? { vehicleType: fields.vehicleType as InvitePerson['vehicleType'] }
          : {}),
      });
      await showToast(
        'success',
        t(result.created ? 'invite.done.created' : 'invite.done.existing', { phone: fields.phone }),
      );
      setFields(empty);
      setOpen(false);
    } catch (error) {
      const field = error instanceof ApiError ? Object.keys(error.fields ?? {})[0] : undefined;
      setErrors({ [field && field in empty ? field : 'form']: errorText(error) });
    }
  }

  const control = (name: keyof Fields) => ({
    id: `invite-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `invite-${name}-error` : undefined,
    value: fields[name],
    onChange: set(name),
  });
  const field = (name: keyof Fields, label: string, input: React.ReactNode) => (
    <div>
      <label htmlFor={`invite-${name}`} className="label mb-1 text-sm font-medium text-base-content">
        {label}
      </label>
      {input}
      {errors[name] && (
        <p id={`invite-${name}-error`} className="mt-1 text-sm text-error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  if (!open) {
    return (
      <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen(true)}>
        <FiUserPlus aria-hidden />
        {t('invite.open')}
      </button>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-box border border-primary/40 bg-base-200 p-4"
      data-testid="invite-form"
    >
      <h2 className="text-lg font-semibold">{t('invite.title')}</h2>
      <p className="text-sm">{t('invite.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {field(
          'phone',
          t('invite.phone'),
          <input
            {...control('phone')}
            className="input w-full"
            inputMode="tel"
            autoComplete="off"
            placeholder="01XXXXXXXXX"
          />,
        )}
        {field(
          'name',
          t('invite.name'),
          <input {...control('name')} className="input w-full" autoComplete="off" maxLength={100} />,
        )}
        {field(
          'role',
          t('invite.role'),
          <select {...control('role')} className="select w-full">
            {inviteRoles.map((role) => (
              <option key={role} value={role}>
                {tc(`role.${role}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'hubId',
          t('invite.hub'),
          <select {...control('hubId')} className="select w-full">
            <option value="">{t('invite.choose')}</option>
            {(hubs.data ?? [])
              .filter((hub) => hub.active)
              .map((hub) => (
                <option key={hub.id} value={hub.id}>
                  {hub.code} · {hubName(hub)}
                </option>
              ))}
          </select>,
        )}
        {fields.role === 'hub'
          ? field(
              'position',
              t('invite.position'),
              <select {...control('position')} className="select w-full">
                {hubPositions.map((position) => (
                  <option key={position} value={position}>
                    {t(`invite.positions.${position}`)}
                  </option>
                ))}
              </select>,
            )
          : field(
              'vehicleType',
              t('invite.vehicle'),
              <select {...control('vehicleType')} className="select w-full">
                <option value="">{t('invite.choose')}</option>
                {vehicleTypes.map((vehicle) => (
                  <option key={vehicle} value={vehicle}>
                    {t(`invite.vehicles.${vehicle}`)}
                  </option>
                ))}
              </select>,
            )}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-error">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={invite.isPending}>
          {invite.isPending && <span className="loading loading-spinner loading-xs" aria-hidden />}
          {t('invite.submit')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
