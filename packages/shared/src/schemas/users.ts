import { z } from 'zod';
import { maxEmailLength, tooLongMessage } from '../constants/limits.ts';
import { roles } from '../constants/roles.ts';

export const roleSchema = z.enum(roles);

export const userRecordSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  role: roleSchema,
  created_at: z.string(),
  last_log_in: z.string().nullable(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** Body of POST /users. A client may send a role, but it is ignored: roles are never self-assigned. */
export const upsertUserSchema = z.object({
  email: z.string().trim().max(maxEmailLength, tooLongMessage(maxEmailLength)).optional(),
  role: z.string().max(20, tooLongMessage(20)).optional(),
  created_at: z.string().max(40, tooLongMessage(40)).optional(),
  last_log_in: z.string().max(40, tooLongMessage(40)).optional(),
});
export type UpsertUserInput = z.infer<typeof upsertUserSchema>;

export const emailParamSchema = z.object({
  email: z.string().trim().min(1).max(320, tooLongMessage(320)),
});
