// The player's notifications: the header's bell with its panel, and the preferences per kind.
export { NotificationBell } from './components/notification-bell';
export { NotificationPreferences } from './components/notification-preferences';
