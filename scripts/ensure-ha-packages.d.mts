export const haPackages: { file: string; package: string }[];
export function ensureHaPackages(): void;
