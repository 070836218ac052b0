import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readScanSetup, scanSetupKey, useScanSetup } from './use-scan-setup';

describe('the scan station’s setup', () => {
  afterEach(() => sessionStorage.clear());

  it('survives a reload: the mode, bag and rider come back for the same hub', () => {
    const first = renderHook(() => useScanSetup('dhk-mir'));
    act(() => first.result.current[1]({ mode: 'handout', riderId: 'r1' }));
    first.unmount();
    const again = renderHook(() => useScanSetup('dhk-mir'));
    expect(again.result.current[0]).toMatchObject({ mode: 'handout', riderId: 'r1' });
    expect(readScanSetup('dhk-sc').mode).toBe('receive');
  });

  it('starts in Receive when what is kept is not a mode', () => {
    sessionStorage.setItem(scanSetupKey('dhk-mir'), JSON.stringify({ mode: 'dance' }));
    expect(readScanSetup('dhk-mir')).toEqual({ mode: 'receive', bagId: '', riderId: '', checkingBagId: '' });
  });
});
