import { type BagView, managesHub } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiTrash2 } from 'react-icons/fi';
import { useAskedChange } from '../../../lib/mutation-flow';
import { showToast } from '../../../lib/popups';
import { useDiscardBag } from '../api/bag-actions';

/**
 * Who may discard a bag (the server's rule, mirrored): an empty open bag, by whoever opened it, the
 * hub's manager or an admin. Anyone else is not offered the button.
 */
export function canDiscardBag(
  bag: Pick<BagView, 'status' | 'parcelCount' | 'openedBy'>,
  position: 'admin' | 'manager' | 'operator',
  userId: string | undefined,
): boolean {
  if (bag.status !== 'open' || bag.parcelCount > 0) return false;
  return managesHub(position) || (userId !== undefined && bag.openedBy === userId);
}

/** Discards an empty bag opened by mistake, after a question. */
export function DiscardBagButton({ bag }: { bag: BagView }) {
  const { t } = useTranslation('network');
  const discard = useDiscardBag();
  const { problem, run: ask } = useAskedChange(['network']);

  const run = () =>
    ask(
      {
        title: t('bags.discardTitle', { code: bag.code }),
        text: t('bags.discardText'),
        confirmText: t('bags.discard'),
        cancelText: t('cancel'),
        icon: 'warning',
      },
      async () => {
        await discard.mutateAsync(bag.id);
        void showToast('success', t('bags.discarded', { code: bag.code }));
      },
    );

  return (
    <div>
      <button
        type="button"
        className="btn btn-sm btn-ghost text-error"
        onClick={() => void run()}
        disabled={discard.isPending}
      >
        <FiTrash2 aria-hidden />
        {t('bags.discard')}
      </button>
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
    </div>
  );
}
