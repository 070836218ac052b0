import {
  type DeskAction,
  type DeskActionBody,
  deskReasonMessage,
  type ParcelStory,
  parseTakaInput,
} from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { useHubName } from '../../../lib/use-hub-name';
import { useDeskAction, useDeskHubs, useDeskRiders } from '../api/desk-api';
import { offeredActions } from '../offered-actions';

type Fields = { reason: string; riderId: string; hubId: string; address: string; phone: string; cod: string };

/** Builds the request from the form, or says which field is wrong. */
function bodyOf(
  action: DeskAction,
  fields: Fields,
  story: ParcelStory,
): DeskActionBody | { field: keyof Fields } {
  const reason = fields.reason.trim();
  if (reason.length < 3) return { field: 'reason' };
  if (action === 'reassign')
    return fields.riderId ? { action, reason, riderId: fields.riderId } : { field: 'riderId' };
  if (action === 'reroute')
    return fields.hubId ? { action, reason, hubId: fields.hubId } : { field: 'hubId' };
  if (action === 'correct') {
    const body: DeskActionBody = { action, reason };
    if (fields.address.trim() && fields.address.trim() !== story.parcel.deliveryAddress)
      body.deliveryAddress = fields.address.trim();
    if (fields.phone.trim() && fields.phone.trim() !== story.parcel.receiverPhone)
      body.receiverPhone = fields.phone.trim();
    if (fields.cod.trim()) {
      const poisha = parseTakaInput(fields.cod);
      if (poisha === undefined) return { field: 'cod' };
      if (poisha !== story.parcel.codAmountPoisha) body.codAmountPoisha = poisha;
    }
    return body;
  }
  return { action, reason };
}

const inputClass = (error: string | undefined, kind = 'input') =>
  `${kind} w-full ${error ? `${kind}-error` : ''}`;

/** Head office's corrections: pick one, fill what it needs and say why; the story below shows the record. */
export function DeskActions({ story }: { story: ParcelStory }) {
  const { t } = useTranslation('parcel-desk');
  const hubName = useHubName();
  const [action, setAction] = useState<DeskAction | null>(null);
  const [fields, setFields] = useState<Fields>({
    reason: '',
    riderId: '',
    hubId: '',
    address: '',
    phone: '',
    cod: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'form', string>>>({});
  const act = useDeskAction(story.parcel.trackingId);
  const hubs = useDeskHubs(action === 'reroute');
  const riders = useDeskRiders(action === 'reassign');
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function open(next: DeskAction) {
    setAction(next);
    setErrors({});
    setFields({
      reason: '',
      riderId: '',
      hubId: '',
      address: story.parcel.deliveryAddress,
      phone: story.parcel.receiverPhone ?? '',
      cod: String(story.parcel.codAmountPoisha / 100),
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!action) return;
    const body = bodyOf(action, fields, story);
    if ('field' in body) {
      setErrors({
        [body.field]:
          body.field === 'reason' ? t(deskReasonMessage, { ns: 'errors' }) : t(`required.${body.field}`),
      });
      return;
    }
    try {
      await act.mutateAsync(body);
      setAction(null);
      await showToast('success', t('done', { action: t(`action.${action}`) }));
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fields : undefined;
      const text = errorText(error, ['parcel-desk']);
      if (fieldErrors?.reason) setErrors({ reason: text });
      else if (fieldErrors?.codAmountPoisha) setErrors({ cod: text });
      else if (fieldErrors?.receiverPhone) setErrors({ phone: text });
      else setErrors({ form: text });
    }
  }

  const field = (name: keyof Fields, label: string, control: React.ReactNode) => (
    <div>
      <label htmlFor={`desk-${name}`} className="label mb-1 text-sm font-medium text-base-content">
        {label}
      </label>
      {control}
      {errors[name] && (
        <p id={`desk-${name}-error`} className="mt-1 text-sm text-error">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const aria = (name: keyof Fields) => ({
    id: `desk-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `desk-${name}-error` : undefined,
  });

  return (
    <section aria-labelledby="desk-actions" className="rounded-box border border-primary/40 bg-base-200 p-4">
      <h2 id="desk-actions" className="mb-3 text-lg font-semibold">
        {t('actions.title')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {offeredActions(story).map((one) => (
          <button
            key={one}
            type="button"
            className={`btn btn-sm ${action === one ? 'btn-primary' : 'btn-outline'}`}
            aria-pressed={action === one}
            onClick={() => open(one)}
            data-action={one}
          >
            {t(`action.${one}`)}
          </button>
        ))}
      </div>
      {action && (
        <form className="mt-4 space-y-3" onSubmit={submit} noValidate data-testid="desk-form">
          <p className="text-sm">{t(`explain.${action}`)}</p>
          {action === 'reassign' &&
            field(
              'riderId',
              t('field.rider'),
              <select
                {...aria('riderId')}
                className={inputClass(errors.riderId, 'select')}
                value={fields.riderId}
                onChange={set('riderId')}
              >
                <option value="">{t('field.choose')}</option>
                {(riders.data ?? []).map((rider) => (
                  <option key={rider._id} value={rider._id}>
                    {rider.name} · {rider.region}
                  </option>
                ))}
              </select>,
            )}
          {action === 'reroute' &&
            field(
              'hubId',
              t('field.hub'),
              <select
                {...aria('hubId')}
                className={inputClass(errors.hubId, 'select')}
                value={fields.hubId}
                onChange={set('hubId')}
              >
                <option value="">{t('field.choose')}</option>
                {(hubs.data ?? [])
                  .filter((hub) => hub.active && hub.id !== story.route.destination?.id)
                  .map((hub) => (
                    <option key={hub.id} value={hub.id}>
                      {hub.code} · {hubName(hub)}
                    </option>
                  ))}
              </select>,
            )}
          {action === 'correct' && (
            <>
              {field(
                'address',
                t('field.address'),
                <textarea
                  {...aria('address')}
                  className={inputClass(errors.address, 'textarea')}
                  rows={2}
                  maxLength={300}
                  value={fields.address}
                  onChange={set('address')}
                />,
              )}
              {field(
                'phone',
                t('field.phone'),
                <input
                  {...aria('phone')}
                  className={inputClass(errors.phone)}
                  inputMode="tel"
                  value={fields.phone}
                  onChange={set('phone')}
                />,
              )}
              {story.parcel.paymentMethod === 'cod' &&
                field(
                  'cod',
                  t('field.cod'),
                  <input
                    {...aria('cod')}
                    className={inputClass(errors.cod)}
                    inputMode="decimal"
                    value={fields.cod}
                    onChange={set('cod')}
                  />,
                )}
            </>
          )}
          {field(
            'reason',
            t('field.reason'),
            <textarea
              {...aria('reason')}
              className={inputClass(errors.reason, 'textarea')}
              rows={2}
              maxLength={500}
              value={fields.reason}
              onChange={set('reason')}
            />,
          )}
          {errors.form && (
            <p role="alert" className="text-sm text-error">
              {errors.form}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary btn-sm" disabled={act.isPending}>
              {act.isPending && <span className="loading loading-spinner loading-xs" aria-hidden />}
              {t(`submit.${action}`)}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAction(null)}>
              {t('actions.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
