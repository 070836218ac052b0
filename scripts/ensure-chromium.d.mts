export const chromiumPath: string;
export const testChromiumPath: string;
export const chromiumArgs: string[];
export function ensureChromium(options?: { tests?: boolean }): string;
