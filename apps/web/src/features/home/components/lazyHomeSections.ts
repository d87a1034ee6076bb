import { lazyPage } from '../../../lib/lazyPage';

// The home page's sections below the fold load after the first paint, each as its own chunk.
export const MapSection = lazyPage(() => import('./MapSection'), 'MapSection');
export const ForgeSection = lazyPage(() => import('./ForgeSection'), 'ForgeSection');
export const ArsenalSection = lazyPage(() => import('./ArsenalSection'), 'ArsenalSection');
export const ChroniclesSection = lazyPage(() => import('./ChroniclesSection'), 'ChroniclesSection');
export const UniverseSection = lazyPage(() => import('./UniverseSection'), 'UniverseSection');
export const CallToActionSection = lazyPage(() => import('./CallToActionSection'), 'CallToActionSection');
