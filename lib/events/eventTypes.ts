/** The four event types a card's badge shows and the filter recognises. */
export const eventTypes = ['Guest Speaker Talks', 'General Meeting', 'Project Meeting', 'Social Event'] as const;
export type EventType = (typeof eventTypes)[number];
