import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { PriceCalculatorForm } from './price-calculator-form';

/** The quotes asked for, as the API saw their queries; each answered with `answer`. */
function answerQuotes(answer: object) {
  const asked: URLSearchParams[] = [];
  fakeApi({
    '/api/quote': (_request: Request, url: URL) => {
      asked.push(url.searchParams);
      return answer;
    },
  });
  return asked;
}

const answer = {
  zone: 'elsewhere',
  base: 200,
  codCharge: 15,
  total: 265,
  currency: 'BDT',
  weightGrams: 6500,
  deliveryType: 'regular',
  breakdown: { zoneBase: 120, typeSurcharge: 80, weightCharge: 50, expressCharge: 0, codCharge: 15 },
  returnCharge: 60,
  promisedDate: '2026-12-10',
  rateCard: null,
};

describe('the home page’s price calculator', () => {
  it('is a plain POST form that prices in place through the public quote once its scripts run', async () => {
    const asked = answerQuotes(answer);
    await renderPage(<PriceCalculatorForm />, { namespaces: ['home'] });
    const form = screen.getByTestId('price-calculator') as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/price');
    await userEvent.selectOptions(screen.getByLabelText('To district'), "Cox's Bazar");
    await userEvent.selectOptions(screen.getByLabelText('Parcel type'), 'large');
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '6.5');
    await userEvent.type(screen.getByLabelText('Amount to collect on delivery (৳)'), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'See the price' }));

    const result = await screen.findByTestId('price-result');
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      pickupDistrict: 'dhaka',
      deliveryDistrict: 'coxs-bazar',
      parcelType: 'large',
      paymentMethod: 'cod',
      weightGrams: '6500',
      codAmount: '1500',
    });
    expect(within(result).getByTestId('price-total').textContent).toBe('৳265');
    const parts = [...result.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(parts).toEqual(['Base charge৳200', 'Extra weight৳50', 'Cash-on-delivery charge৳15']);
    expect(within(result).getByTestId('price-promise').textContent).toBe('Delivered by 10 Dec 2026');
    expect(submitted(form)).toBe(false);
  });

  it('draws the price the server answered the plain form with, in Bangla, keeping what was sent', async () => {
    answerQuotes(answer);
    await renderPage(
      <PriceCalculatorForm
        initial={{
          form: 'price',
          code: 'OK',
          input: {
            pickupDistrict: 'dhaka',
            deliveryDistrict: 'coxs-bazar',
            parcelType: 'large',
            weightKg: '6.5',
          },
          answer: { zone: 'elsewhere', total: 265, breakdown: answer.breakdown, promisedDate: '2026-12-10' },
        }}
      />,
      { language: 'bn', namespaces: ['home'] },
    );
    expect((screen.getByLabelText('যে জেলায়') as HTMLSelectElement).value).toBe('coxs-bazar');
    expect((screen.getByLabelText('ওজন (কেজি)') as HTMLInputElement).value).toBe('6.5');
    expect(screen.getByTestId('price-total').textContent).toBe('৳২৬৫');
  });

  it('asks express and lists its charge', async () => {
    const asked = answerQuotes({
      ...answer,
      zone: 'dhaka_suburbs',
      total: 210,
      deliveryType: 'express',
      breakdown: { zoneBase: 100, typeSurcharge: 0, weightCharge: 0, expressCharge: 60, codCharge: 50 },
    });
    await renderPage(<PriceCalculatorForm />, { namespaces: ['home'] });
    await userEvent.selectOptions(screen.getByLabelText('To district'), 'Gazipur');
    await userEvent.selectOptions(
      screen.getByLabelText('Delivery speed'),
      'Express (one city or Dhaka metro)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'See the price' }));
    const result = await screen.findByTestId('price-result');
    expect(asked[0]?.get('deliveryType')).toBe('express');
    const parts = [...result.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(parts).toEqual([
      'Base charge৳100',
      'Extra weight৳0',
      'Express charge৳60',
      'Cash-on-delivery charge৳50',
    ]);
  });

  it('says express is not offered on a district-to-district route, as the server’s plain answer does', async () => {
    answerQuotes({});
    await renderPage(
      <PriceCalculatorForm
        initial={{
          form: 'price',
          code: 'VALIDATION_ERROR',
          input: {
            pickupDistrict: 'dhaka',
            deliveryDistrict: 'rangpur',
            parcelType: 'small',
            deliveryType: 'express',
          },
        }}
      />,
      { language: 'bn', namespaces: ['home'] },
    );
    expect((screen.getByLabelText('ডেলিভারির গতি') as HTMLSelectElement).value).toBe('express');
    expect(screen.getByTestId('price-refused').textContent).toMatch(/^এই রুটে এক্সপ্রেস ডেলিভারি নেই/);
  });

  it('says when the quote refused the parcel', async () => {
    await renderPage(<PriceCalculatorForm />, { namespaces: ['home'] });
    await userEvent.click(screen.getByRole('button', { name: 'See the price' }));
    await waitFor(() => expect(screen.getByTestId('price-refused').textContent).toContain('could not price'));
  });
});

/** Whether the browser would have sent the form itself (the scripted form never lets it). */
function submitted(form: HTMLFormElement) {
  const event = new Event('submit', { cancelable: true, bubbles: true });
  form.dispatchEvent(event);
  return !event.defaultPrevented;
}
