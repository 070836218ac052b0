import {
  applyRateCard,
  type CreateRateCardInput,
  dhakaDate,
  effectiveFromMessage,
  listTariff,
  type RateCard,
  type RateCardCells,
  type Tariff,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findUserRecordByEmail } from '../users/users.service.ts';
import {
  insertRateCard,
  listRateCardRows,
  type RateCardInForce,
  rateCardInForceSql,
  rateCardRowInForce,
} from './rate-cards.repository.ts';

export interface TariffInForce {
  tariff: Tariff;
  /** The merchant's rate card that applies, or null for the list tariff. */
  rateCard: { id: number; effectiveFrom: string } | null;
}

/** The prices a merchant books at on a Dhaka day: their rate card over the list, or the list. */
export async function tariffInForce(db: Db, merchantId: string | null, day: string): Promise<TariffInForce> {
  return tariffOf(merchantId ? await rateCardRowInForce(db, merchantId, day) : undefined);
}

/** The prices of a rate card read in force (`rateCardInForceSql`), or the list's when there is none. */
export function tariffOf(card: RateCardInForce | null | undefined): TariffInForce {
  if (!card) return { tariff: listTariff, rateCard: null };
  return {
    tariff: applyRateCard(card.cells as RateCardCells),
    rateCard: { id: card.id, effectiveFrom: card.effectiveFrom },
  };
}

export { type RateCardInForce, rateCardInForceSql };

type RateCardRow = Awaited<ReturnType<typeof listRateCardRows>>[number];
const toRateCard = (row: RateCardRow): RateCard => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listRateCards(db: Db, merchantEmail?: string): Promise<RateCard[]> {
  if (!merchantEmail) return (await listRateCardRows(db)).map(toRateCard);
  const merchant = await findUserRecordByEmail(db, merchantEmail);
  if (!merchant) throw notFound('No account has that email.');
  return (await listRateCardRows(db, merchant._id)).map(toRateCard);
}

/**
 * An admin gives a merchant new prices from a day on. A new row each time (history is kept); a day
 * already past is refused, since the parcels booked on it kept the prices they were quoted.
 */
export async function createRateCard(
  db: Db,
  caller: AuthSession,
  input: CreateRateCardInput,
  now = new Date(),
): Promise<RateCard> {
  if (input.effectiveFrom < dhakaDate(now)) {
    throw badRequest(effectiveFromMessage, { effectiveFrom: effectiveFromMessage });
  }
  const merchant = await findUserRecordByEmail(db, input.merchantEmail);
  if (!merchant)
    throw badRequest('No account has that email.', { merchantEmail: 'No account has that email.' });
  const inserted = await insertRateCard(db, {
    merchantId: merchant._id,
    effectiveFrom: input.effectiveFrom,
    cells: input.cells as Record<string, number>,
    createdBy: caller.user.id,
  });
  const saved = (await listRateCardRows(db, merchant._id)).find((row) => row.id === inserted?.id);
  if (!saved) throw new Error('rate card insert returned no row');
  return toRateCard(saved);
}
