import { type DeskAction, finalParcelStatuses, type ParcelStory } from '@desh/shared';

/** The corrections that make sense for the parcel as it stands (a held parcel offers release, not hold). */
export function offeredActions(story: ParcelStory): DeskAction[] {
  const finished = finalParcelStatuses.includes(story.parcel.status);
  const actions: DeskAction[] = [];
  if (!finished && !story.held && (story.parcel.status === 'pending' || story.parcel.status === 'assigned'))
    actions.push('reassign');
  if (!finished && !story.held) actions.push('reroute');
  if (!finished) actions.push('correct');
  if (!finished) actions.push(story.held ? 'release' : 'hold');
  if (story.held && finished) actions.push('release');
  if (story.lost) actions.push('found');
  else if (!finished) actions.push('lost');
  return actions;
}
