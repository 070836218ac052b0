/** What the rider collects from the receiver, in poisha: the one rule lives in packages/shared. */
export { amountToCollectPoisha } from '@desh/shared';
