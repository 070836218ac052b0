import { z } from 'zod';
import { isoDate, isRealDay } from './delivery.ts';
import { requiredText } from './fields.ts';

export const holidayDateMessage = 'Write the day as YYYY-MM-DD.';

const dayText = z
  .string({ error: holidayDateMessage })
  .trim()
  .regex(isoDate, holidayDateMessage)
  .refine(isRealDay, holidayDateMessage);

/** A public holiday: no pickups or deliveries that day, so promises skip it. */
export const holidaySchema = z.object({
  date: z.string(),
  nameEn: z.string(),
  nameBn: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayDateParamsSchema = z.object({ date: dayText });

/** PUT /api/holidays/:date: the holiday's name in both languages (adds it, or renames it). */
export const holidayBodySchema = z.object({
  nameEn: requiredText('Name is required.', 80),
  nameBn: requiredText('Name is required.', 80),
});
export type HolidayBody = z.infer<typeof holidayBodySchema>;

const yearMessage = 'Year must be from 2000 to 2100.';
export const holidayListQuerySchema = z.object({
  year: z.coerce
    .number({ error: yearMessage })
    .int(yearMessage)
    .min(2000, yearMessage)
    .max(2100, yearMessage)
    .optional(),
});
