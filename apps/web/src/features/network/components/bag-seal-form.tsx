import { type BagView, sealBagSchema } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { useSealBag } from '../api/bag-actions';

/** Closing an open bag: the number printed on the plastic seal put through its zip. */
export function BagSealForm({ bag }: { bag: BagView }) {
  const { t } = useTranslation('network');
  const seal = useSealBag();
  const [sealNumber, setSealNumber] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const id = `seal-${bag.id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = sealBagSchema.safeParse({ sealNumber });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setProblem(null);
    try {
      const sealed = await seal.mutateAsync({ bagId: bag.id, ...parsed.data });
      void showToast('success', t('bags.sealed', { code: sealed.code }));
    } catch (error) {
      setProblem(errorText(error, ['network']));
    }
  }

  return (
    <form className="flex flex-wrap items-start gap-2" onSubmit={submit} noValidate>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {t('bags.sealNumber')}
        </label>
        <input
          id={id}
          className="input input-sm w-full"
          placeholder={t('bags.sealNumber')}
          value={sealNumber}
          onChange={(event) => setSealNumber(event.target.value)}
          aria-invalid={Boolean(fieldError)}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`} message={fieldError} />
        {problem && (
          <p role="alert" className="mt-1 text-sm text-error">
            {problem}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="btn btn-sm btn-primary"
        disabled={seal.isPending || bag.parcelCount === 0}
      >
        {t('bags.seal')}
      </button>
    </form>
  );
}
