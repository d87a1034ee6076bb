// The public face of features/contact: other features, pages and the app import only this file.
export { ContactForm } from './components/ContactForm';
export { FeedbackForm } from './components/FeedbackForm';
