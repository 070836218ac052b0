import { z } from 'zod';
import { parcelStatuses } from '../constants/parcel-status.ts';
import { roles } from '../constants/roles.ts';

/** One row of the admin Users table. */
export const adminUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  created_at: z.string(),
  /** The sign-in phone (01XXXXXXXXX), if the account has one. */
  phone: z.string().nullable(),
  /** Suspended by an admin: cannot sign in. */
  suspended: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const maxUsersPageSize = 100;

export const usersQuerySchema = z.object({
  search: z.string().trim().max(320, 'Please keep the search under 320 characters.').optional(),
  page: z.coerce.number({ error: 'Page must be a whole number of 1 or more.' }).int().min(1).default(1),
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${maxUsersPageSize}.` })
    .int()
    .min(1)
    .max(maxUsersPageSize)
    .default(20),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const roleChangeSchema = z.object({
  role: z.enum(roles, { error: `Role must be one of: ${roles.join(', ')}.` }),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

export const dailyBookingsSchema = z.object({
  /** The Asia/Dhaka calendar day, YYYY-MM-DD. */
  date: z.string(),
  count: z.number().int(),
});

export const dashboardStatsSchema = z.object({
  todaysBookings: z.number().int(),
  failedDeliveries: z.number().int(),
  /** Parcels past their promised day (Asia/Dhaka) and not delivered. */
  pastPromised: z.number().int(),
  /** Taka collected in cash on delivery (fee plus goods), all time, from the ledger (net of reversals). */
  totalCod: z.number(),
  /** The last 14 Dhaka days, oldest first, days without bookings included as 0. */
  bookingsPerDay: z.array(dailyBookingsSchema),
  parcelsByStatus: z.record(z.enum(parcelStatuses), z.number().int()),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** How many Dhaka days the dashboard chart covers. */
export const statsDays = 14;
