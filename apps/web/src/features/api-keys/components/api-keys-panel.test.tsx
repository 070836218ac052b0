import type { ApiKey } from '@desh/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { ApiKeysPanel } from './api-keys-panel';

/** The keys endpoint: creating adds the key (a test key when the body says so); returns every body sent. */
function serve() {
  const sent: Array<Record<string, unknown>> = [];
  const keys: ApiKey[] = [];
  fakeApi({
    'POST /api/api-keys': async (request: Request) => {
      const body = (await request.json()) as { name: string; test?: boolean };
      sent.push(body);
      const prefix = body.test ? 'dsh_test_abcdefgh' : 'dsh_live_abcdefgh';
      const key = {
        id: `k${keys.length}`,
        name: body.name,
        prefix,
        test: body.test === true,
        rateLimitPerMinute: 120,
        createdAt: new Date().toISOString(),
        lastUsedAt: null,
        revokedAt: null,
        suspendedAt: null,
      };
      keys.push(key);
      return Response.json({ ...key, key: `${prefix}${'x'.repeat(35)}` }, { status: 201 });
    },
    '/api/api-keys': () => keys,
  });
  return sent;
}

describe('creating a test API key', () => {
  it('sends test: true when the box is ticked and labels the key Test in the list', async () => {
    const sent = serve();
    await renderPage(<ApiKeysPanel />, { namespaces: ['api-keys'] });
    fireEvent.input(screen.getByLabelText('Key name'), { target: { value: 'Staging' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Test key/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const badge = await screen.findByTestId('api-key-test');
    expect(badge.textContent).toBe('Test');
    expect(sent).toEqual([{ name: 'Staging', test: true }]);
    expect(within(badge.closest('li') as HTMLElement).getByText('dsh_test_abcdefgh…')).toBeTruthy();
  });

  it('makes a live key, unlabelled, when the box is left alone (Bangla page)', async () => {
    const sent = serve();
    await renderPage(<ApiKeysPanel />, { language: 'bn', namespaces: ['api-keys'] });
    expect(screen.getByRole('checkbox', { name: /টেস্ট কী/ })).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: /./ }), { target: { value: 'Shop' } });
    fireEvent.submit(screen.getByRole('checkbox').closest('form') as HTMLFormElement);
    await vi.waitFor(() => expect(sent).toEqual([{ name: 'Shop', test: false }]));
    expect(await screen.findByText('dsh_live_abcdefgh…')).toBeTruthy();
    expect(screen.queryByTestId('api-key-test')).toBeNull();
  });
});
