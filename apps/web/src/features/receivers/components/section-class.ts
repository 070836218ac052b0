export const sectionClass = 'rounded-box border border-base-300 bg-base-100 p-4';
