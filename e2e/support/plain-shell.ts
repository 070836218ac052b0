import type { Page } from '@playwright/test';

/**
 * Answers the visit to `pathname` with the plain shell, as the service worker's kept shell does on a
 * returning phone: a signed-in page is otherwise drawn by the server with its data in it (decision 080),
 * and then it asks for nothing early (decision 017). The shell is the server's own answer to a visitor
 * without the cookie, fetched by Node (the page's request context would add the session's cookie back).
 */
export async function servePlainShell(page: Page, pathname: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const shell = await fetch(route.request().url(), { headers: { 'accept-language': 'en' } });
      await route.fulfill({
        status: shell.status,
        // The body comes decoded: without its encoding's headers.
        headers: Object.fromEntries(
          [...shell.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
        ),
        body: Buffer.from(await shell.arrayBuffer()),
      });
    },
  );
}
