import type { Db } from '../../db/client.ts';
import { publicHolidays } from '../../db/schema/index.ts';

type Named = [date: string, nameEn: string, nameBn: string];

const fixed = (year: number): Named[] => [
  [`${year}-02-21`, 'Shaheed Day and International Mother Language Day', 'শহীদ দিবস ও আন্তর্জাতিক মাতৃভাষা দিবস'],
  [`${year}-03-26`, 'Independence Day', 'স্বাধীনতা দিবস'],
  [`${year}-04-14`, 'Bengali New Year', 'পহেলা বৈশাখ'],
  [`${year}-05-01`, 'May Day', 'মে দিবস'],
  [`${year}-08-05`, 'July Mass Uprising Day', 'জুলাই গণঅভ্যুত্থান দিবস'],
  [`${year}-12-16`, 'Victory Day', 'বিজয় দিবস'],
  [`${year}-12-25`, 'Christmas Day', 'বড়দিন'],
];

const eid = (days: string[], nameEn: string, nameBn: string): Named[] =>
  days.map((date) => [date, nameEn, nameBn]);

/**
 * Bangladesh's public holidays for 2026 and 2027. Moon-sighted days (Eid, Ashura, Shab-e-Barat,
 * Eid-e-Miladunnabi) and the Hindu and Buddhist festivals are the expected dates: admins move them on
 * the Holidays page once the government announces them.
 */
export const bangladeshHolidays: Named[] = [
  ...fixed(2026),
  ['2026-02-04', 'Shab-e-Barat', 'শবে বরাত'],
  ...eid(['2026-03-20', '2026-03-21', '2026-03-22'], 'Eid-ul-Fitr', 'ঈদুল ফিতর'),
  ...eid(['2026-05-26', '2026-05-27', '2026-05-28'], 'Eid-ul-Adha', 'ঈদুল আযহা'),
  ['2026-06-26', 'Ashura', 'আশুরা'],
  ['2026-08-26', 'Eid-e-Miladunnabi', 'ঈদে মিলাদুন্নবী'],
  ['2026-09-04', 'Janmashtami', 'জন্মাষ্টমী'],
  ['2026-10-21', 'Durga Puja (Bijoya Dashami)', 'দুর্গাপূজা (বিজয়া দশমী)'],
  ...fixed(2027),
  ['2027-01-24', 'Shab-e-Barat', 'শবে বরাত'],
  ...eid(['2027-03-09', '2027-03-10', '2027-03-11'], 'Eid-ul-Fitr', 'ঈদুল ফিতর'),
  ...eid(['2027-05-16', '2027-05-17', '2027-05-18'], 'Eid-ul-Adha', 'ঈদুল আযহা'),
  ['2027-05-20', 'Buddha Purnima', 'বুদ্ধ পূর্ণিমা'],
  ['2027-06-15', 'Ashura', 'আশুরা'],
  ['2027-08-15', 'Eid-e-Miladunnabi', 'ঈদে মিলাদুন্নবী'],
  ['2027-08-25', 'Janmashtami', 'জন্মাষ্টমী'],
  ['2027-10-09', 'Durga Puja (Bijoya Dashami)', 'দুর্গাপূজা (বিজয়া দশমী)'],
];

/** The demo's holidays; a day an admin already keeps is left as they wrote it. */
export async function seedHolidays(db: Db): Promise<void> {
  await db
    .insert(publicHolidays)
    .values(bangladeshHolidays.map(([date, nameEn, nameBn]) => ({ date, nameEn, nameBn })))
    .onConflictDoNothing();
}
