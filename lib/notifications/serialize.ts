import type { Notification } from '@/models';

export type NotificationJson = {
  _id: string;
  type: string;
  message: string;
  date: string;
  read: boolean;
  campaignId: string | null;
};

export function toNotificationJson(n: Notification): NotificationJson {
  return { _id: n.id, type: n.type, message: n.message, date: n.createdAt.toISOString(), read: n.readAt !== null, campaignId: n.campaignId };
}
