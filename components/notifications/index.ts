// The public entry of components/notifications: what other features may use (eslint-rules/boundaries.mjs).
export { MarkAllButton, NotificationList, NotificationsError } from './notification-list';
export { default as notificationsStyles } from './notifications.module.css';
export { useNotifications } from './use-notifications';
