import {
  dhakaDate,
  dhakaDayStart,
  type MerchantDashboard,
  merchantDashboardChartDays,
  merchantDashboardDays,
  shiftDay,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { readDashboard } from './merchant-dashboard.repository.ts';

const rateWindows = [7, 30] as const;

/**
 * A merchant's dashboard: today's bookings and pickups, where its open parcels stand, how the last 7 and
 * 30 days finished (a partial delivery counts as delivered: the receiver took the parcel) and a daily
 * chart of the last fortnight. Read from its own parcels of the last 90 days.
 */
export async function getMerchantDashboard(
  db: Db,
  senderId: string,
  now = new Date(),
): Promise<MerchantDashboard> {
  const day = dhakaDate(now);
  const windowStart = (days: number) => shiftDay(day, -(days - 1));
  const { counts, nextDecideBy, bookedByDay, finishes } = await readDashboard(db, {
    senderId,
    since: dhakaDayStart(shiftDay(day, -(merchantDashboardDays - 1))),
    todayStart: dhakaDayStart(day),
    chartStart: dhakaDayStart(windowStart(merchantDashboardChartDays)),
    finishedSince: dhakaDayStart(windowStart(Math.max(...rateWindows, merchantDashboardChartDays))),
  });
  const rates = rateWindows.map((days) => {
    const inWindow = finishes.filter((finish) => finish.day >= windowStart(days));
    const returned = inWindow.filter((finish) => finish.status === 'returned').length;
    return { days, delivered: inWindow.length - returned, returned };
  });
  const daily = Array.from({ length: merchantDashboardChartDays }, (_, index) => {
    const chartDay = shiftDay(day, index - (merchantDashboardChartDays - 1));
    const finishedThatDay = finishes.filter((finish) => finish.day === chartDay);
    const returned = finishedThatDay.filter((finish) => finish.status === 'returned').length;
    return {
      day: chartDay,
      booked: bookedByDay[chartDay] ?? 0,
      delivered: finishedThatDay.length - returned,
      returned,
    };
  });
  const { bookedToday, pickedUpToday, ...open } = counts;
  return { day, today: { booked: bookedToday, pickedUp: pickedUpToday }, open, nextDecideBy, rates, daily };
}
