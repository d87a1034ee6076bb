// The public face of features/sync: other features, pages and the app import only this file.
export { StatusBubble } from './components/StatusBubble';
