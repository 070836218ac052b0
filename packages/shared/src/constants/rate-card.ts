import { parcelTypes } from './parcel-types.ts';
import { expressZones, listTariff, type Tariff, zones } from './pricing.ts';

/**
 * Every cell of the tariff by name ("base.same_city", "typeSurcharge.elsewhere.fragile",
 * "codPercent" …): a merchant's rate card names the cells it changes and leaves the rest to the list.
 */
export const tariffCellKeys = [
  ...zones.map((zone) => `base.${zone}` as const),
  ...zones.flatMap((zone) => parcelTypes.map((type) => `typeSurcharge.${zone}.${type}` as const)),
  ...zones.map((zone) => `perKg.${zone}` as const),
  ...expressZones.map((zone) => `express.${zone}` as const),
  'codPercent' as const,
  'minCod' as const,
  ...zones.map((zone) => `returnCharge.${zone}` as const),
];
export type TariffCellKey = (typeof tariffCellKeys)[number];
export type RateCardCells = Partial<Record<TariffCellKey, number>>;

export const maxTariffCell = 10_000;
export const maxCodPercent = 10;
export const tariffCellMessage = `Each price must be a whole number of taka from 0 to ${maxTariffCell.toLocaleString('en-US')}.`;
export const codPercentMessage = `The COD charge must be a percentage from 0 to ${maxCodPercent}, with at most two decimals.`;

/** The value of one cell of a tariff. */
export function tariffCell(table: Tariff, key: TariffCellKey): number {
  const [group, a, b] = key.split('.') as [keyof Tariff, string?, string?];
  const node = table[group] as unknown;
  if (a === undefined) return node as number;
  const inner = (node as Record<string, unknown>)[a];
  return (b === undefined ? inner : (inner as Record<string, number>)[b]) as number;
}

/** The list tariff with a rate card's cells in place of the list's; every other cell untouched. */
export function applyRateCard(cells: RateCardCells, table: Tariff = listTariff): Tariff {
  const result: Tariff = JSON.parse(JSON.stringify(table)) as Tariff;
  for (const [key, value] of Object.entries(cells) as Array<[TariffCellKey, number | undefined]>) {
    if (value === undefined) continue;
    const [group, a, b] = key.split('.') as [keyof Tariff, string?, string?];
    if (a === undefined) {
      (result as unknown as Record<string, number>)[group] = value;
    } else if (b === undefined) {
      (result[group] as Record<string, number>)[a] = value;
    } else {
      ((result[group] as Record<string, Record<string, number>>)[a] as Record<string, number>)[b] = value;
    }
  }
  return result;
}
