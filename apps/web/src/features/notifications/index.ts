// The player's notification preferences per kind. The layout takes the header's bell from its own
// file: through this index every page would load the preferences' query library.
export { NotificationPreferences } from './components/notification-preferences';
