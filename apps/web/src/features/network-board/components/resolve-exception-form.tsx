import { resolveExceptionSchema } from '@desh/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { controlProps, FormField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/popups';
import { useResolveNetworkException } from '../api/network-exceptions';

type ResolveInput = { note: string };

/** How the exception was settled (a note, required); on success the exception moves to the resolved tab. */
export function ResolveExceptionForm({
  exceptionId,
  trackingId,
  onCancel,
}: {
  exceptionId: string;
  trackingId: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('network-board');
  const resolve = useResolveNetworkException();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ResolveInput>({
    resolver: zodResolver(resolveExceptionSchema),
    defaultValues: { note: '' },
  });
  const noteError = form.formState.errors.note?.message;
  const id = `resolve-${exceptionId}`;

  async function submit(values: ResolveInput) {
    setProblem(null);
    try {
      await resolve.mutateAsync({ id: exceptionId, note: values.note });
      await showToast('success', t('resolve.done', { trackingId }));
    } catch (error) {
      setProblem(errorText(error, ['network-board']));
    }
  }

  return (
    <form
      className="space-y-3 rounded-box bg-base-200 p-3"
      onSubmit={form.handleSubmit(submit)}
      noValidate
      data-testid="resolve-form"
    >
      <FormField id={id} label={t('resolve.note')} error={noteError} hint={t('resolve.hint')}>
        <textarea
          {...controlProps(id, noteError, true)}
          className={`textarea w-full ${noteError ? 'textarea-error' : ''}`}
          rows={3}
          maxLength={300}
          {...form.register('note')}
        />
      </FormField>
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={resolve.isPending}>
          {resolve.isPending && <span className="loading loading-spinner loading-xs" aria-hidden />}
          {t('resolve.submit')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          {t('resolve.cancel')}
        </button>
      </div>
    </form>
  );
}
