import { apiErrorSchema } from '@desh/shared';

/** The OpenAPI tag of every delivery route (delivery.routes.ts, proof-approval.routes.ts). */
export const tags = ['delivery'];

/** The error answers every delivery route documents besides its own success. */
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;
