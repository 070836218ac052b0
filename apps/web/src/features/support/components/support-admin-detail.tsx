import { type SupportRequestDetail, supportAnswerSchema } from '@desh/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiArrowLeft, FiExternalLink } from 'react-icons/fi';
import { Link } from 'react-router';
import { FieldError } from '../../../components/ui/field-error';
import { SubmitButton } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDhakaDateTime, localDigits } from '../../../lib/format';
import { showToast } from '../../../lib/popups';
import { useAnswerSupportRequest, useCloseSupportRequest, useSupportRequest } from '../api/support-admin';
import { SupportRequestHeading } from './support-status-badge';

function AnswerForm({ request }: { request: SupportRequestDetail }) {
  const { t } = useTranslation('support');
  const answer = useAnswerSupportRequest();
  const [text, setText] = useState(request.answer ?? '');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = supportAnswerSchema.safeParse({ answer: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await answer.mutateAsync({ id: request.id, answer: parsed.data.answer });
      void showToast('success', t('admin.answered'));
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 409 ? t('admin.closedAlready') : t('form.failed'),
      );
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor="support-answer" className="label text-sm font-medium text-base-content">
        {request.answer ? t('admin.changeAnswer') : t('admin.answer')}
      </label>
      <textarea
        id="support-answer"
        rows={4}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        value={text}
        maxLength={1000}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'support-answer-error' : 'support-answer-hint'}
      />
      <p id="support-answer-hint" className="text-xs opacity-80">
        {t(`admin.channel.${request.answerChannel}`)}
      </p>
      <FieldError id="support-answer-error" message={error} />
      <SubmitButton busy={answer.isPending} className="btn btn-primary btn-sm" spinner="xs">
        {t('admin.send')}
      </SubmitButton>
    </form>
  );
}

/** One request for the admin: who asked and how to reach them, the parcel it names, the answer, closing. */
export function SupportAdminDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('support');
  const { data: request, isPending, isError, refetch } = useSupportRequest(id);
  const close = useCloseSupportRequest();
  if (isPending) return <Spinner />;
  if (isError)
    return <LoadError message={t('load.error')} retryLabel={t('load.retry')} onRetry={() => refetch()} />;
  const date = (iso: string) => formatDhakaDateTime(iso, i18n.language);
  return (
    <div className="space-y-4">
      <Link to={paths.adminSupport} className="btn btn-ghost btn-sm">
        <FiArrowLeft aria-hidden />
        {t('admin.back')}
      </Link>
      <article className="card border border-base-300 bg-base-100 shadow-sm" data-testid="support-request">
        <div className="card-body gap-4 p-4 sm:p-6">
          <SupportRequestHeading request={request} className="text-lg font-semibold" />
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="opacity-80">{t('field.name')}</dt>
            <dd>
              {request.name}
              {request.signedIn && (
                <span className="badge badge-sm badge-ghost ms-2">{t('admin.account')}</span>
              )}
            </dd>
            {request.email && (
              <>
                <dt className="opacity-80">{t('field.email')}</dt>
                <dd className="break-all">
                  <a className="link" href={`mailto:${request.email}`}>
                    {request.email}
                  </a>
                </dd>
              </>
            )}
            {request.phone && (
              <>
                <dt className="opacity-80">{t('field.phone')}</dt>
                <dd>
                  <a className="link" href={`tel:${request.phone}`}>
                    {localDigits(request.phone, i18n.language)}
                  </a>
                </dd>
              </>
            )}
            <dt className="opacity-80">{t('admin.received')}</dt>
            <dd>{date(request.createdAt)}</dd>
            {request.trackingId && (
              <>
                <dt className="opacity-80">{t('request.parcel')}</dt>
                <dd data-testid="support-parcel">
                  {request.parcel ? (
                    <Link
                      to={paths.track(request.parcel.trackingId)}
                      className="link link-primary inline-flex items-center gap-1 font-mono"
                    >
                      {request.parcel.trackingId}
                      <FiExternalLink aria-hidden className="size-3" />
                    </Link>
                  ) : (
                    <span>
                      <span className="font-mono">{request.trackingId}</span> · {t('admin.noParcel')}
                    </span>
                  )}
                </dd>
              </>
            )}
          </dl>
          <p className="whitespace-pre-wrap break-words rounded-box bg-base-200 p-3">{request.message}</p>
          {request.answer && request.answeredAt && (
            <p className="text-sm opacity-80">{t('admin.answeredAt', { date: date(request.answeredAt) })}</p>
          )}
          {request.status === 'closed' ? (
            <div className="space-y-2">
              {request.answer && (
                <p className="whitespace-pre-wrap break-words border-l-4 border-primary ps-3">
                  {request.answer}
                </p>
              )}
              {request.closedAt && (
                <p className="text-sm opacity-80">{t('admin.closedAt', { date: date(request.closedAt) })}</p>
              )}
            </div>
          ) : (
            <>
              <AnswerForm key={request.answeredAt ?? 'new'} request={request} />
              <div>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={close.isPending}
                  onClick={() =>
                    close.mutateAsync(request.id).then(() => showToast('success', t('admin.closed')))
                  }
                >
                  {t('admin.close')}
                </button>
              </div>
            </>
          )}
        </div>
      </article>
    </div>
  );
}
