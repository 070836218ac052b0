import { errorText } from '../../lib/error-text';

/** An error on the network screens, in the hubs namespace's words where it has its own. */
export const hubsError = (error: unknown) => errorText(error, ['hubs']);
