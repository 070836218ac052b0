import {
  type ReceiverInstructions,
  type ReceiverInstructionsInput,
  type ReceiverNotes,
  receiverInstructionsSchema,
} from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { controlProps, FormField } from '../../../components/ui/form-field';
import { HeadedSection } from '../../../components/ui/page-title';
import { useZodForm } from '../../../lib/use-zod-form';
import { useReceiverChange } from '../api/receiver-page';
import { ChangeOutcome } from './change-outcome';
import { sectionClass } from './section-class';

/** A landmark, the floor and "call before coming": what the rider reads on their run. */
export function InstructionsForm({ token, notes }: { token: string; notes: ReceiverNotes | null }) {
  const { t } = useTranslation('receivers');
  const change = useReceiverChange(token);
  const { register, handleSubmit, errors } = useZodForm<ReceiverInstructionsInput, ReceiverInstructions>(
    receiverInstructionsSchema,
    {
      landmark: notes?.landmark ?? '',
      floor: notes?.floor ?? '',
      callBefore: notes?.callBefore ?? false,
    },
  );
  return (
    <HeadedSection title={t('instructions.title')} id="receiver-instructions" className={sectionClass}>
      <form
        noValidate
        className="space-y-3"
        onSubmit={handleSubmit((body) => change.mutate({ kind: 'instructions', body }))}
      >
        <FormField
          id="receiver-landmark"
          label={t('instructions.landmark')}
          hint={t('instructions.landmark.hint')}
          error={errors.landmark?.message}
        >
          <input
            type="text"
            className="input w-full"
            {...controlProps('receiver-landmark', errors.landmark?.message, true)}
            {...register('landmark')}
          />
        </FormField>
        <FormField id="receiver-floor" label={t('instructions.floor')} error={errors.floor?.message}>
          <input
            type="text"
            className="input w-full"
            {...controlProps('receiver-floor', errors.floor?.message)}
            {...register('floor')}
          />
        </FormField>
        <label className="flex items-center gap-3">
          <input type="checkbox" className="checkbox" {...register('callBefore')} />
          {t('instructions.callBefore')}
        </label>
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={change.isPending}>
          {t('instructions.save')}
        </button>
        <ChangeOutcome change={change} saved={t('instructions.saved')} />
      </form>
    </HeadedSection>
  );
}
