// How long a page takes to become usable on the cheap phone (bench/phone.ts): moments noted in the page
// itself, from the navigation's first byte.
import type { BrowserContext, Page } from '@playwright/test';
import { slowCpuLikeACheapPhone, throttleLikeACheapPhone } from '../../e2e/support/slow-phone.ts';

export interface PageTiming {
  page: string;
  /** First byte → main control visible, ms (median of the runs). */
  drawnMs: number;
  /** First byte → React attached to the page, ms (median); NaN for a page without React. */
  attachedMs: number;
  /** First byte → the main control drawn by the page itself (in #root, not a copy drawn before the app), ms (median). */
  ownMs: number;
  /**
   * First byte → a copy of the page drawn before the app (the server's, or the run's offline copy) takes
   * taps (index.html's start script has put its held-tap handler in place), ms (median); NaN without a copy.
   */
  copyTapsMs: number;
  /** Request sent → first byte, ms (median): the network's round trip and the server's answer, a drawing included. */
  answerMs: number;
}

/**
 * A first visit's usable moment in each run (the later of drawn and taking taps: the copy's held-tap
 * handler or React, whichever came first): its median and spread, and what took the taps in most runs.
 */
export interface UsableSpread {
  usableMs: number;
  fastestMs: number;
  slowestMs: number;
  takesTaps: 'copy' | 'React';
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** What shows that a page is usable: a CSS selector's first match, or the first element holding a text. */
export type Target = { selector: string } | { text: string };

/** What the watch script logs once every moment is noted. */
const marksNoted = 'bench:marks-noted';

/**
 * Installed before the page's own scripts: every animation frame from the document's start it looks for
 * the target drawn (a box on screen, not hidden) and for React attached to #root (its container key),
 * and notes the moment of each (performance.now()). Measured in the page, so the test driver's own
 * polling and round trips (tens of milliseconds on a busy machine) are not added to the page's time.
 * It says on the console when it is done: the driver waits for that message instead of polling the
 * page, because Playwright's polling first loads its own script into the page, a large one whose
 * parse alone took over 100 ms of the main thread on the slowed CPU, in the middle of the load
 * being measured (seen in a trace of the offline run).
 */
const watchScript = (target: Target, withReact: boolean) => `(() => {
  const target = ${JSON.stringify(target)};
  const withReact = ${withReact};
  const shown = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  // The first element holding the text (XPath: the browser's own search, cheap enough for every frame).
  const holding = (text, within = '') =>
    document.evaluate(within + '//*[contains(text(), ' + JSON.stringify(text) + ')]', document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null)
      .singleNodeValue;
  const found = (within) =>
    'selector' in target ? document.querySelector((within ? '#root ' : '') + target.selector) : holding(target.text, within);
  const marks = (window.__benchMarks = {});
  const look = () => {
    const now = performance.now();
    const root = document.getElementById('root');
    if (marks.drawn === undefined) {
      const element = found('');
      if (shown(element)) {
        marks.drawn = now;
        // Drawn by the app itself: one moment. Only a copy drawn before the app (decision 025) needs a
        // second search, inside #root, and only until the app's own is there.
        if (root?.contains(element)) marks.own = now;
      }
    } else if (marks.own === undefined && root && !root.hidden && shown(found('//*[@id="root"]'))) marks.own = now;
    if (marks.copy === undefined && window.__pageCopy) marks.copy = now;
    if (!withReact) marks.attached = Number.NaN;
    else if (marks.attached === undefined && root && Object.keys(root).some((key) => key.startsWith('__reactContainer$')))
      marks.attached = now;
    if (marks.drawn === undefined || marks.attached === undefined || marks.own === undefined) requestAnimationFrame(look);
    else console.info(${JSON.stringify(marksNoted)});
  };
  requestAnimationFrame(look);
})()`;

type Marks = { drawn: number; attached: number; own: number; copy: number; answer: number };

/**
 * The moments the watch script noted (read once it has said so), in ms from the navigation's first byte
 * (or its start, offline).
 */
async function marksSinceFirstByte(page: Page): Promise<Marks> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const start = navigation?.responseStart || 0;
    const marks = (window as unknown as { __benchMarks: Marks }).__benchMarks;
    return {
      drawn: marks.drawn - start,
      attached: marks.attached - start,
      own: marks.own - start,
      copy: marks.copy === undefined ? Number.NaN : marks.copy - start,
      answer: navigation ? navigation.responseStart - navigation.requestStart : Number.NaN,
    };
  });
}

/**
 * How the phone is slowed: the network and the CPU (150 ms, 1.6 Mbit/s), slow 3G and the CPU (400 ms,
 * 400 kbit/s each way: issue 62's measure of a field phone's first visit), the CPU alone (offline), or
 * not at all (offline, as measured before).
 */
export type Slowed = 'phone' | 'slow3g' | 'cpu' | 'none';

/** Slow 3G (400 ms latency, 400 kbit/s down and up) with the CPU 4× slower. */
async function throttleLikeSlow3G(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** One load of `url` in a new tab of `context`, slowed as `slowed` says: its moments from the first byte. */
async function timeOneLoad(
  context: BrowserContext,
  url: string,
  target: Target,
  slowed: Slowed,
  withReact: boolean,
): Promise<Marks> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  if (slowed === 'phone') await throttleLikeACheapPhone(page);
  if (slowed === 'slow3g') await throttleLikeSlow3G(page);
  if (slowed === 'cpu') await slowCpuLikeACheapPhone(page);
  await page.addInitScript({ content: watchScript(target, withReact) });
  // Listened for before the navigation: the message may come before goto's answer does.
  const noted = page.waitForEvent('console', {
    predicate: (message) => message.text() === marksNoted,
    timeout: 60_000,
  });
  await page.goto(url, { waitUntil: 'commit' });
  await noted;
  const marks = await marksSinceFirstByte(page);
  await page.close();
  return marks;
}

/**
 * A first visit: the median of `runs` loads of `url`, each in a browser context of its own from
 * `newContext` (signed in, nothing cached, no service worker), slowed as `slowed` says.
 */
export async function timeFirstVisit(
  newContext: () => Promise<BrowserContext>,
  url: string,
  target: Target,
  options: { runs: number; slowed: Slowed },
): Promise<Omit<PageTiming, 'page'> & UsableSpread> {
  const all: Marks[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const context = await newContext();
    try {
      all.push(await timeOneLoad(context, url, target, options.slowed, true));
    } finally {
      await context.close();
    }
  }
  // Per run, not from the medians: a run's usable moment is the later of its own drawn and taking taps.
  const takesTaps = (marks: Marks) => (marks.copy < marks.attached ? marks.copy : marks.attached);
  const usable = all.map((marks) => Math.max(marks.drawn, takesTaps(marks)));
  const byCopy = all.filter((marks) => marks.copy < marks.attached).length;
  return {
    drawnMs: median(all.map((marks) => marks.drawn)),
    attachedMs: median(all.map((marks) => marks.attached)),
    ownMs: median(all.map((marks) => marks.own)),
    copyTapsMs: median(all.map((marks) => marks.copy)),
    answerMs: median(all.map((marks) => marks.answer)),
    usableMs: median(usable),
    fastestMs: Math.min(...usable),
    slowestMs: Math.max(...usable),
    takesTaps: byCopy * 2 > all.length ? 'copy' : 'React',
  };
}

/**
 * The median of `runs` fresh loads of `url` (a new tab each), slowed as `slowed` says. `withReact: false`
 * for a page without React (a control): its "attached" is not waited for.
 */
export async function timePage(
  context: BrowserContext,
  url: string,
  target: Target,
  options: { runs: number; slowed?: Slowed; withReact?: boolean },
): Promise<Omit<PageTiming, 'page'>> {
  const { runs, slowed = 'phone', withReact = true } = options;
  const drawn: number[] = [];
  const attached: number[] = [];
  const own: number[] = [];
  const copy: number[] = [];
  const answer: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const marks = await timeOneLoad(context, url, target, slowed, withReact);
    drawn.push(marks.drawn);
    attached.push(marks.attached);
    own.push(marks.own);
    copy.push(marks.copy);
    answer.push(marks.answer);
  }
  return {
    drawnMs: median(drawn),
    attachedMs: median(attached),
    ownMs: median(own),
    copyTapsMs: median(copy),
    answerMs: median(answer),
  };
}
