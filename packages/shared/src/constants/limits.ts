export const minPasswordLength = 6;
export const maxUploadBytes = 5 * 1024 * 1024;
export const acceptedImageTypes = ['image/png', 'image/jpeg'] as const;
/** Popup and toast duration from the spec. */
export const popupMs = 1500;
export const riderToastMs = 2000;

/** A JSON request body: the largest real one (a booking with long addresses) is about 2 KB. */
export const maxJsonBodyBytes = 64 * 1024;
/** Arrays and objects inside one another in a JSON body; real bodies nest two or three levels. */
export const maxJsonDepth = 32;
