import {
  type CodMode,
  type CreateParcelInput,
  codModes,
  createParcelSchema,
  defaultCodMode,
  deliveryFeeRequiredMessage,
  deliveryTypes,
  feeWaitsForQuoteMessage,
  parcelTypes,
  paymentMethods,
  smsLanguages,
  weightKgMessage,
  weightMessage,
} from '@desh/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { controlProps, FormField, ValueOptions } from '../../../components/ui/form-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { DistrictSelect } from '../../areas/components/district-select';
import { UpazilaSelect } from '../../areas/components/upazila-select';
import { AddressWarning } from '../../receivers/components/address-warning';
import { ReceiverRecordBadge } from '../../receivers/components/receiver-record-badge';
import { StorePicker } from '../../stores/components/store-picker';
import { useBookingAreas } from '../hooks/use-booking-areas';
import { useBookingQuote } from '../hooks/use-booking-quote';
import { useBookingSubmit } from '../hooks/use-booking-submit';
import { BookingConfirmation } from './booking-confirmation';
import { CodSplitSummary } from './cod-split-summary';
import { QuoteSummary } from './quote-summary';

const emptyForm = {
  parcelTitle: '',
  receiverName: '',
  receiverPhone: '',
  receiverLanguage: 'bn',
  pickupAddress: '',
  deliveryAddress: '',
  pickupDistrict: '',
  deliveryDistrict: '',
  pickupUpazila: '',
  deliveryUpazila: '',
  storeId: '',
  deliveryType: 'regular',
  codMode: defaultCodMode,
} satisfies Partial<CreateParcelInput>;

// Written out in full so Tailwind finds the class names in the source.
const errorClass = { input: 'input-error', select: 'select-error', textarea: 'textarea-error' } as const;

export function BookParcelForm() {
  const { t } = useTranslation('parcels');
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    reset,
    watch,
    getValues,
    setFocus,
    errors,
    isSubmitting,
  } = useZodForm<CreateParcelInput>(createParcelSchema, emptyForm);
  const { input, quote, fee, expressOffered } = useBookingQuote(control, setValue);
  const { submit, booked, dismissBooked } = useBookingSubmit({ reset, setError });
  const isCod = watch('paymentMethod') === 'cod';
  const codMode: CodMode = watch('codMode') ?? defaultCodMode;
  /** The mode names its amount: all in (`amountToCollect`) or the goods' value (`codAmount`). */
  const cashField = codMode === 'fee_from_payout' ? 'amountToCollect' : 'codAmount';
  const isExchange = watch('exchange') === true;
  const areas = useBookingAreas({ watch, setValue, getValues });
  const onSubmit = handleSubmit(submit);

  const err = (name: keyof CreateParcelInput) => errors[name]?.message;
  /** id, aria wiring and daisyUI classes (red outline when invalid) for one control. */
  const field = (name: keyof CreateParcelInput, kind: keyof typeof errorClass, hint = false) => ({
    ...controlProps(`book-${name}`, err(name), hint),
    className: `${kind} w-full ${err(name) ? errorClass[kind] : ''}`,
  });

  return (
    <div className="mx-auto max-w-3xl">
      {booked && (
        <BookingConfirmation
          parcel={booked}
          onDismiss={dismissBooked}
          onBookAnother={() => {
            dismissBooked();
            setFocus('parcelTitle');
          }}
        />
      )}
      <form onSubmit={onSubmit} noValidate className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6 p-4 sm:p-8">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-lg font-semibold">{t('section.parcel')}</legend>
            <FormField id="book-parcelTitle" label={t('field.parcelTitle')} error={err('parcelTitle')}>
              <input type="text" {...field('parcelTitle', 'input')} {...register('parcelTitle')} />
            </FormField>
            <FormField id="book-parcelType" label={t('field.parcelType')} error={err('parcelType')}>
              <select {...field('parcelType', 'select')} {...register('parcelType')}>
                <option value="">{t('field.parcelType.placeholder')}</option>
                <ValueOptions values={parcelTypes} label={(type) => t(`type.${type}`)} />
              </select>
            </FormField>
            <FormField
              id="book-weightGrams"
              label={t('field.weight')}
              hint={t('field.weight.hint')}
              error={err('weightGrams') === weightMessage ? weightKgMessage : err('weightGrams')}
            >
              {/* Merchants weigh in kilograms; the API takes grams. */}
              <input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.1"
                {...field('weightGrams', 'input', true)}
                {...register('weightGrams', {
                  setValueAs: (value: string) =>
                    value === '' || value === undefined ? undefined : Math.round(Number(value) * 1000),
                })}
              />
            </FormField>
            <FormField
              id="book-deliveryType"
              label={t('field.deliveryType')}
              hint={t('field.deliveryType.hint')}
              error={err('deliveryType')}
            >
              <select {...field('deliveryType', 'select', true)} {...register('deliveryType')}>
                {deliveryTypes.map((type) => (
                  <option key={type} value={type} disabled={type === 'express' && !expressOffered}>
                    {t(`deliveryType.${type}`)}
                  </option>
                ))}
              </select>
            </FormField>
            {/* An exchange: the rider also collects the old item, which comes back as a parcel of its own. */}
            <label className="flex min-h-11 cursor-pointer items-center gap-3 sm:col-span-2">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                {...register('exchange', { shouldUnregister: true })}
              />
              <span>{t('field.exchange')}</span>
            </label>
            {isExchange && (
              <FormField
                id="book-exchangeItem"
                label={t('field.exchangeItem')}
                hint={t('field.exchangeItem.hint')}
                error={err('exchangeItem')}
                className="sm:col-span-2"
              >
                <input
                  type="text"
                  {...field('exchangeItem', 'input', true)}
                  {...register('exchangeItem', { shouldUnregister: true })}
                />
              </FormField>
            )}
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-lg font-semibold">{t('section.receiver')}</legend>
            <FormField id="book-receiverName" label={t('field.receiverName')} error={err('receiverName')}>
              <input
                type="text"
                autoComplete="off"
                {...field('receiverName', 'input')}
                {...register('receiverName')}
              />
            </FormField>
            <FormField
              id="book-receiverPhone"
              label={t('field.receiverPhone')}
              hint={t('field.receiverPhone.hint')}
              error={err('receiverPhone')}
            >
              <input
                type="tel"
                inputMode="tel"
                autoComplete="off"
                {...field('receiverPhone', 'input', true)}
                {...register('receiverPhone')}
              />
              <div className="mt-2">
                <ReceiverRecordBadge phone={watch('receiverPhone') ?? ''} enabled={isCod} />
              </div>
            </FormField>
            <FormField
              id="book-receiverLanguage"
              label={t('field.receiverLanguage')}
              error={err('receiverLanguage')}
            >
              <select {...field('receiverLanguage', 'select')} {...register('receiverLanguage')}>
                <ValueOptions
                  values={smsLanguages}
                  label={(language) => t(`field.receiverLanguage.${language}`)}
                />
              </select>
            </FormField>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-lg font-semibold">{t('section.route')}</legend>
            <StorePicker
              value={watch('storeId') ?? ''}
              onPick={areas.pickStore}
              canPrefill={areas.canPrefill}
            />
            <FormField id="book-pickupAddress" label={t('field.pickupAddress')} error={err('pickupAddress')}>
              <textarea rows={2} {...field('pickupAddress', 'textarea')} {...register('pickupAddress')} />
            </FormField>
            <FormField
              id="book-deliveryAddress"
              label={t('field.deliveryAddress')}
              error={err('deliveryAddress')}
            >
              <textarea rows={2} {...field('deliveryAddress', 'textarea')} {...register('deliveryAddress')} />
              <div className="mt-2">
                <AddressWarning
                  address={watch('deliveryAddress') ?? ''}
                  hasPhone={Boolean(watch('receiverPhone'))}
                />
              </div>
            </FormField>
            {(['pickupDistrict', 'deliveryDistrict'] as const).map((name) => (
              <FormField key={name} id={`book-${name}`} label={t(`field.${name}`)} error={err(name)}>
                <Controller
                  control={control}
                  name={name}
                  render={({ field: control }) => (
                    <DistrictSelect
                      id={`book-${name}`}
                      optional
                      value={control.value ?? ''}
                      onChange={control.onChange}
                      inputRef={control.ref}
                      invalid={Boolean(err(name))}
                      describedBy={err(name) ? `book-${name}-error` : undefined}
                    />
                  )}
                />
              </FormField>
            ))}
            {(['pickupUpazila', 'deliveryUpazila'] as const).map((name) => (
              <FormField key={name} id={`book-${name}`} label={t(`field.${name}`)} error={err(name)}>
                <Controller
                  control={control}
                  name={name}
                  render={({ field: control }) => (
                    <UpazilaSelect
                      id={`book-${name}`}
                      district={
                        (name === 'pickupUpazila' ? areas.pickupDistrict : areas.deliveryDistrict) ||
                        undefined
                      }
                      value={control.value ?? ''}
                      onChange={control.onChange}
                      invalid={Boolean(err(name))}
                      describedBy={err(name) ? `book-${name}-error` : undefined}
                    />
                  )}
                />
              </FormField>
            ))}
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-lg font-semibold">{t('section.payment')}</legend>
            <FormField id="book-paymentMethod" label={t('field.paymentMethod')} error={err('paymentMethod')}>
              <select {...field('paymentMethod', 'select')} {...register('paymentMethod')}>
                <option value="">{t('field.paymentMethod.placeholder')}</option>
                <ValueOptions values={paymentMethods} label={(method) => t(`payment.${method}`)} />
              </select>
            </FormField>
            {isCod && (
              <fieldset className="sm:col-span-2" aria-describedby="book-codMode-hint">
                <legend className="mb-2 font-medium">{t('field.codMode')}</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {codModes.map((mode) => (
                    <label
                      key={mode}
                      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-box border border-base-300 p-3 has-checked:border-primary"
                    >
                      <input
                        type="radio"
                        className="radio radio-primary mt-0.5"
                        value={mode}
                        {...register('codMode', { shouldUnregister: true })}
                      />
                      <span>
                        <span className="block font-medium">{t(`codMode.${mode}`)}</span>
                        <span className="block text-sm opacity-80">{t(`codMode.${mode}.hint`)}</span>
                      </span>
                    </label>
                  ))}
                </div>
                <p id="book-codMode-hint" className="mt-1 text-sm opacity-80">
                  {t('field.codMode.hint')}
                </p>
              </fieldset>
            )}
            {isCod && (
              <FormField
                key={cashField}
                id={`book-${cashField}`}
                label={t(`field.${cashField}`)}
                hint={t(`field.${cashField}.hint`)}
                error={err(cashField)}
              >
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  {...field(cashField, 'input', true)}
                  {...register(cashField, {
                    setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
                    shouldUnregister: true,
                  })}
                />
              </FormField>
            )}
            <div className="sm:col-span-2">
              <QuoteSummary fee={fee} loading={input !== undefined && quote.isPending} />
            </div>
            {isCod && fee && (
              <div className="sm:col-span-2">
                <CodSplitSummary codMode={codMode} cashTaka={watch(cashField)} feeTaka={fee.total} />
              </div>
            )}
            <FormField
              id="book-deliveryFee"
              label={t('field.deliveryFee')}
              hint={t('field.deliveryFee.hint')}
              error={
                err('deliveryFee') === deliveryFeeRequiredMessage
                  ? feeWaitsForQuoteMessage
                  : err('deliveryFee')
              }
            >
              {/* The courier's price, never the sender's: shown here, charged by the server whatever is sent. */}
              <input
                type="number"
                inputMode="decimal"
                readOnly
                {...field('deliveryFee', 'input', true)}
                className={`${field('deliveryFee', 'input', true).className} bg-base-200 font-semibold`}
                {...register('deliveryFee', { valueAsNumber: true })}
              />
            </FormField>
          </fieldset>

          <button
            type="submit"
            className="btn btn-primary w-full sm:w-auto sm:self-end"
            disabled={isSubmitting}
          >
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden />}
            {t('booking.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
