/** Every hub list lives under this key: a change at a hub (a bag, a trip, a report) refreshes them all. */
export const networkKey = ['network'] as const;
