export const minPasswordLength = 6;
export const maxUploadBytes = 5 * 1024 * 1024;
export const acceptedImageTypes = ['image/png', 'image/jpeg'] as const;
/** Popup and toast duration from the spec. */
export const popupMs = 1500;
export const riderToastMs = 2000;
