import type { Page } from '@playwright/test';

/** The cheap phone the field app is measured on (issue 23): 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower. */
export async function throttleLikeACheapPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The same phone's CPU (4× slower) alone: for a page opened with no network, from the phone's cache. */
export async function slowCpuLikeACheapPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
