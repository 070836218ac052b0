import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { testCode, testRunItem } from '../test/run-item';
import { FailAttemptForm } from './fail-attempt-form';

const submit = () => screen.getByRole('button', { name: /Record failed attempt|ব্যর্থ চেষ্টা লিখুন/ });

describe('the failed attempt form (issue 62 item 10)', () => {
  it('offers the reasons couriers report, and holds "not at home" back until the receiver was called', async () => {
    await renderPage(<FailAttemptForm item={testRunItem()} onDone={() => {}} />, {
      namespaces: ['deliveries', 'field'],
    });
    for (const name of [
      'Receiver not at home',
      'Receiver not reachable',
      "Receiver's phone switched off",
      'Receiver did not have the cash ready',
      'Receiver wanted to open the parcel before paying',
      'Receiver refused the parcel',
      'Receiver asked to reschedule',
      'Wrong address',
      'Address outside the delivery area',
      'Other',
    ]) {
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    }
    const call = screen.getByTestId('fail-call-receiver');
    expect(call.getAttribute('href')).toBe('tel:01711000222');
    expect(call.textContent).toBe('Call the receiver (01711000222)');

    fireEvent.click(screen.getByRole('radio', { name: 'Receiver not at home' }));
    expect(submit()).toHaveProperty('disabled', true);
    expect(screen.getByTestId('fail-call-first').textContent).toBe(
      'For this reason, call the receiver from here first: the call is recorded with the attempt.',
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Receiver did not have the cash ready' }));
    expect(submit()).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('fail-call-first')).toBeNull();
  });

  it('in Bangla, a receiver already called may be recorded as not at home, and the call’s time is shown', async () => {
    const item = testRunItem({}, { code: testCode({ receiverCalledAt: '2026-12-07T05:30:00.000Z' }) });
    await renderPage(<FailAttemptForm item={item} onDone={() => {}} />, {
      language: 'bn',
      namespaces: ['deliveries', 'field'],
    });
    fireEvent.click(screen.getByRole('radio', { name: 'প্রাপক বাসায় নেই' }));
    expect(submit()).toHaveProperty('disabled', false);
    expect(screen.getByTestId('fail-called').textContent).toContain('প্রাপককে কল করা হয়েছে');
    expect(screen.getByTestId('fail-call-receiver').textContent).toBe('আবার কল করুন');
    expect(screen.getByRole('radio', { name: 'প্রাপকের কাছে টাকা প্রস্তুত নেই' })).toBeTruthy();
  });

  it('with no receiver phone there is no call to make, and nothing is held back', async () => {
    await renderPage(
      <FailAttemptForm item={testRunItem({ receiverPhone: null }, { code: null })} onDone={() => {}} />,
      { namespaces: ['deliveries', 'field'] },
    );
    expect(screen.queryByTestId('fail-call-receiver')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Receiver not reachable' }));
    expect(submit()).toHaveProperty('disabled', false);
  });
});
