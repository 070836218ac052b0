import { type HideReceiverRecordInput, hideReceiverRecordSchema } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { controlProps, FormField } from '../../../components/ui/form-field';
import { QueryFallback } from '../../../components/ui/load-error';
import { HeadedSection } from '../../../components/ui/page-title';
import { RowList, SpreadRow } from '../../../components/ui/row-list';
import { formatDhakaDateTime } from '../../../lib/format';
import { useZodForm } from '../../../lib/use-zod-form';
import { useHiddenRecords, useHideRecord, useUnhideRecord } from '../api/hidden-records';
import { ChangeOutcome } from './change-outcome';
import { sectionClass } from './section-class';

/** The admin records a receiver's request to hide their record, and can undo it. */
export function HiddenRecordsAdmin() {
  const { t, i18n } = useTranslation('receivers');
  const list = useHiddenRecords();
  const hide = useHideRecord();
  const unhide = useUnhideRecord();
  const { register, handleSubmit, reset, errors } = useZodForm<HideReceiverRecordInput>(
    hideReceiverRecordSchema,
    { phone: '', reason: '' },
  );
  return (
    <div className="space-y-6">
      <p className="opacity-80">{t('admin.intro')}</p>
      <HeadedSection title={t('admin.hideTitle')} id="hide-record" className={sectionClass}>
        <form
          noValidate
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={handleSubmit((input) => hide.mutate(input, { onSuccess: () => reset() }))}
        >
          <FormField id="hide-phone" label={t('admin.phone')} error={errors.phone?.message}>
            <input
              type="tel"
              className="input w-full"
              {...controlProps('hide-phone', errors.phone?.message)}
              {...register('phone')}
            />
          </FormField>
          <FormField id="hide-reason" label={t('admin.reason')} error={errors.reason?.message}>
            <input
              type="text"
              className="input w-full"
              {...controlProps('hide-reason', errors.reason?.message)}
              {...register('reason')}
            />
          </FormField>
          <div className="sm:col-span-2">
            <button type="submit" className="btn btn-primary" disabled={hide.isPending}>
              {t('admin.hide')}
            </button>
            <ChangeOutcome change={hide} errorClassName="mt-2 text-sm text-error" />
          </div>
        </form>
      </HeadedSection>
      <HeadedSection title={t('admin.listTitle')} id="hidden-records">
        {list.data ? (
          <RowList items={list.data} empty={<p className="opacity-80">{t('admin.empty')}</p>}>
            {(row) => (
              <SpreadRow key={row.phone} testId="hidden-record" wrap>
                <div>
                  <p className="font-semibold">{row.phone}</p>
                  <p className="text-sm opacity-80">
                    {row.reason} · {formatDhakaDateTime(row.hiddenAt, i18n.language)}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={unhide.isPending}
                  onClick={() => unhide.mutate(row.phone)}
                >
                  {t('admin.unhide')}
                </button>
              </SpreadRow>
            )}
          </RowList>
        ) : (
          <QueryFallback query={list} message={t('admin.loadError')} retryLabel={t('page.retry')} />
        )}
      </HeadedSection>
    </div>
  );
}
