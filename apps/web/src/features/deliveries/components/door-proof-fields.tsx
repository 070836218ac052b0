import { riderToastMs } from '@desh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { TabBar } from '../../../components/ui/tab-bar';
import { formatDhakaTime } from '../../../lib/format';
import { showToast } from '../../../lib/popups';
import type { RunItem } from '../api/get-delivery-run';
import { useResendDeliveryCode } from '../api/resend-code';
import { useTimeReached } from '../hooks/use-time-reached';
import { PhotoInput } from './photo-input';

const proofModes = ['code', 'photo'] as const;

/**
 * The proof a handover at the door needs, whole or partial: the receiver's code or, when the code
 * cannot arrive, a photo of the handover and the receiver's name. Only the proof the server accepts
 * now is offered: a photo waits while the code just sent may arrive.
 */
export function useDoorProof(item: RunItem, onProblem: (error: unknown) => void) {
  const { code: codeState } = item;
  const resend = useResendDeliveryCode();
  const canUseCode = Boolean(codeState?.hasPhone && !codeState.locked && !codeState.expired);
  const photoTimeCame = useTimeReached(codeState?.photoAllowedAt);
  const canUsePhoto =
    !codeState || codeState.photoAllowed || (codeState.photoAllowedAt !== null && photoTimeCame);
  const [chosen, setMode] = useState<'code' | 'photo'>(canUseCode ? 'code' : 'photo');
  const mode: 'code' | 'photo' = !canUsePhoto ? 'code' : !canUseCode ? 'photo' : chosen;
  const [code, setCode] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [receiverName, setReceiverName] = useState('');
  return {
    item,
    mode,
    setMode,
    canUseCode,
    canUsePhoto,
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
  const { t, i18n } = useTranslation('deliveries');
  const { item, mode, canUseCode, canUsePhoto, resend } = proof;
  const codeState = item.code;

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
      {canUseCode && canUsePhoto && (
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
          {!canUsePhoto && codeState?.photoAllowedAt && (
            <p className="text-sm" data-testid="photo-from">
              {t('photo.from', { time: formatDhakaTime(codeState.photoAllowedAt, i18n.language) })}
            </p>
          )}
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
        <div className="space-y-2">
          {codeState?.photoNeedsApproval && (
            <p className="text-sm text-warning" data-testid="approval-warning">
              {t('complete.approvalWarning')}
            </p>
          )}
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
