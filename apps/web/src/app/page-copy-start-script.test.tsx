import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * index.html's start script, as the browser runs it on a page the server drew (apps/api
 * plugins/first-screen.ts): the copy before #root, the answers after it. The app is played by hand:
 * it draws #root and marks its first screen.
 */
const indexHtml = fs.readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
const startScript = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1] ?? '')
  .find((code) => code.includes("document.getElementById('page-copy')"));

const page = `
  <main id="main">
    <form id="scan"><input name="code" data-carry-over /></form>
    <input id="note" />
    <section id="stop-1"><p>Stop</p><button type="button">Picked up</button></section>
  </main>`;

type CopyWindow = Window & { __early?: Record<string, Promise<Response>>; __pageCopy?: unknown };

function serverPage(answers: object) {
  document.body.innerHTML = `<div id="page-copy">${page}</div><div id="root"></div><script type="application/json" id="first-data">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;
  // biome-ignore lint/security/noGlobalEval: the start script is run as the browser runs it, inline.
  window.eval(startScript ?? 'throw new Error("no start script in index.html")');
}

/** The app draws the page into #root: its button counts taps, its form counts scans sent. */
async function appDraws() {
  const root = document.getElementById('root') as HTMLElement;
  root.innerHTML = page;
  const taps = vi.fn();
  const scans = vi.fn();
  root.querySelector('button')?.addEventListener('click', taps);
  root.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    scans((root.querySelector('input[name="code"]') as HTMLInputElement).value);
  });
  root.querySelector('main')?.setAttribute('data-first-screen', '');
  await vi.waitFor(() => expect(document.getElementById('page-copy')).toBeNull());
  return { root, taps, scans };
}

afterEach(() => {
  delete (window as CopyWindow).__early;
  delete (window as CopyWindow).__pageCopy;
  document.body.innerHTML = '';
});

describe("index.html's start script on a page the server drew", () => {
  it('hands the answers to the app once, hides #root under the copy and waits fields but the scan field', async () => {
    expect(startScript).toBeDefined();
    serverPage({ '/api/parcels/dashboard': { status: 200, body: '{"day":"</script>"}' } });
    expect(document.getElementById('first-data')).toBeNull();
    const answer = await (window as CopyWindow).__early?.['/api/parcels/dashboard'];
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual({ day: '</script>' });
    expect(document.getElementById('root')?.hidden).toBe(true);
    const copy = document.getElementById('page-copy') as HTMLElement;
    expect((copy.querySelector('#note') as HTMLInputElement).disabled).toBe(true);
    expect((copy.querySelector('input[name="code"]') as HTMLInputElement).disabled).toBe(false);
  });

  it('makes a button tapped on the copy once on its twin, when the app has drawn its first screen', async () => {
    serverPage({});
    const copy = document.getElementById('page-copy') as HTMLElement;
    copy.querySelector('button')?.click();
    const { root, taps } = await appDraws();
    expect(root.hidden).toBe(false);
    expect(taps).toHaveBeenCalledTimes(1);
  });

  it('sends a scan finished on the copy once from the app’s field, and carries one still being typed', async () => {
    serverPage({});
    const field = document.querySelector('#page-copy input[name="code"]') as HTMLInputElement;
    field.value = 'DSH-1796521268895';
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(field.value).toBe('');
    field.value = 'DSH-17';
    const { root, scans } = await appDraws();
    expect(scans).toHaveBeenCalledTimes(1);
    expect(scans).toHaveBeenCalledWith('DSH-1796521268895');
    expect((root.querySelector('input[name="code"]') as HTMLInputElement).value).toBe('DSH-17');
  });

  it('gives the scan field a key typed anywhere else on the copy, as the app’s scanner does', () => {
    serverPage({});
    const field = document.querySelector('#page-copy input[name="code"]') as HTMLInputElement;
    document
      .querySelector('#page-copy p')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'D', bubbles: true }));
    expect(document.activeElement).toBe(field);
    // A key meant for another field is left to it.
    field.blur();
    const note = document.querySelector('#page-copy #note') as HTMLInputElement;
    note.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
    expect(document.activeElement).not.toBe(field);
  });

  it('goes when the app shows another address', async () => {
    serverPage({});
    document.querySelector<HTMLButtonElement>('#page-copy button')?.click();
    history.pushState(null, '', '/login');
    expect(document.getElementById('page-copy')).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
  });
});
