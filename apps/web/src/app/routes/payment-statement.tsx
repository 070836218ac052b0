import { useTranslation } from 'react-i18next';
import { FiArrowLeft, FiPrinter } from 'react-icons/fi';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { StatementDocument } from '../../features/ledger/components/statement-document';

export default function PaymentStatementRoute() {
  const { t } = useTranslation('ledger');
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap justify-between gap-2 print:hidden">
        <Link to={paths.payments} className="btn btn-ghost btn-sm">
          <FiArrowLeft aria-hidden /> {t('statement.back')}
        </Link>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
          <FiPrinter aria-hidden /> {t('statement.printButton')}
        </button>
      </div>
      <StatementDocument />
    </section>
  );
}
