import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { demo, expect, loginViaApi } from '../fixtures';

/**
 * Chromium's fake camera plays a file of our choosing: `--use-file-for-fake-video-capture` reads it
 * when a page opens the camera (not at launch), so a test writes the clip first and then presses the
 * camera button. The launch arguments go in the spec (`test.use({ launchOptions })`).
 */
export function fakeCameraArgs(clip: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${clip}`,
  ];
}

/** A clip path of this worker's own under .tmp (Playwright runs specs in parallel). */
export function cameraClipPath(name: string): string {
  const dir = path.resolve('.tmp/fake-camera');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}-${process.env.E2E_PORT ?? '3100'}-${process.pid}.y4m`);
}

/**
 * Films a label element for the fake camera: a screenshot of it (as printed), centred on a white
 * 1280×720 frame, turned into a few seconds of Y4M by Debian's ffmpeg.
 */
export async function filmLabel(label: Locator, clip: string): Promise<void> {
  const png = clip.replace(/\.y4m$/, '.png');
  await label.screenshot({ path: png });
  fs.rmSync(clip, { force: true });
  execFileSync(
    'ffmpeg',
    [
      '-loglevel',
      'error',
      '-y',
      '-loop',
      '1',
      '-i',
      png,
      '-t',
      '3',
      '-r',
      '10',
      '-vf',
      'scale=min(1100\\,iw*2):-2,pad=1280:720:(ow-iw)/2:(oh-ih)/2:white',
      '-pix_fmt',
      'yuv420p',
      clip,
    ],
    { stdio: 'inherit' },
  );
}

/**
 * The demo customer opens the parcel's label (its Code 128, as the merchant prints it) and films it for
 * the fake camera. The customer stays signed in: the test signs in whoever scans next.
 */
export async function filmPrintedLabel(
  page: Page,
  parcel: { _id: string; trackingId: string },
  clip: string,
): Promise<void> {
  await loginViaApi(page, demo.customer.email, demo.customer.password);
  await page.goto(`/parcels/${parcel._id}/label`);
  const barcode = page.getByTestId('label-barcode');
  await expect(barcode).toHaveAttribute('aria-label', new RegExp(parcel.trackingId));
  await expect.poll(() => barcode.locator('rect').count()).toBeGreaterThan(20);
  await filmLabel(barcode, clip);
}
