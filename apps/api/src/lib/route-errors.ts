import { apiErrorSchema } from '@desh/shared';

/**
 * The error answers a route behind a sign-in and a role documents besides its own: 400 (the request
 * did not validate), 401 (not signed in) and 403 (not allowed). Routes add what else they answer.
 */
export const roleRouteErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
