// The public face of features/marketplace: other features, pages and the app import only this file.
export { Marketplace } from './components/Marketplace';
