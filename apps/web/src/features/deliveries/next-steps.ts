import { nextTransitions, type ParcelLeg, type ParcelStatus, type ParcelTransition } from '@desh/shared';

/**
 * What the rider can do next with a parcel: the shared transition table's moves (the step forward
 * first), kept to the leg of the road the parcel is on (issue 61). On the pickup leg the rider picks it
 * up and hands it in at the hub; on the last mile they work the door (an undelivered return goes back
 * to the hub, not to the sender); only on a return's last stretch from its origin hub do they hand it
 * to the sender. Between hubs, or done, nothing. Without a leg (an older answer) the table alone.
 */
export function riderNextSteps(status: ParcelStatus, leg?: ParcelLeg): ParcelTransition[] {
  const moves = nextTransitions(status, 'rider');
  switch (leg) {
    case undefined:
      return moves;
    case 'pickup':
      return moves.filter((move) => move.to === 'picked_up');
    case 'last_mile':
      return moves.filter((move) => move.action !== 'returnHandover' && move.to !== 'picked_up');
    case 'return_to_sender':
      return moves.filter((move) => move.action === 'returnHandover');
    default:
      return [];
  }
}
