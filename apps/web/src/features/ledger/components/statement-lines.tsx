import type { StatementLine } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../../components/ui/table';
import { useDhakaDate, usePoisha } from '../../../lib/use-money';

/** What a movement was, in words: the parcel for a delivery, method and reference for a payout. */
export function LineTitle({ line }: { line: StatementLine }) {
  const { t } = useTranslation('ledger');
  return (
    <>
      <span className="font-medium">{t(`kind.${line.kind}`)}</span>
      {/* A line of its own, unbroken: inline after the kind, "DSH-" broke from its digits in the statement's
          narrow column at 1280 px, and kept whole there it pushed the balance column off the page. */}
      {line.trackingId ? (
        <span className="block whitespace-nowrap font-mono text-xs">{line.trackingId}</span>
      ) : null}
      {line.parcelTitle ? <span className="block text-xs opacity-70">{line.parcelTitle}</span> : null}
      {line.payoutMethod ? (
        <span className="block text-xs opacity-70">
          {t(`method.${line.payoutMethod}`)} · {line.payoutReference}
        </span>
      ) : line.detail ? (
        // A reason the app wrote (a payout reversal) is a key and reads in the page's language;
        // an admin's own words are shown as written.
        <span className="block text-xs opacity-70">{t(line.detail, { defaultValue: line.detail })}</span>
      ) : null}
    </>
  );
}

/** Movements as a table on wide screens and as stacked rows on a phone. */
export function StatementLines({ lines }: { lines: StatementLine[] }) {
  const { t } = useTranslation('ledger');
  const money = usePoisha();
  const date = useDhakaDate();
  const amount = (poisha: number) => (poisha === 0 ? '—' : money(poisha));
  return (
    <>
      <div className="hidden overflow-x-auto md:block print:block">
        <table className="table table-sm" data-testid="statement-table">
          <TableHead
            columns={[
              t('statement.date'),
              t('statement.description'),
              { label: t('balance.codCollected'), className: 'text-right' },
              { label: t('balance.fees'), className: 'text-right' },
              { label: t('balance.returnCharges'), className: 'text-right' },
              { label: t('balance.paidOut'), className: 'text-right' },
              { label: t('statement.balance'), className: 'text-right' },
            ]}
          />
          <tbody>
            {lines.map((line) => (
              <tr key={line.entryId} data-testid="statement-line" data-kind={line.kind}>
                {/* May break after the day: the seven columns fit the statement's width at 1280 px. */}
                <td>{date(line.createdAt)}</td>
                <td>
                  <LineTitle line={line} />
                </td>
                <td className="text-right tabular-nums">{amount(line.codCollectedPoisha)}</td>
                <td className="text-right tabular-nums">{amount(line.feePoisha)}</td>
                <td className="text-right tabular-nums">{amount(line.returnChargePoisha)}</td>
                <td className="text-right tabular-nums">{amount(line.payoutPoisha)}</td>
                <td className="text-right font-medium tabular-nums">{money(line.balancePoisha)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100 md:hidden print:hidden">
        {lines.map((line) => (
          <li key={line.entryId} className="flex justify-between gap-3 p-3" data-testid="statement-card">
            <div className="min-w-0 text-sm">
              <LineTitle line={line} />
              <span className="block text-xs opacity-70">{date(line.createdAt)}</span>
            </div>
            <div className="text-right tabular-nums">
              <p className={`font-semibold ${line.netPoisha < 0 ? 'text-error' : 'text-success'}`}>
                {line.netPoisha > 0 ? '+' : ''}
                {money(line.netPoisha)}
              </p>
              <p className="text-xs opacity-70">{money(line.balancePoisha)}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
