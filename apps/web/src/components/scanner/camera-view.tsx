import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiX, FiZap, FiZapOff } from 'react-icons/fi';
import { createReader } from './camera-reader';
import { createRepeatGuard } from './repeat-guard';

// The torch is a camera capability Chromium on Android offers; TypeScript's DOM types omit it.
type TorchTrack = Omit<MediaStreamTrack, 'getCapabilities'> & {
  getCapabilities?: () => MediaTrackCapabilities & { torch?: boolean };
};

// A frame every ~120 ms: quick enough to feel instant, light enough for a cheap phone's CPU.
const frameMs = 120;

/**
 * The phone's back camera reading labels: every decoded code goes to `onCode` once while the
 * label stays in view. The torch button shows only when the camera can light one.
 */
export default function CameraView({
  onCode,
  onClose,
}: {
  onCode: (raw: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('scanner');
  const video = useRef<HTMLVideoElement>(null);
  const track = useRef<TorchTrack | null>(null);
  const [torchable, setTorchable] = useState(false);
  const [torchOn, setTorchOn] = useState(false);
  const [problem, setProblem] = useState<'denied' | 'unavailable' | null>(null);
  const [ready, setReady] = useState(false);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const guard = createRepeatGuard(1500);
    const reader = createReader();

    async function tick() {
      const element = video.current;
      if (stopped || !element) return;
      if (element.readyState >= 2) {
        try {
          const codes = await reader.detect(element);
          if (!stopped) setReady(true);
          const fresh = guard(
            codes.map((code) => code.rawValue),
            performance.now(),
          );
          for (const code of fresh) if (!stopped) onCodeRef.current(code);
        } catch (error) {
          console.warn('Reading a camera frame failed', error);
        }
      }
      if (!stopped) timer = setTimeout(tick, frameMs);
    }

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (error) {
        setProblem(
          error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable',
        );
        return;
      }
      if (stopped) {
        for (const each of stream.getTracks()) each.stop();
        return;
      }
      const [videoTrack] = stream.getVideoTracks() as TorchTrack[];
      track.current = videoTrack ?? null;
      setTorchable(Boolean(videoTrack?.getCapabilities?.().torch));
      if (video.current) {
        video.current.srcObject = stream;
        await video.current.play().catch(() => undefined);
      }
      void tick();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const each of stream?.getTracks() ?? []) each.stop();
    };
  }, []);

  async function toggleTorch() {
    const next = !torchOn;
    try {
      await track.current?.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] });
      setTorchOn(next);
    } catch {
      setTorchable(false);
    }
  }

  return (
    <div className="space-y-2" data-testid="camera-view">
      <div className="relative overflow-hidden rounded-box bg-black">
        <video
          ref={video}
          className="aspect-video w-full object-cover"
          muted
          playsInline
          aria-label={t('camera.view')}
        />
        <div
          className="pointer-events-none absolute inset-x-8 top-1/2 h-0.5 -translate-y-1/2 bg-error/70"
          aria-hidden
        />
        <div className="absolute right-2 top-2 flex gap-2">
          {torchable && (
            <button
              type="button"
              className="btn btn-circle btn-sm"
              aria-pressed={torchOn}
              aria-label={torchOn ? t('camera.torchOff') : t('camera.torchOn')}
              onClick={() => void toggleTorch()}
            >
              {torchOn ? <FiZapOff aria-hidden /> : <FiZap aria-hidden />}
            </button>
          )}
          <button
            type="button"
            className="btn btn-circle btn-sm"
            aria-label={t('camera.close')}
            onClick={onClose}
          >
            <FiX aria-hidden />
          </button>
        </div>
      </div>
      <p className="text-sm opacity-80" aria-live="polite">
        {problem ? t(`camera.${problem}`) : ready ? t('camera.pointAtLabel') : t('camera.starting')}
      </p>
    </div>
  );
}
