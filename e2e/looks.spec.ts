import type { Browser, Page } from '@playwright/test';
import { demo, expect, loginViaApi, test } from './fixtures';
import {
  type Booked,
  bookViaApi,
  deliverWithPhoto,
  demoClients,
  newApprovedRider,
  outForDeliveryAtMirpur,
} from './support/api-steps';
import { type Look, newLookPage } from './support/look-page';
import { picture, screensWanted } from './support/screenshots';

// Issues 62 and 63, "every item works in both languages at 390 and 1280 px, light and dark": the shop's
// and the field's pages walked in every look. Each page at 390 px must not scroll sideways (a table or a
// row of buttons wider than the phone), and no page shows a raw code (`wrong_address`) where people read.
// With E2E_SCREENS=1 every look is a picture in .tmp/screens/looks-<page>-<language>-<theme>-<width>.png.

// What the checks read (the width a row overflows, the words a language draws) does not change with the theme:
// the dark looks are walked only when pictures are taken, which halves the walk on every `npm test`.
const themes = screensWanted() ? (['light', 'dark'] as const) : (['light'] as const);
const looks: Required<Look>[] = (['en', 'bn'] as const).flatMap((language) =>
  themes.flatMap((theme) => [390, 1280].map((width) => ({ language, theme, width }))),
);

interface Walked {
  name: string;
  path: string;
  /** What the page shows once its data is in (a test id); its h1 otherwise. */
  ready?: string;
  /** Brings the page to the state to be looked at (a file chosen, a row opened). */
  prepare?: (page: Page) => Promise<void>;
  /** Codes the page names on purpose: the values a merchant types into a bulk booking file. */
  fileValues?: string[];
  /** A table wider than a desktop on purpose (the bulk preview's sixteen columns scroll sideways). */
  wideTable?: boolean;
}

const bulkCsv = [
  'merchantOrderId,parcelTitle,receiverName,receiverPhone,pickupAddress,pickupDistrict,deliveryAddress,deliveryDistrict,parcelType,deliveryFee,paymentMethod,codAmount',
  'LOOK-1,Cotton saree,Nasima Begum,01712345678,"Shop 12, New Market",dhaka,"House 5, Agrabad",chattogram,small,130,cod,1850',
  'LOOK-2,Punjabi,,01812345678,"Shop 12, New Market",dhaka,"Zindabazar, Sylhet",sylhet,medium,abc,prepaid,',
  'LOOK-3,Shoes,Rahim,01912345678,"Shop 12, New Market",dhaka,"Station Road, Jashore",jashore,huge,120,cod,900',
].join('\n');

/** Texts people read that are codes: `out_for_delivery`, `wrong_address` (not e-mail addresses or URLs). */
async function rawCodes(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...new Set(text.match(/(?<![\w@./-])[a-z]+(?:_[a-z]+)+(?![\w@./-])/g) ?? [])];
}

/** Tracking IDs drawn on two lines ("DSH-" above its digits): a number people read out must not break. */
async function brokenTrackingIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const found of (node.textContent ?? '').matchAll(/DSH-\d{13,}/g)) {
        const range = document.createRange();
        range.setStart(node, found.index);
        range.setEnd(node, found.index + found[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top),
        );
        if (lines.size > 1) broken.push(found[0]);
      }
    }
    return broken;
  });
}

/** The innermost elements reaching past the screen's right edge, named for the report. */
function widest(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((element, _index, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').slice(0, 30)}"`,
      )
      .join(', '),
  );
}

/** Walks `pages` as `account` in every look; answers what looked broken, page by page. */
async function walk(
  browser: Browser,
  account: { email: string; password: string },
  pages: Walked[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const look of looks) {
    const page = await newLookPage(browser, look);
    await loginViaApi(page, account.email, account.password);
    for (const walked of pages) {
      const where = `${walked.name} (${look.language}, ${look.theme}, ${look.width} px)`;
      await page.goto(walked.path);
      await expect(
        walked.ready
          ? page.getByTestId(walked.ready).first()
          : page.getByRole('heading', { level: 1 }).first(),
        where,
      ).toBeVisible({ timeout: 30_000 });
      await walked.prepare?.(page);
      // Spinners gone: the page's data is drawn.
      await expect(page.locator('main .loading:visible'), where).toHaveCount(0, { timeout: 15_000 });
      // Every query answered (a page drawing a part once its data came is drawn whole); a page's live
      // stream never lets the network rest, so this waits a few seconds at most.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0)
        problems.push(`${where}: ${overflow} px wider than the screen (${await widest(page)})`);
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll('.card .btn')]
          .filter((button) => {
            const card = button.closest('.card')?.getBoundingClientRect();
            const box = button.getBoundingClientRect();
            return card && box.width > 0 && (box.right > card.right + 1 || box.left < card.left - 1);
          })
          .map((button) => button.textContent?.trim()),
      );
      for (const text of outside) problems.push(`${where}: the button "${text}" sticks out of its card`);
      if (look.width >= 1280 && !walked.wideTable) {
        // On a desktop a table shows whole: a column scrolled out of sight (the statement's balance) is lost.
        const cut = await page.evaluate(
          () =>
            [...document.querySelectorAll('.overflow-x-auto')].filter(
              (box) => box.clientWidth > 0 && box.scrollWidth > box.clientWidth + 1,
            ).length,
        );
        if (cut > 0) problems.push(`${where}: ${cut} table(s) cut off, scrolling sideways`);
      }
      for (const id of await brokenTrackingIds(page)) problems.push(`${where}: ${id} broken over two lines`);
      for (const code of await rawCodes(page))
        if (!walked.fileValues?.includes(code)) problems.push(`${where}: shows the code "${code}"`);
      await picture(page, {
        path: `.tmp/screens/looks-${walked.name}-${look.language}-${look.theme}-${look.width}.png`,
        fullPage: true,
      });
    }
    await page.context().close();
  }
  return problems;
}

test.describe('the shop’s and the field’s pages in every look', () => {
  let delivered: Booked & { amountToCollect: number };
  let failed: Booked;
  let rider: { riderId: string; email: string; password: string };

  test.beforeAll(async ({ playwright, baseURL }) => {
    test.setTimeout(180_000);
    const clients = await demoClients(playwright, baseURL ?? '');
    const own = await newApprovedRider(playwright, baseURL ?? '', clients.admin, 'Look Rider');
    rider = own;
    delivered = await outForDeliveryAtMirpur({ ...clients, rider: own.api }, own.riderId, {
      receiverName: 'Shirin Akter',
      codAmount: 1250,
    });
    failed = await outForDeliveryAtMirpur({ ...clients, rider: own.api }, own.riderId, {
      receiverName: 'Karim Uddin',
      codAmount: 1250,
    });
    await outForDeliveryAtMirpur({ ...clients, rider: own.api }, own.riderId, {
      receiverName: 'Rokeya Begum',
      codAmount: 1250,
    });
    await bookViaApi(clients.customer, { receiverName: 'Nasrin Jahan' });
    await deliverWithPhoto(own.api, delivered._id, {
      receiverName: 'Shirin Akter',
      cashCollected: delivered.amountToCollect * 100,
    });
    const attempt = await own.api.post(`/api/deliveries/${failed._id}/attempts`, {
      data: { reason: 'wrong_address', note: 'No such house on Road 5' },
    });
    expect(attempt.status(), await attempt.text()).toBeLessThan(300);
    await Promise.all([clients.dispose(), own.api.dispose()]);
  });

  test('the shop’s pages', async ({ browser }) => {
    test.setTimeout(900_000);
    const problems = await walk(browser, demo.customer, [
      { name: 'dashboard', path: '/dashboard', ready: 'daily-chart' },
      { name: 'my-parcels', path: '/my-parcel' },
      { name: 'parcel-failed', path: `/my-parcel/${failed.trackingId}`, ready: 'page-decision' },
      { name: 'parcel-delivered', path: `/my-parcel/${delivered.trackingId}`, ready: 'custody-row' },
      { name: 'booking', path: '/book-a-parcel' },
      {
        name: 'bulk-preview',
        path: '/bulk-booking',
        prepare: async (page) => {
          await page
            .getByTestId('csv-file')
            .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(bulkCsv) });
          await expect(page.getByTestId('csv-fee').first()).toBeVisible();
        },
        // The file's codMode column takes these two words, as its hint says.
        fileValues: ['fee_from_payout', 'add_fee_to_receiver'],
        wideTable: true,
      },
      { name: 'payments', path: '/payments' },
      { name: 'statement', path: '/payments/statement' },
      { name: 'my-rates', path: '/my-rates' },
      { name: 'stores', path: '/settings/stores' },
      { name: 'api-keys', path: '/settings/api-keys' },
      { name: 'profile', path: '/settings/account' },
    ]);
    expect(problems).toEqual([]);
  });

  test('the field’s pages', async ({ browser }) => {
    test.setTimeout(900_000);
    const problems = [
      ...(await walk(browser, rider, [
        { name: 'rider-run', path: '/assigned-parcels' },
        { name: 'cash-in-hand', path: '/cash-in-hand' },
      ])),
      ...(await walk(browser, demo.hub, [
        { name: 'hub-scan', path: '/hub' },
        { name: 'hub-runs', path: '/hub/runs', ready: 'rider-day' },
        { name: 'checkin', path: `/hub/checkin/${rider.riderId}`, ready: 'checkin-rider' },
      ])),
      ...(await walk(browser, demo.admin, [
        { name: 'desk', path: `/admin/parcels?q=${failed.trackingId}` },
        { name: 'desk-parcel', path: `/admin/parcels/${failed.trackingId}` },
      ])),
    ];
    expect(problems).toEqual([]);
  });
});
