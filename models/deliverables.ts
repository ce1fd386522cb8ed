// What a line of a campaign's brief asks for: the values the campaigns table stores in its
// `deliverables` column. Free of Drizzle so the form's client code can offer them (through lib/constants).

export const DELIVERABLE_KINDS = ['post', 'reel', 'story', 'short', 'video', 'live'] as const;
export type DeliverableKind = (typeof DELIVERABLE_KINDS)[number];
/** One line of a campaign's brief: how many pieces of which kind on which platform. */
export type Deliverable = { platform: string; kind: DeliverableKind; count: number };
