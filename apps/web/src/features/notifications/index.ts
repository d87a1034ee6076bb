// The public face of features/notifications: other features, pages and the app import only this file.
export { NotificationBell } from './components/NotificationBell';
