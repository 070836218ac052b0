import { z } from 'zod';
import { codModeMessage, codModes } from '../constants/cod-split.ts';
import { districtIdSchema, districtInput } from './districts.ts';
import { bdMobileSchema } from './phone.ts';

export const maxStoresPerMerchant = 50;

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters.`);

/** A pickup store as the settings form and POST /stores send it. */
export const storeInputSchema = z.object({
  name: text('Store name is required', 100),
  contactPhone: z
    .string({ error: 'Contact phone is required' })
    .trim()
    .min(1, 'Contact phone is required')
    .pipe(bdMobileSchema),
  address: text('Pickup address is required', 300),
  district: districtInput(districtIdSchema),
  /** An upazila or thana of the district (id or name); the server checks the pair. */
  upazila: z.string().trim().max(80, 'Please keep this under 80 characters.').optional(),
  isDefault: z.boolean({ error: 'Default must be true or false.' }).optional(),
  /** How this store's cash-on-delivery bookings are priced unless a booking says (decision 054). */
  codMode: z.enum(codModes, { error: codModeMessage }).optional(),
});
export type StoreInput = z.input<typeof storeInputSchema>;
export type StoreData = z.output<typeof storeInputSchema>;

/** PATCH /stores/:id: any of the fields. */
export const storeUpdateSchema = storeInputSchema.partial();
export type StoreUpdate = z.output<typeof storeUpdateSchema>;

export const storeSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  district: z.string(),
  upazila: z.string().nullable(),
  isDefault: z.boolean(),
  codMode: z.enum(codModes),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;
