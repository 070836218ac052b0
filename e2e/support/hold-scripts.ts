import type { Page, Request, Route } from '@playwright/test';

/**
 * A slow phone, made deterministic: the page's HTML and stylesheet arrive, its scripts (`/assets/*.js`)
 * wait until `release()`. Between the two the page is drawn and can be used, but nothing of the app
 * runs, as on a throttled phone for its first two seconds (issue 27).
 */
export async function holdScripts(page: Page): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    async release() {
      holding = false;
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
  };
}

/** Resolves once React owns the page (hydrated, or drawn into the shell). */
export async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Every address the page asks for or shows: requests of any kind, and each navigation's URL. */
export function recordAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => seen.push(request.url()));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

/** The addresses among `seen` that carry any of `secrets`, raw or URL-encoded. */
export function addressesWith(seen: string[], secrets: string[]): string[] {
  const forms = secrets.flatMap((secret) => [
    secret,
    encodeURIComponent(secret),
    secret.replaceAll('@', '%40'),
  ]);
  return seen.filter((url) => forms.some((secret) => url.includes(secret)));
}
