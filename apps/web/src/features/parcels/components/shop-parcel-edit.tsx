import {
  type ShopParcelEdit as Edit,
  parseTakaInput,
  receiverPhoneSchema,
  type ShopParcelPage,
} from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { useEditShopParcel } from '../api/shop-parcel';

type Fields = { name: string; phone: string; address: string; cod: string };
type Errors = Partial<Record<keyof Fields | 'form', string>>;

const fieldOf: Record<string, keyof Fields> = {
  receiverName: 'name',
  receiverPhone: 'phone',
  deliveryAddress: 'address',
  codAmountPoisha: 'cod',
};

/** What changed, as the route takes it; or the field the form refuses and why. */
export function editBody(fields: Fields, page: ShopParcelPage): { body: Edit } | { errors: Errors } {
  const { parcel } = page;
  const body: Edit = {};
  const errors: Errors = {};
  if (fields.name.trim() !== parcel.receiverName) body.receiverName = fields.name.trim();
  const phone = receiverPhoneSchema.safeParse(fields.phone);
  if (!phone.success) errors.phone = phone.error.issues[0]?.message ?? 'Receiver phone is required';
  else if (phone.data !== parcel.receiverPhone) body.receiverPhone = phone.data;
  if (fields.address.trim() !== parcel.deliveryAddress) body.deliveryAddress = fields.address.trim();
  // After pickup (a failed attempt) only the receiver is corrected, never the COD amount.
  if (parcel.paymentMethod === 'cod' && page.editable) {
    const poisha = parseTakaInput(fields.cod);
    if (poisha === undefined) errors.cod = 'COD amount must be a number';
    else if (poisha !== Math.round(parcel.codAmount * 100)) body.codAmountPoisha = poisha;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { body };
}

/** The sender changes the receiver or the COD amount while nobody has picked the parcel up. */
export function ShopParcelEdit({ page }: { page: ShopParcelPage }) {
  const { t } = useTranslation('parcels');
  const edit = useEditShopParcel(page.parcel.trackingId);
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const initial = (): Fields => ({
    name: page.parcel.receiverName,
    phone: page.parcel.receiverPhone ?? '',
    address: page.parcel.deliveryAddress,
    cod: String(page.parcel.codAmount),
  });
  const [fields, setFields] = useState<Fields>(initial);

  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-sm btn-outline"
        onClick={() => {
          setFields(initial());
          setErrors({});
          setOpen(true);
        }}
      >
        {t(page.editable ? 'page.edit' : 'decision.correct')}
      </button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = editBody(fields, page);
    if ('errors' in result) {
      setErrors(
        Object.fromEntries(
          Object.entries(result.errors).map(([key, message]) => [
            key,
            t(message, { ns: 'validation', defaultValue: message }),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      await edit.mutateAsync(result.body);
      setOpen(false);
      void showToast('success', t('page.saved'));
    } catch (error) {
      const text = errorText(error, ['parcels']);
      const field = error instanceof ApiError ? Object.keys(error.fields ?? {})[0] : undefined;
      setErrors(field && fieldOf[field] ? { [fieldOf[field]]: text } : { form: text });
    }
  }

  const control = (name: keyof Fields, label: string, multiline = false) => {
    const id = `shop-edit-${name}`;
    const error = errors[name];
    const common = {
      id,
      value: fields[name],
      onChange: (event: { target: { value: string } }) =>
        setFields({ ...fields, [name]: event.target.value }),
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? `${id}-error` : undefined,
    };
    return (
      <div>
        <label htmlFor={id} className="label mb-1 text-sm font-medium text-base-content">
          {label}
        </label>
        {multiline ? (
          <textarea {...common} rows={2} className={`textarea w-full ${error ? 'textarea-error' : ''}`} />
        ) : (
          <input
            {...common}
            inputMode={name === 'phone' ? 'tel' : name === 'cod' ? 'decimal' : undefined}
            className={`input w-full ${error ? 'input-error' : ''}`}
          />
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
      aria-label={t('page.editTitle')}
      noValidate
    >
      <p className="text-sm opacity-80">{t(page.editable ? 'page.editHint' : 'decision.correctHint')}</p>
      {control('name', t('field.receiverName'))}
      {control('phone', t('field.receiverPhone'))}
      {control('address', t('field.deliveryAddress'), true)}
      {page.parcel.paymentMethod === 'cod' && page.editable && control('cod', t('page.codTaka'))}
      {errors.form && (
        <p role="alert" className="text-sm text-error">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={edit.isPending}>
          {t('page.save')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
          {t('page.cancelEdit')}
        </button>
      </div>
    </form>
  );
}
