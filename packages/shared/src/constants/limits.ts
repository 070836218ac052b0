export const minPasswordLength = 6;

/**
 * Longest text the API stores per field, shared by the forms and the API (Better Auth's bodies
 * included, see apps/api/src/plugins/auth.ts). Sized for real people: Bangla names written in full,
 * RFC 5321's 254-character address limit, passphrases, and photo URLs from a bucket or CDN.
 */
export const maxNameLength = 100;
export const maxEmailLength = 254;
export const maxPasswordLength = 128;
export const maxImageUrlLength = 2048;
/** Any other text sent to the auth endpoints (reset tokens, callback URLs, provider names). */
export const maxAuthTextLength = 2048;
/** The message for text over its limit, worded once (the web translates it). */
export const tooLongMessage = (max: number) => `Please keep this under ${max} characters.`;
export const passwordTooLongMessage = `Password must be ${maxPasswordLength} characters or fewer.`;
export const maxUploadBytes = 5 * 1024 * 1024;
export const acceptedImageTypes = ['image/png', 'image/jpeg'] as const;
/** Popup and toast duration from the spec. */
export const popupMs = 1500;
export const riderToastMs = 2000;

/** A JSON request body: the largest real one (a booking with long addresses) is about 2 KB. */
export const maxJsonBodyBytes = 64 * 1024;
/** Arrays and objects inside one another in a JSON body; real bodies nest two or three levels. */
export const maxJsonDepth = 32;
