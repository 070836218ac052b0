/**
 * Upazilas and metropolitan thanas by district. A module of its own (`@desh/shared/areas`), not part of
 * the main entry, so the 560-row table stays out of pages that never pick an area.
 */
import type { z } from 'zod';
import { type DistrictId, districtById } from '../constants/districts.ts';
import { chooseUpazilaMessage, upazilaNeedsDistrictMessage } from './messages.ts';
import { districtCentres, upazilaRows } from './upazila-data.ts';

// Ordering stops by place lives with the places: only the field screens need it, never the landing page.
export * from '../format/route-order.ts';
export * from './messages.ts';

export interface Upazila {
  /** Unique within its district (kebab-case of the English name). */
  readonly id: string;
  readonly district: DistrictId;
  readonly name: string;
  readonly bn: string;
}

const byDistrict = new Map<string, readonly Upazila[]>(
  Object.entries(upazilaRows).map(([district, rows]) => [
    district,
    rows.map(([id, name, bn]) => ({ id, district: district as DistrictId, name, bn })),
  ]),
);

/** The upazilas and thanas of a district, by English name; empty for an unknown district. */
export function upazilasOf(district: string): readonly Upazila[] {
  return byDistrict.get(district) ?? [];
}

const key = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s'’.\-_]+/gu, '');

/** An upazila of the district by id, English or Bangla name (any case or spacing); undefined if none. */
export function findUpazila(district: string, text: string): Upazila | undefined {
  const wanted = key(text);
  if (!wanted) return undefined;
  return upazilasOf(district).find((u) => u.id === text || key(u.name) === wanted || key(u.bn) === wanted);
}

export function districtCentre(district: string): readonly [number, number] | undefined {
  return districtCentres[district];
}

/** The district and upazila fields of one address inside a body, e.g. pickup or delivery. */
export interface AreaFields {
  district: string;
  upazila: string;
}

/**
 * Checks that each upazila belongs to its district and replaces a name with its id; used after the
 * body's own schema, so the district is already an id. A blank upazila becomes undefined.
 */
export function resolveUpazilas<T extends Record<string, unknown>>(
  body: T,
  pairs: readonly AreaFields[],
  ctx: z.RefinementCtx,
): T {
  const out: Record<string, unknown> = { ...body };
  for (const { district, upazila } of pairs) {
    const text = body[upazila];
    if (typeof text !== 'string' || text.trim() === '') {
      out[upazila] = undefined;
      continue;
    }
    const districtId = body[district];
    if (typeof districtId !== 'string' || !districtById(districtId)) {
      ctx.addIssue({ code: 'custom', path: [upazila], message: upazilaNeedsDistrictMessage });
      continue;
    }
    const found = findUpazila(districtId, text.trim());
    if (!found) ctx.addIssue({ code: 'custom', path: [upazila], message: chooseUpazilaMessage });
    else out[upazila] = found.id;
  }
  return out as T;
}
