import { describe, expect, it } from 'vitest';
import { drawPriceCalculator, priceFlashOf } from './price-calculator-page.ts';

// The calculator's form as the prerenderer draws it (React's markup for defaultValue), cut short.
const page =
  '<form method="post" action="/price">' +
  '<select id="price-pickupDistrict" name="pickupDistrict" class="select w-full">' +
  '<option value="bogura">Bogura</option><option value="dhaka" selected="">Dhaka</option></select>' +
  '<select id="price-deliveryDistrict" name="deliveryDistrict" class="select w-full">' +
  '<option value="bogura">Bogura</option><option value="dhaka" selected="">Dhaka</option></select>' +
  '<input id="price-codAmount" name="codAmount" inputMode="numeric" value="" class="input w-full"/>' +
  '</form><div aria-live="polite" id="price-answer"></div>';

const messages = {
  'price.zone.elsewhere': 'জেলা থেকে জেলা',
  'price.base': 'মূল',
  'price.weightCharge': 'ওজন',
  'price.codCharge': 'সিওডি',
  'price.promise': '{{day}} তারিখের মধ্যে',
  'price.book': 'সাইন আপ',
  'price.expressCharge': 'এক্সপ্রেস',
  'price.refused': 'দাম বের করা গেল না',
  'price.expressNotOffered': 'এই রুটে এক্সপ্রেস নেই',
};

const flash = {
  form: 'price' as const,
  code: 'OK',
  input: { pickupDistrict: 'dhaka', deliveryDistrict: 'bogura', codAmount: '1250' },
  answer: {
    zone: 'elsewhere' as const,
    total: 1163,
    breakdown: { zoneBase: 120, typeSurcharge: 30, weightCharge: 1000, expressCharge: 0, codCharge: 13 },
    promisedDate: '2026-12-10',
  },
};

describe('the home page answered to the calculator sent without scripts', () => {
  it('keeps what was sent in its fields and writes the price, its parts and the day in the page’s language', () => {
    const html = drawPriceCalculator(page, flash, messages, 'bn');
    expect(html).toMatch(
      /name="deliveryDistrict"[^>]*><option value="bogura" selected="">Bogura<\/option><option value="dhaka">/,
    );
    expect(html).toMatch(
      /name="pickupDistrict"[^>]*><option value="bogura">Bogura<\/option><option value="dhaka" selected="">/,
    );
    expect(html).toContain('<input value="1250" id="price-codAmount"');
    expect(html).toContain('data-testid="price-total">৳১,১৬৩</p>');
    // Base is the first kilogram: the zone's base and the type's surcharge.
    expect(html).toContain('<dt>মূল</dt><dd class="font-medium tabular-nums">৳১৫০</dd>');
    expect(html).toContain('<dt>সিওডি</dt><dd class="font-medium tabular-nums">৳১৩</dd>');
    expect(html).toMatch(/data-testid="price-promise">১০ ডিসে.*তারিখের মধ্যে<\/p>/);
  });

  it('lists the express charge when express was asked, and says when express does not run on the route', () => {
    const express = {
      ...flash,
      input: { pickupDistrict: 'dhaka', deliveryDistrict: 'gazipur', deliveryType: 'express' },
      answer: {
        ...flash.answer,
        zone: 'dhaka_suburbs' as const,
        total: 210,
        breakdown: { zoneBase: 100, typeSurcharge: 0, weightCharge: 0, expressCharge: 60, codCharge: 0 },
      },
    };
    const priced = drawPriceCalculator(page, express, messages, 'bn');
    expect(priced).toContain('<dt>এক্সপ্রেস</dt><dd class="font-medium tabular-nums">৳৬০</dd>');
    // Regular: no express line at all.
    expect(drawPriceCalculator(page, flash, messages, 'bn')).not.toContain('<dt>এক্সপ্রেস</dt>');
    const refused = drawPriceCalculator(
      page,
      { form: 'price', code: 'VALIDATION_ERROR', input: { ...express.input, deliveryDistrict: 'bogura' } },
      messages,
      'bn',
    );
    expect(refused).toContain('data-testid="price-refused">এই রুটে এক্সপ্রেস নেই</p>');
  });

  it('writes the refusal when the quote refused, and escapes what was typed', () => {
    const html = drawPriceCalculator(
      page,
      { form: 'price', code: 'VALIDATION_ERROR', input: { codAmount: '"><script>' } },
      messages,
      'en',
    );
    expect(html).toContain('data-testid="price-refused">দাম বের করা গেল না</p>');
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;"');
    expect(html).not.toContain('<script>');
  });

  it('reads only a well-formed price flash from the cookie', () => {
    const cookie = (value: unknown) => `lang=bn; flash=${encodeURIComponent(JSON.stringify(value))}`;
    expect(priceFlashOf(cookie(flash))).toEqual(flash);
    expect(priceFlashOf(cookie({ form: 'newsletter', code: 'OK' }))).toBeUndefined();
    expect(
      priceFlashOf(cookie({ ...flash, answer: { ...flash.answer, total: 'free' } }))?.answer,
    ).toBeUndefined();
    expect(priceFlashOf('flash=%7Bnot json')).toBeUndefined();
  });
});
