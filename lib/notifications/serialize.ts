import type { Notification } from '@/models';

export type NotificationJson = {
  _id: string;
  type: string;
  message: string;
  date: string;
  read: boolean;
  campaignId: string | null;
  /** The collaboration a step is about (where the notification leads); not on the spec's endpoint. */
  collaborationId?: string | null;
};

/** A notification in API JSON; `spec`: exactly the fields the spec's client knows. */
export function toNotificationJson(n: Notification, { spec = false } = {}): NotificationJson {
  const json: NotificationJson = {
    _id: n.id,
    type: n.type,
    message: n.message,
    date: n.createdAt.toISOString(),
    read: n.readAt !== null,
    campaignId: n.campaignId,
  };
  return spec ? json : { ...json, collaborationId: n.collaborationId };
}
