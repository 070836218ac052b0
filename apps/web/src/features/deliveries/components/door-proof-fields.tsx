import { riderToastMs } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { TabBar } from '../../../components/ui/tab-bar';
import { showToast } from '../../../lib/popups';
import type { RunItem } from '../api/get-delivery-run';
import { useResendDeliveryCode } from '../api/resend-code';
import { CodeMissingSteps } from './code-missing-steps';
import { PhotoInput } from './photo-input';

const proofModes = ['code', 'photo'] as const;

/**
 * The proof a handover at the door needs, whole or partial: the receiver's code or a photo of the
 * handover and the receiver's name. The photo is offered as the server's rules allow: at once when the
 * code could not arrive (no phone, its SMS failed, or the rider called the receiver and said why);
 * after a locked code, told that it waits for an admin; otherwise first the call and the reason, or,
 * where a waiting delivery is possible (`photoMayWait`: a completion, not a partial delivery), a photo
 * the rider is told will wait for an admin and count against them.
 */
export function useDoorProof(
  item: RunItem,
  onProblem: (error: unknown) => void,
  { photoMayWait }: { photoMayWait: boolean },
) {
  const { code: codeState } = item;
  const resend = useResendDeliveryCode();
  const canUseCode = Boolean(codeState?.hasPhone && !codeState.locked && !codeState.expired);
  const [chosen, setMode] = useState<'code' | 'photo'>(canUseCode ? 'code' : 'photo');
  const mode: 'code' | 'photo' = !canUseCode ? 'photo' : chosen;
  const [anyway, setAnyway] = useState(false);
  const waitsBecause = codeState?.photoWaitsBecause ?? null;
  const photoOpen = waitsBecause === null || (photoMayWait && (waitsBecause === 'code_locked' || anyway));
  const [code, setCode] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [receiverName, setReceiverName] = useState('');
  return {
    item,
    mode,
    setMode,
    canUseCode,
    photoMayWait,
    photoOpen,
    anyway,
    setAnyway,
    code,
    setCode,
    photo,
    setPhoto,
    receiverName,
    setReceiverName,
    resend,
    onProblem,
    /** The proof for the action's body (the photo goes separately, uploaded first by the queue). */
    body: () =>
      mode === 'code' ? { code: code.trim() } : { receiverName: receiverName.trim() || undefined },
  };
}

export type DoorProofState = ReturnType<typeof useDoorProof>;

export function DoorProofFields({ proof, idBase }: { proof: DoorProofState; idBase: string }) {
  const { t } = useTranslation('deliveries');
  const { item, mode, canUseCode, resend } = proof;
  const codeState = item.code;
  const waitsBecause = codeState?.photoWaitsBecause ?? null;

  async function sendAgain() {
    proof.onProblem(null);
    try {
      await resend.mutateAsync(item.parcel._id);
      await showToast('success', t('code.resent'), riderToastMs);
    } catch (error) {
      proof.onProblem(error);
    }
  }

  return (
    <>
      {canUseCode && (
        <TabBar
          tabs={proofModes}
          current={mode}
          onChoose={proof.setMode}
          tabLabel={(each) => t(each === 'code' ? 'complete.withCode' : 'complete.withPhoto')}
          className="tabs tabs-box tabs-sm"
          tabClass={(active) => `tab ${active ? 'tab-active' : ''}`}
        />
      )}
      {mode === 'code' ? (
        <div className="space-y-2">
          <FormField className="form-control w-full" id={`${idBase}-code`} label={t('code.label')}>
            <input
              id={`${idBase}-code`}
              className="input input-bordered w-full font-mono text-xl tracking-[0.4em]"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              value={proof.code}
              onChange={(event) => proof.setCode(event.target.value.replace(/\D/g, ''))}
            />
          </FormField>
          <p className="text-xs opacity-80">
            {codeState?.smsStatus === 'sent' ? t('code.hint.sent') : t('code.hint.queued')}
          </p>
          {codeState && codeState.resendsLeft > 0 && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={resend.isPending}
              onClick={sendAgain}
            >
              {t('code.resend', { count: codeState.resendsLeft })}
            </button>
          )}
        </div>
      ) : (
        <div className="space-y-2" data-testid="photo-proof">
          {codeState?.photoGround === 'sms_failed' && (
            <p className="text-sm" data-testid="photo-ground">
              {t('photo.smsFailed')}
            </p>
          )}
          {codeState?.photoGround === 'receiver_called' && (
            <p className="text-sm" data-testid="photo-ground">
              {t('photo.afterCall')}
            </p>
          )}
          {waitsBecause === 'code_locked' && (
            <p className="text-sm text-warning" data-testid="approval-warning">
              {t(proof.photoMayWait ? 'complete.approvalWarning' : 'partial.needsCode')}
            </p>
          )}
          {waitsBecause === 'no_code_failure' && (
            <CodeMissingSteps item={item} idBase={idBase} onProblem={proof.onProblem} />
          )}
          {waitsBecause === 'no_code_failure' && proof.photoMayWait && !proof.anyway && (
            <button
              type="button"
              className="btn btn-link btn-sm px-0"
              data-testid="photo-anyway"
              onClick={() => proof.setAnyway(true)}
            >
              {t('photo.anyway')}
            </button>
          )}
          {waitsBecause === 'no_code_failure' && proof.anyway && (
            <p className="text-sm text-warning" data-testid="approval-warning">
              {t('photo.anywayWarning')}
            </p>
          )}
        </div>
      )}
      {mode === 'photo' && proof.photoOpen && (
        <div className="space-y-2">
          <PhotoInput id={`${idBase}-photo`} onChange={proof.setPhoto} />
          <FormField className="form-control w-full" id={`${idBase}-name`} label={t('photo.receiverName')}>
            <input
              id={`${idBase}-name`}
              className="input input-bordered w-full"
              autoComplete="off"
              required
              maxLength={100}
              value={proof.receiverName}
              onChange={(event) => proof.setReceiverName(event.target.value)}
            />
          </FormField>
        </div>
      )}
    </>
  );
}
