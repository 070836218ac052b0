import { useCallback, useState } from 'react';
import { type ScanMode, scanModes } from '../components/scan-modes';

/**
 * What the scan station is set to: the mode, the bag being filled, the rider parcels are handed to,
 * and the arrived bag whose parcels are being scanned out.
 */
export interface ScanSetup {
  mode: ScanMode;
  bagId: string;
  riderId: string;
  checkingBagId: string;
}

const fresh: ScanSetup = { mode: 'receive', bagId: '', riderId: '', checkingBagId: '' };

export const scanSetupKey = (hubId: string) => `desh.hubScan.${hubId}`;

/** The setup kept for this tab at `hubId` (issue 62: a reload, offline too, went back to Receive). */
export function readScanSetup(hubId: string): ScanSetup {
  try {
    const kept = JSON.parse(
      sessionStorage.getItem(scanSetupKey(hubId)) ?? 'null',
    ) as Partial<ScanSetup> | null;
    if (!kept || typeof kept !== 'object') return fresh;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      mode: scanModes.includes(kept.mode as ScanMode) ? (kept.mode as ScanMode) : 'receive',
      bagId: text(kept.bagId),
      riderId: text(kept.riderId),
      checkingBagId: text(kept.checkingBagId),
    };
  } catch {
    // Storage closed to the page (a private window's rules) or a value not ours: start fresh.
    return fresh;
  }
}

/**
 * The station's setup, kept in the tab's session storage (per hub) as it changes: a reload, online
 * or offline, comes back in the same mode with the same bag and rider.
 */
export function useScanSetup(hubId: string): [ScanSetup, (change: Partial<ScanSetup>) => void] {
  const [setup, setSetup] = useState(() => readScanSetup(hubId));
  const change = useCallback(
    (part: Partial<ScanSetup>) =>
      setSetup((current) => {
        const next = { ...current, ...part };
        try {
          sessionStorage.setItem(scanSetupKey(hubId), JSON.stringify(next));
        } catch {
          // Not kept: the station still works, it only forgets on a reload.
        }
        return next;
      }),
    [hubId],
  );
  return [setup, change];
}
