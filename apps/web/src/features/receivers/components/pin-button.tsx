import type { ReceiverNotes } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiMapPin } from 'react-icons/fi';
import { HeadedSection } from '../../../components/ui/page-title';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useReceiverChange } from '../api/receiver-page';
import { ChangeOutcome } from './change-outcome';
import { sectionClass } from './section-class';

type Problem = 'denied' | 'unavailable' | 'unsupported' | null;

/**
 * The receiver's map pin from the phone's own location: asked for only when they press the button
 * (the browser then asks their consent), sent once, with the phone's estimate of its accuracy.
 */
export function PinButton({ token, pin }: { token: string; pin: ReceiverNotes['pin'] }) {
  const { t } = useTranslation('receivers');
  const number = useNumberFormat();
  const change = useReceiverChange(token);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  function locate() {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        change.mutate({
          kind: 'pin',
          body: {
            lat: position.coords.latitude,
            lng: position.coords.longitude,
            accuracyM: Math.round(position.coords.accuracy),
          },
        });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  }

  return (
    <HeadedSection title={t('pin.title')} id="receiver-pin" className={sectionClass}>
      <div className="space-y-3">
        <p className="text-sm opacity-80">{t('pin.consent')}</p>
        {pin && (
          <p className="flex items-center gap-2 text-success" data-testid="receiver-pin-saved" role="status">
            <FiMapPin aria-hidden />
            {t('pin.saved', { accuracy: number(Math.round(pin.accuracyM)) })}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary w-full sm:w-auto"
          onClick={locate}
          disabled={locating || change.isPending}
        >
          <FiMapPin aria-hidden />
          {locating ? t('pin.locating') : pin ? t('pin.again') : t('pin.set')}
        </button>
        {problem && (
          <p role="alert" className="text-sm text-error">
            {t(`pin.problem.${problem}`)}
          </p>
        )}
        <ChangeOutcome change={change} />
      </div>
    </HeadedSection>
  );
}
