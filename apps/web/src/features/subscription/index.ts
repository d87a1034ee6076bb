// The public face of features/subscription: other features, pages and the app import only this file.
export { SubscribeForm } from './components/SubscribeForm';
