import {
  deliveryTypes,
  districts,
  formatTaka,
  type PriceCalculatorAnswer,
  type PriceCalculatorFlash,
  type PriceCalculatorInput,
  parcelTypes,
  priceCalculatorFields,
  priceCalculatorRefusal,
  priceCalculatorRows,
} from '@desh/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { getPrice } from '../api/get-price';
import { SectionHeading } from './section-heading';

const inputClass = 'input w-full';
const selectClass = 'select w-full';
const labelClass = 'mb-1 block font-medium text-sm';

function fieldsOf(form: HTMLFormElement): PriceCalculatorInput {
  const data = new FormData(form);
  return Object.fromEntries(priceCalculatorFields.map((name) => [name, String(data.get(name) ?? '')]));
}

/** The price and its parts, as the server draws them for a form sent without scripts (page-forms.ts). */
export function PriceResult({ answer, language }: { answer: PriceCalculatorAnswer; language: string }) {
  const { t } = useTranslation('home');
  const locale = language === 'bn' ? 'bn' : 'en';
  return (
    <div className="mt-6 rounded-box border border-primary/40 bg-base-100 p-5" data-testid="price-result">
      <p className="text-base-content/80 text-sm">{t(`price.zone.${answer.zone}`)}</p>
      <p className="mt-1 font-bold text-3xl text-primary" data-testid="price-total">
        {formatTaka(answer.total, locale)}
      </p>
      <dl className="mt-4 divide-y divide-base-300 text-sm">
        {priceCalculatorRows(answer.breakdown).map(([name, amount]) => (
          <div key={name} className="flex justify-between gap-4 py-2">
            <dt>{t(`price.${name}`)}</dt>
            <dd className="font-medium tabular-nums">{formatTaka(amount, locale)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 font-medium" data-testid="price-promise">
        {t('price.promise', { day: formatDay(answer.promisedDate, language) })}
      </p>
      <a href="/signup" className="btn btn-primary mt-4">
        {t('price.book')}
      </a>
    </div>
  );
}

/**
 * The calculator itself: a plain POST form (answered by the server before scripts run) that, once its
 * scripts run, asks the public quote in place. `initial` is what the server answered the plain form.
 */
export function PriceCalculatorForm({ initial }: { initial?: PriceCalculatorFlash | undefined }) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const [answer, setAnswer] = useState(initial?.answer);
  // Why the last quote was refused (the server's answer to the plain form included), or none.
  const [refused, setRefused] = useState(
    initial && !initial.answer ? priceCalculatorRefusal(initial.input) : undefined,
  );
  const [pending, setPending] = useState(false);
  const asking = useRef<AbortController | null>(null);
  const given = initial?.input ?? {};

  const ask = async (form: HTMLFormElement) => {
    asking.current?.abort();
    const controller = new AbortController();
    asking.current = controller;
    setPending(true);
    try {
      const priced = await getPrice(fieldsOf(form), controller.signal);
      setAnswer(priced);
      setRefused(undefined);
    } catch {
      if (controller.signal.aborted) return;
      setAnswer(undefined);
      setRefused(priceCalculatorRefusal(fieldsOf(form)));
    } finally {
      if (asking.current === controller) setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void ask(event.currentTarget);
  };

  return (
    <section aria-labelledby="price-title" className="mx-auto w-full max-w-7xl px-4 py-10 sm:py-16">
      <SectionHeading
        id="price-title"
        kicker={t('price.kicker')}
        title={t('price.title')}
        intro={t('price.intro')}
      />
      <div className="mx-auto max-w-3xl rounded-box bg-base-200 p-5 sm:p-8">
        {/* A real POST before the app's scripts run (apps/api/src/plugins/page-forms.ts). */}
        <form
          method="post"
          action="/price"
          onSubmit={onSubmit}
          // Once priced (or refused), every change prices again.
          onChange={(event) => (answer || refused) && void ask(event.currentTarget)}
          className="grid gap-4 sm:grid-cols-2"
          data-testid="price-calculator"
        >
          {(['pickupDistrict', 'deliveryDistrict'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`price-${name}`} className={labelClass}>
                {t(`price.${name}`)}
              </label>
              <select
                id={`price-${name}`}
                name={name}
                defaultValue={given[name] ?? 'dhaka'}
                className={selectClass}
              >
                {districts.map((district) => (
                  <option key={district.id} value={district.id}>
                    {language === 'bn' ? district.bn : district.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div>
            <label htmlFor="price-parcelType" className={labelClass}>
              {t('price.parcelType')}
            </label>
            <select
              id="price-parcelType"
              name="parcelType"
              defaultValue={given.parcelType ?? 'small'}
              className={selectClass}
            >
              {parcelTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`price.type.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="price-weightKg" className={labelClass}>
              {t('price.weightKg')}
            </label>
            <input
              id="price-weightKg"
              name="weightKg"
              inputMode="decimal"
              defaultValue={given.weightKg ?? ''}
              placeholder={t('price.weightHint')}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="price-codAmount" className={labelClass}>
              {t('price.codAmount')}
            </label>
            <input
              id="price-codAmount"
              name="codAmount"
              inputMode="numeric"
              defaultValue={given.codAmount ?? ''}
              placeholder={t('price.codHint')}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="price-deliveryType" className={labelClass}>
              {t('price.deliveryType')}
            </label>
            <select
              id="price-deliveryType"
              name="deliveryType"
              defaultValue={given.deliveryType ?? 'regular'}
              className={selectClass}
            >
              {deliveryTypes.map((speed) => (
                <option key={speed} value={speed}>
                  {t(`price.speed.${speed}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary sm:col-span-2" disabled={pending}>
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden />}
            {t('price.submit')}
          </button>
        </form>
        <div aria-live="polite" id="price-answer">
          {answer && <PriceResult answer={answer} language={language} />}
          {refused && (
            <p role="alert" className="mt-4 text-error" data-testid="price-refused">
              {t(`price.${refused}`)}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
