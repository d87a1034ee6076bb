// The public face of features/marketplace: other features, pages and the app import only this file.
export { Marketplace } from './components/Marketplace';
export type { MarketplaceItem } from './helpers/marketplaceFilter';
export { useMarketplaceItems } from './hooks/useMarketplaceItems';
