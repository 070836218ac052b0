import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { testRunItem } from '../test/run-item';
import { AttemptsSummary } from './attempts-summary';

const attempt = (calledAt: string | null) =>
  testRunItem(
    { status: 'failed' },
    {
      code: null,
      attempts: [
        {
          attemptNo: 1,
          reason: 'not_at_home',
          note: null,
          rescheduleDate: null,
          calledAt,
          createdAt: '2026-12-07T06:00:00.000Z',
        },
      ],
    },
  );

describe('the last failed attempt on a stop', () => {
  it('says the new reason and when the rider called, in English and Bangla', async () => {
    await renderPage(<AttemptsSummary item={attempt('2026-12-07T05:58:00.000Z')} />, {
      namespaces: ['deliveries'],
    });
    const summary = screen.getByTestId('attempts-summary');
    expect(summary.textContent).toContain('Receiver not at home');
    expect(screen.getByTestId('attempt-called').textContent).toMatch(/^called at /);
  });

  it('in Bangla, and nothing about a call when there was none', async () => {
    await renderPage(<AttemptsSummary item={attempt(null)} />, {
      language: 'bn',
      namespaces: ['deliveries'],
    });
    expect(screen.getByTestId('attempts-summary').textContent).toContain('প্রাপক বাসায় নেই');
    expect(screen.queryByTestId('attempt-called')).toBeNull();
  });
});
