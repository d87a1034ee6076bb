// The public face of features/layout: other features, pages and the app import only this file.
export { AuthLayout } from './components/AuthLayout';
export { MainLayout } from './components/MainLayout';
export { RootLayout } from './components/RootLayout';
