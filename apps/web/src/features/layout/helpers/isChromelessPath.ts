import { PRODUCT_SLUG } from '../../../config/product';

/** Full-screen tools that show neither the header nor the footer (spec §2 Layout). */
const CHROMELESS_PREFIXES = [
  '/training',
  `/${PRODUCT_SLUG}/edit`,
  `/${PRODUCT_SLUG}/create/training`,
  '/benchmark',
  // The public chat is a full-height conversation (and the widget's iframe).
  '/chat/',
];

/** Whether the page at `pathname` hides the header and footer. */
export function isChromelessPath(pathname: string): boolean {
  return CHROMELESS_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
