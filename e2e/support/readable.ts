import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The state on screen now (an alert, a toast, an open modal, badges) passes axe's colour-contrast check
 * (WCAG AA) in the light and in the dark theme. The theme is switched on the page root, as the toggle
 * does, so the state under test stays on screen; the page's own theme is put back afterwards.
 */
export async function expectReadableInBothThemes(page: Page, include?: string): Promise<void> {
  const html = page.locator('html');
  const original = await html.getAttribute('data-theme');
  for (const theme of ['light', 'dark']) {
    await html.evaluate((root, value) => root.setAttribute('data-theme', value), theme);
    // SweetAlert2 and daisyUI fade in: judge the colours once they have settled.
    await page.waitForTimeout(350);
    let builder = new AxeBuilder({ page }).withRules(['color-contrast']);
    if (include) builder = builder.include(include);
    const { violations } = await builder.analyze();
    const found = violations.flatMap((violation) =>
      violation.nodes.map((node) => `${theme}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
    expect(found, `colour contrast in the ${theme} theme`).toEqual([]);
  }
  await html.evaluate((root, value) => {
    if (value) root.setAttribute('data-theme', value);
  }, original);
}

/**
 * The smallest contrast between a chart's bars and the track behind them (WCAG 1.4.11 asks 3:1 of
 * graphics), zero-width bars included (their colour is the status's all the same). Colours are read
 * through a canvas, so oklch and colour-mixed values count as the browser paints them.
 */
export async function weakestBarContrast(page: Page, barSelector: string): Promise<number> {
  return page.evaluate((selector) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    const paint = (colours: string[]) => {
      context.clearRect(0, 0, 1, 1);
      for (const colour of colours) {
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
      }
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const page = getComputedStyle(document.body).backgroundColor;
    let weakest = Number.POSITIVE_INFINITY;
    for (const bar of document.querySelectorAll<HTMLElement>(selector)) {
      if (!bar.parentElement) continue;
      const card = bar.closest('.card') ?? document.body;
      const behind = [
        page,
        getComputedStyle(card).backgroundColor,
        getComputedStyle(bar.parentElement).backgroundColor,
      ];
      const [a, b] = [
        luminance(paint(behind)),
        luminance(paint([...behind, getComputedStyle(bar).backgroundColor])),
      ];
      weakest = Math.min(weakest, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05));
    }
    return weakest;
  }, barSelector);
}
