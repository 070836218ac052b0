import { describe, expect, it } from 'vitest';
import { loginAs, requestAs, signUp, useTestContext } from '../../test/helpers.ts';
import { bangladeshHolidays, seedHolidays } from './holidays-seed.ts';

const ctx = useTestContext();

describe('public holidays', () => {
  it('an admin adds, renames and removes a day; anyone reads them by year', async () => {
    const admin = await loginAs(ctx, 'admin');
    const put = (date: string, nameEn: string) =>
      requestAs(ctx, admin, 'PUT', `/api/holidays/${date}`, { nameEn, nameBn: 'ছুটি' });
    expect((await put('2028-12-16', 'Victory')).statusCode).toBe(200);
    const renamed = await put('2028-12-16', 'Victory Day');
    expect(renamed.json()).toEqual({ date: '2028-12-16', nameEn: 'Victory Day', nameBn: 'ছুটি' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/holidays?year=2028' });
    expect(list.json()).toEqual([{ date: '2028-12-16', nameEn: 'Victory Day', nameBn: 'ছুটি' }]);

    expect((await requestAs(ctx, admin, 'DELETE', '/api/holidays/2028-12-16')).statusCode).toBe(204);
    const gone = await requestAs(ctx, admin, 'DELETE', '/api/holidays/2028-12-16');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('No holiday on that day.');
  });

  it('refuses a day that is not a real date, and a customer', async () => {
    const admin = await loginAs(ctx, 'admin');
    const wrong = await requestAs(ctx, admin, 'PUT', '/api/holidays/2028-02-30', {
      nameEn: 'X',
      nameBn: 'X',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ date: 'Write the day as YYYY-MM-DD.' });
    const customer = await signUp(ctx.app);
    const refused = await requestAs(ctx, customer, 'PUT', '/api/holidays/2028-01-01', {
      nameEn: 'X',
      nameBn: 'X',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('seeds Bangladesh’s public holidays once, leaving an admin’s edits alone', async () => {
    await seedHolidays(ctx.db);
    await seedHolidays(ctx.db);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/holidays?year=2027' });
    expect(list.json().length).toBe(bangladeshHolidays.filter(([date]) => date.startsWith('2027')).length);
  });
});
