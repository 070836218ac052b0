import { z } from 'zod';
import { districtIds, resolveDistrictId } from '../constants/districts.ts';

// The district rules as schemas, apart from the district list itself (constants/districts.ts), so that a
// screen that only names districts does not load the schema library.

export const districtIdSchema = z.enum(districtIds, {
  error: (issue) =>
    issue.input === undefined ? 'District is required.' : 'Choose a district from the list.',
});

/**
 * Wraps a district-id schema so free text is read as a district first. Unknown text reaches the
 * wrapped schema unchanged, so each field keeps its own message. Typed as the wrapped schema: forms
 * still offer only ids, while API callers may write names.
 */
export function districtInput<T extends z.ZodType>(schema: T): T {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return value.trim();
    return resolveDistrictId(value) ?? value;
  }, schema) as unknown as T;
}
