import type { Role } from '@/models/notifications';

const MESSAGES_HINT = 'When a message waits unread for 10 minutes, one e-mail per collaboration.';

/**
 * The e-mails an account may turn off, by role. Mails about the account itself (codes, password
 * resets, a new address) always go; so does what the other side sends on purpose (an order
 * confirmation), and the notice that a brand changed where a creator's tracked links lead (to
 * another site): the creator's own posts now send their audience there, so it is a security
 * notice, not an update one may mute (lib/collaborations/destination.ts). Stored as the topics
 * turned off (`email_off`), so a new topic starts on.
 */
export const EMAIL_TOPICS = {
  brand: [
    { topic: 'requests', label: 'Creators asking to join my campaigns', hint: 'At most one e-mail per campaign an hour, listing them.' },
    { topic: 'collaborations', label: 'Collaboration updates', hint: 'Content submitted, posts live, invitations accepted, cancellations.' },
    { topic: 'messages', label: 'New messages', hint: MESSAGES_HINT },
  ],
  creator: [
    { topic: 'decisions', label: 'Answers to my requests', hint: 'A brand approved or declined me.' },
    { topic: 'invitations', label: 'Invitations from brands', hint: 'A brand invites me to a campaign.' },
    { topic: 'collaborations', label: 'Collaboration updates', hint: 'Changes asked for, content approved, completed, cancelled.' },
    { topic: 'messages', label: 'New messages', hint: MESSAGES_HINT },
  ],
} as const satisfies Record<Role, readonly { topic: string; label: string; hint: string }[]>;

export type EmailTopic<R extends Role = Role> = (typeof EMAIL_TOPICS)[R][number]['topic'];

/** The topics of a role, for validating what a form sends. */
export const topicsOf = (role: Role): readonly string[] => EMAIL_TOPICS[role].map((t) => t.topic);

/** The label of a role's topic (as the settings show it), or null for a topic the role does not have. */
export const topicLabel = (role: Role, topic: string): string | null => EMAIL_TOPICS[role].find((t) => t.topic === topic)?.label ?? null;

/** Where each role chooses its e-mails: the E-mails card of its profile. */
export const EMAIL_SETTINGS_PATH = {
  brand: '/brand/dashboard/brand-profile#email-settings',
  creator: '/creator/dashboard/creator-profile#email-settings',
} as const satisfies Record<Role, string>;
