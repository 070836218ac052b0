import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { SweetAlertIcon } from 'sweetalert2';
import { errorText } from './error-text';
import { confirmPopup, showPopup, showToast } from './popups';

// The steps around a change the person makes: asking first, and refreshing what it changed. Not in
// popups.ts, which ships with the landing page: only signed-in pages change anything.

/**
 * `confirmPopup` worded from the four keys a confirmation keeps under one prefix in the caller's
 * namespace: `<prefix>.title`, `<prefix>.text` (with `values`), `<prefix>.yes` and `<prefix>.no`.
 */
export function confirmByKeys(
  t: TFunction,
  prefix: string,
  values?: Record<string, unknown>,
  icon?: SweetAlertIcon,
): Promise<boolean> {
  return confirmPopup({
    title: t(`${prefix}.title`),
    text: t(`${prefix}.text`, values ?? {}),
    confirmText: t(`${prefix}.yes`),
    cancelText: t(`${prefix}.no`),
    icon,
  });
}

/**
 * A change asked about first, whose failure is said beside its button (`problem`, worded from
 * `namespaces`) where the person is looking, not in a popup over the page.
 */
export function useAskedChange(namespaces: string[]) {
  const [problem, setProblem] = useState<string | null>(null);
  async function run<T>(
    question: Parameters<typeof confirmPopup>[0],
    change: () => Promise<T>,
  ): Promise<void> {
    if (!(await confirmPopup(question))) return;
    setProblem(null);
    try {
      await change();
    } catch (error) {
      setProblem(errorText(error, namespaces));
    }
  }
  return { problem, run };
}

/**
 * Makes a change and says how it went: a success toast worded `done`, or an error popup titled
 * `failed` with the reason (`explain`, the error's own text unless told). True when it worked.
 */
export async function changeWithFeedback(
  change: () => Promise<unknown>,
  done: string,
  failed: string,
  explain: (error: unknown) => string = (error) => errorText(error),
): Promise<boolean> {
  try {
    await change();
    void showToast('success', done);
    return true;
  } catch (error) {
    await showPopup({ icon: 'error', title: failed, text: explain(error) });
    return false;
  }
}

/**
 * A mutation after which the cached queries under `queryKey` are fetched again: once it has succeeded,
 * or with `refreshOn: 'settled'` also after a failure (when part of the change may have happened).
 * The mutation resolves after the refresh has started, as an `onSuccess` returning its promise does.
 */
export function useRefreshingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
  refreshOn: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    ...(refreshOn === 'success' ? { onSuccess: refresh } : { onSettled: refresh }),
  });
}
