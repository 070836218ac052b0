import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showToast } from '../../../lib/popups';
import { codeStepSchema, phoneErrorText, phoneStepSchema } from './phone-code';
import { PhoneNumberField } from './phone-fields';

/**
 * Step one of every phone flow: the number, and a button that has a code texted to it (`send`). When
 * the text is on its way, `onSent` opens the code step; a refusal is told in a toast.
 */
export function PhoneNumberStep({
  id,
  label,
  intro,
  submitLabel,
  send,
  onSent,
  fullWidth = false,
  busySpinner = false,
}: {
  id: string;
  label: string;
  intro?: string;
  submitLabel: string;
  send: (phoneNumber: string) => Promise<unknown>;
  onSent: (phone: string) => void;
  /** The button as wide as the form (the sign-in and reset cards). */
  fullWidth?: boolean;
  /** A spinner in the button while the code is requested. */
  busySpinner?: boolean;
}) {
  const { t } = useTranslation('auth');
  const form = useForm<z.input<typeof phoneStepSchema>, unknown, z.output<typeof phoneStepSchema>>({
    resolver: zodResolver(phoneStepSchema),
    defaultValues: { phoneNumber: '' },
  });
  const onSubmit = form.handleSubmit(async ({ phoneNumber }) => {
    try {
      await send(phoneNumber);
      onSent(phoneNumber);
    } catch (error) {
      await showToast('error', phoneErrorText(error, t));
    }
  });
  const submitting = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {intro && <p className="text-sm opacity-80">{intro}</p>}
      <PhoneNumberField
        id={id}
        label={label}
        error={form.formState.errors.phoneNumber?.message}
        registration={form.register('phoneNumber')}
      />
      <button type="submit" className={`btn btn-primary${fullWidth ? ' w-full' : ''}`} disabled={submitting}>
        {busySpinner && submitting && <span className="loading loading-spinner loading-sm" aria-hidden />}
        {submitLabel}
      </button>
    </form>
  );
}

/** The code step's form: the one `code` field, checked as every phone flow checks it. */
export function useCodeStepForm() {
  return useForm<z.input<typeof codeStepSchema>, unknown, z.output<typeof codeStepSchema>>({
    resolver: zodResolver(codeStepSchema),
    defaultValues: { code: '' },
  });
}

/** Where the code went, announced as the code step opens. */
export function CodeSentNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-box bg-base-200 p-3 text-sm">
      {children}
    </p>
  );
}
