import { parseTakaInput } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/ui/figure';
import { SubmitButton } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { confirmPopup, showToast } from '../../../lib/popups';
import { usePoisha } from '../../../lib/use-money';
import { TakaField } from './taka-field';

/** What was counted of declared cash, with the shortage after it (in red) when there was one. */
export function CountedFigure({
  countedPoisha,
  differencePoisha,
}: {
  countedPoisha: number;
  differencePoisha: number | null;
}) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  return (
    <Figure term={t('admin.handover.countedShort')} className="tabular-nums">
      {money(countedPoisha)}
      {differencePoisha ? <span className="ml-1 text-error">({money(-differencePoisha)})</span> : null}
    </Figure>
  );
}

/**
 * Sends a count; when the server answers that it is short and asks for a confirmation (a rider's
 * handover: the shortage becomes the rider's debt), asks the person with the shortage in taka and
 * sends it again with the confirmation. False when they chose to count again.
 */
async function countConfirmingShortage(
  onCount: CountHandler,
  counted: number,
  ask: (shortagePoisha: number) => Promise<boolean>,
): Promise<boolean> {
  try {
    await onCount(counted);
    return true;
  } catch (caught) {
    const shortage =
      caught instanceof ApiError && caught.code === 'SHORTAGE_UNCONFIRMED'
        ? caught.params?.shortagePoisha
        : undefined;
    if (typeof shortage !== 'number') throw caught;
    if (!(await ask(shortage))) return false;
    await onCount(counted, true);
    return true;
  }
}

/** Books a count; `shortageConfirmed` once the person confirmed a shortage the server told them of. */
export type CountHandler = (countedPoisha: number, shortageConfirmed?: boolean) => Promise<unknown>;

/**
 * Counting declared cash (a rider's handover, a hub's remittance): the amount counted, prefilled with
 * what was declared, and the difference shown before it is booked.
 */
export function CountForm({
  id,
  declaredPoisha,
  onCount,
  pending,
  doneText,
  shortText,
}: {
  id: string;
  declaredPoisha: number;
  onCount: CountHandler;
  pending: boolean;
  doneText: string;
  /** Words a shortage: "{{amount}} short: recorded against …". */
  shortText: (amount: string) => string;
}) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const [counted, setCounted] = useState(String(declaredPoisha / 100));
  const [error, setError] = useState<string>();
  const countedPoisha = parseTakaInput(counted);
  const difference = countedPoisha === undefined ? undefined : declaredPoisha - countedPoisha;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (countedPoisha === undefined) return setError(t('amount.invalid'));
    setError(undefined);
    const ask = (shortagePoisha: number) =>
      confirmPopup({
        title: t('admin.handover.shortage.title', { amount: money(shortagePoisha) }),
        text: t('admin.handover.shortage.text', {
          amount: money(shortagePoisha),
          counted: money(countedPoisha),
          declared: money(declaredPoisha),
        }),
        confirmText: t('admin.handover.shortage.yes', { amount: money(shortagePoisha) }),
        cancelText: t('admin.handover.shortage.no'),
      });
    try {
      if (await countConfirmingShortage(onCount, countedPoisha, ask)) void showToast('success', doneText);
    } catch (caught) {
      setError(caught instanceof ApiError ? errorText(caught) : t('load.error'));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TakaField
        name={`counted-${id}`}
        label={t('admin.handover.counted')}
        value={counted}
        onChange={setCounted}
        error={error}
      />
      <SubmitButton busy={pending}>{t('admin.handover.confirm')}</SubmitButton>
      {difference ? (
        <p className="text-sm text-error sm:self-center" data-testid="handover-difference">
          {difference > 0
            ? shortText(money(difference))
            : t('admin.handover.over', { amount: money(-difference) })}
        </p>
      ) : null}
    </form>
  );
}
