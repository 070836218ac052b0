/**
 * The ledger module's face to other modules. Each job has a file of its own: posting a delivery's
 * money (delivery-collection), riders' cash handovers (handovers.service), merchants' payouts
 * (payouts.service), balances and summaries (balances.service), reversals (reversals.service), and
 * statements (statement.service); their queries sit beside them in *.repository.ts files.
 */

export {
  type DeliveryCollectionInput,
  recordDeliveryCollection,
} from './delivery-collection.ts';
export {
  type PartialCollectionInput,
  recordPartialCollection,
  recordReturnCharge,
} from './door-outcomes.ts';
