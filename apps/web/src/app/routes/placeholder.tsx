import { lazyPage } from '../../lib/lazyPage';
import type { PlaceholderScreen } from '../../pages/PlaceholderPage';

const PlaceholderPage = lazyPage(() => import('../../pages/PlaceholderPage'), 'PlaceholderPage');

/** The element of a route whose screen a later release builds; swap it for the real page then. */
export function placeholder(screen: PlaceholderScreen) {
  return <PlaceholderPage screen={screen} />;
}
