import type { WebhookMessage } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiSend } from 'react-icons/fi';
import { errorText } from '../../../lib/error-text';
import { useSendTestWebhook, useWebhookTestResult } from '../api/webhooks';

/** The test message's latest attempt in words: what the server answered and how fast, or that it is awaited. */
function TestResult({ message }: { message: WebhookMessage | null | undefined }) {
  const { t } = useTranslation('merchants');
  const attempt = message?.attempts.at(-1);
  if (!message || !attempt) {
    return (
      <p role="status" className="text-sm opacity-80" data-testid="webhook-test-result">
        {t('webhooks.test.waiting')}
      </p>
    );
  }
  const tone =
    message.status === 'delivered'
      ? 'text-success'
      : message.status === 'failed'
        ? 'text-error'
        : 'text-warning';
  const text =
    attempt.statusCode === null
      ? t('webhooks.test.unreachable', { ms: attempt.latencyMs, reason: attempt.responseExcerpt })
      : t(`webhooks.test.${message.status === 'pending' ? 'retrying' : message.status}`, {
          status: attempt.statusCode,
          ms: attempt.latencyMs,
        });
  return (
    <p role="status" className={`break-words text-sm ${tone}`} data-testid="webhook-test-result">
      {text}
    </p>
  );
}

/** "Send test event": queues a signed test.ping and follows it in the delivery log until it is answered. */
export function WebhookTestButton({ endpointId, disabled }: { endpointId: string; disabled: boolean }) {
  const { t } = useTranslation('merchants');
  const send = useSendTestWebhook();
  const result = useWebhookTestResult(endpointId, send.data?.messageId);
  return (
    <div className="flex w-full flex-col gap-1">
      <button
        type="button"
        className="btn btn-sm btn-outline self-start"
        disabled={disabled || send.isPending}
        onClick={() => send.mutate(endpointId)}
      >
        <FiSend aria-hidden />
        {t('webhooks.test.button')}
      </button>
      {send.error && (
        <p role="alert" className="text-sm text-error">
          {errorText(send.error)}
        </p>
      )}
      {send.data && <TestResult message={result.data} />}
    </div>
  );
}
