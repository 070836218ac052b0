import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { WebhookTestButton } from './webhook-test-button';

const messageId = 'msg_test1';

/** The test's endpoint: the send queues the message; the log shows it pending `pendingReads` times, then as `final`. */
function serve(
  final: { status: 'delivered' | 'failed'; statusCode: number | null; latencyMs: number },
  pendingReads = 1,
) {
  let reads = 0;
  return fakeApi({
    '/api/webhooks/ep_1/test': () => Response.json({ messageId }, { status: 202 }),
    '/api/webhooks/ep_1/messages': () => {
      reads += 1;
      const done = reads > pendingReads;
      return {
        nextBefore: null,
        messages: [
          {
            id: messageId,
            eventType: 'test.ping',
            status: done ? final.status : 'pending',
            payload: {},
            attemptCount: done ? 1 : 0,
            nextAttemptAt: null,
            createdAt: new Date().toISOString(),
            attempts: done
              ? [
                  {
                    id: 1,
                    attemptedAt: new Date().toISOString(),
                    statusCode: final.statusCode,
                    latencyMs: final.latencyMs,
                    responseExcerpt: 'connect ECONNREFUSED',
                  },
                ]
              : [],
          },
        ],
      };
    },
  });
}

describe('send test event', () => {
  it('queues the test and shows the status code and latency the delivery log records', async () => {
    const api = serve({ status: 'delivered', statusCode: 200, latencyMs: 84 });
    await renderPage(<WebhookTestButton endpointId="ep_1" disabled={false} />, { namespaces: ['merchants'] });
    fireEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    expect((await screen.findByTestId('webhook-test-result')).textContent).toContain('waiting');
    await vi.waitFor(
      () =>
        expect(screen.getByTestId('webhook-test-result').textContent).toBe(
          'Test event delivered: your server answered 200 in 84 ms.',
        ),
      { timeout: 4000 },
    );
    expect(
      api.requests.filter(({ method, path }) => method === 'POST' && path === '/api/webhooks/ep_1/test'),
    ).toHaveLength(1);
  });

  it('says in Bangla when the server could not be reached', async () => {
    serve({ status: 'failed', statusCode: null, latencyMs: 12 }, 0);
    await renderPage(<WebhookTestButton endpointId="ep_1" disabled={false} />, {
      language: 'bn',
      namespaces: ['merchants'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'টেস্ট ইভেন্ট পাঠান' }));
    await vi.waitFor(
      () =>
        expect(screen.getByTestId('webhook-test-result').textContent).toBe(
          '১২ মিলিসেকেন্ডেও আপনার সার্ভার উত্তর দেয়নি: connect ECONNREFUSED',
        ),
      { timeout: 4000 },
    );
  });

  it('cannot be pressed for a paused endpoint', async () => {
    serve({ status: 'delivered', statusCode: 200, latencyMs: 5 });
    await renderPage(<WebhookTestButton endpointId="ep_1" disabled />, { namespaces: ['merchants'] });
    expect((screen.getByRole('button', { name: 'Send test event' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
