import { readScannedCode, type ScannedCode } from '@desh/shared';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiCamera, FiCornerDownLeft } from 'react-icons/fi';
import { Spinner } from '../ui/spinner';
import { keyBelongsToScanner } from './repeat-guard';
import { scanFeedback } from './scan-feedback';

// The camera, its reader and the 1 MB WebAssembly arrive only when someone opens the camera.
const CameraView = lazy(() => import('./camera-view'));

export type ScanKind = ScannedCode['kind'];

/**
 * One place to scan a label: a USB or Bluetooth scanner (it types the code fast and presses Enter,
 * so the field keeps the focus and takes the whole code on Enter), a person typing the code, or the
 * phone's camera. `prompt` says in words what to scan next; `onScan` gets each code read as a
 * parcel or a bag of the kinds `accept`s, and answers with the feedback (`scanFeedback`) itself.
 */
export function BarcodeScanner({
  id,
  prompt,
  accept,
  onScan,
  disabled = false,
  focusKey,
  carryOver = false,
}: {
  id: string;
  prompt: string;
  accept: ScanKind[];
  onScan: (code: ScannedCode) => void;
  disabled?: boolean;
  /** When this changes (a mode or a bag was just chosen), the field takes the focus for the next scan. */
  focusKey?: string;
  /**
   * The field works in the server's copy of the page too (index.html's start script): a label scanned
   * there before the app runs is typed into this field and sent once the app has drawn it.
   */
  carryOver?: boolean;
}) {
  const { t } = useTranslation('scanner');
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;
  const acceptRef = useRef(accept);
  acceptRef.current = accept;

  useEffect(() => {
    // Focus straight away where a scanner or keyboard is the likely input; on a touch phone it would
    // open the on-screen keyboard over the camera.
    if (window.matchMedia?.('(pointer: fine)').matches) input.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
      // A dialog or a popup asking something keeps its keys; a passing toast does not take the next label.
      if (document.querySelector('dialog[open], .swal2-popup:not(.swal2-toast)')) return;
      if (keyBelongsToScanner(event.target as HTMLElement | null)) input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Not on the first render: there the pointer decides (above). After a choice, a scan comes next.
  const lastFocusKey = useRef(focusKey);
  useEffect(() => {
    if (focusKey === lastFocusKey.current || disabled) return;
    lastFocusKey.current = focusKey;
    input.current?.focus();
  }, [focusKey, disabled]);

  function take(raw: string) {
    const code = readScannedCode(raw);
    if (!code) {
      scanFeedback('error');
      setRefusal(t('unreadable', { code: raw.trim().slice(0, 40) }));
      return;
    }
    if (!acceptRef.current.includes(code.kind)) {
      scanFeedback('error');
      setRefusal(t(code.kind === 'bag' ? 'wantParcel' : 'wantBag'));
      return;
    }
    setRefusal(null);
    scanFeedback('read');
    onScanRef.current(code);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const raw = value;
    setValue('');
    input.current?.focus();
    if (raw.trim()) take(raw);
  }

  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="space-y-2" aria-describedby={`${id}-prompt`}>
        <label htmlFor={id} className="label text-sm font-medium text-base-content">
          {t('label')}
        </label>
        <p id={`${id}-prompt`} className="text-lg font-semibold" aria-live="polite" data-testid="scan-prompt">
          {prompt}
        </p>
        <div className="join w-full">
          <input
            ref={input}
            id={id}
            className="input join-item w-full font-mono placeholder:font-sans"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={t('placeholder')}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            disabled={disabled}
            data-carry-over={carryOver || undefined}
            aria-invalid={Boolean(refusal)}
            aria-describedby={refusal ? `${id}-error` : undefined}
          />
          <button
            type="submit"
            className="btn btn-primary join-item"
            disabled={disabled}
            aria-label={t('submit')}
          >
            <FiCornerDownLeft aria-hidden />
          </button>
          <button
            type="button"
            className="btn join-item"
            aria-pressed={camera}
            onClick={() => setCamera((open) => !open)}
            disabled={disabled}
          >
            <FiCamera aria-hidden />
            {t('camera.open')}
          </button>
        </div>
        {refusal && (
          <p id={`${id}-error`} role="alert" className="text-sm text-error">
            {refusal}
          </p>
        )}
      </form>
      {camera && (
        <Suspense fallback={<Spinner />}>
          <CameraView onCode={take} onClose={() => setCamera(false)} />
        </Suspense>
      )}
    </div>
  );
}
