export const chromiumPath: string;
export const chromiumArgs: string[];
export function ensureChromium(): string;
