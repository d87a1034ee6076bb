/**
 * The design powers (issue #31): Figma and Canva show the visitor a card of a design the owner
 * picks — its title, a preview and a link — with no connection of the owner's. The owner pastes the
 * design's share link in the power node; one validator here serves the editor, Bot Doctor, the
 * server that reads the design's title and preview, and the engine that shows the card.
 */

/** The powers that show the visitor a card of a design. */
export const DESIGN_POWERS = ['figma', 'canva'] as const;
export type DesignPower = (typeof DESIGN_POWERS)[number];

/** Each design service's name as the visitor and the owner read it. */
export const DESIGN_SERVICE_NAMES: Readonly<Record<DesignPower, string>> = { figma: 'Figma', canva: 'Canva' };

/** The longest design link (or preview address) accepted. */
export const MAX_DESIGN_LINK_LENGTH = 2_000;

/** Whether a power shows a design card (Figma, Canva). */
export function isDesignPower(powerId: unknown): powerId is DesignPower {
  return DESIGN_POWERS.some((id) => id === powerId);
}

/** Printable ASCII only: no spaces, control characters or letters a link would have to encode. */
const PRINTABLE = /^[\x21-\x7e]+$/;
/** An https address cut into its host, path, query and fragment. */
const HTTPS_PARTS = /^https:\/\/([^/?#]+)(\/[^?#]*)?(\?[^#]*)?(#.*)?$/i;

const SHAPES: Readonly<Record<DesignPower, { hosts: readonly string[]; path: RegExp }>> = {
  // A file, a design or a prototype: /file|design|proto/{key}, then its name and anything after.
  figma: {
    hosts: ['www.figma.com', 'figma.com'],
    path: /^\/(?:file|design|proto)\/[A-Za-z0-9]+(?:\/[^?#]*)?$/,
  },
  // A view-only link: /design/{id}/view, or /design/{id}/{token}/view.
  canva: {
    hosts: ['www.canva.com', 'canva.com'],
    path: /^\/design\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)?\/view\/?$/,
  },
};

/**
 * The share link of a design of `power`, trimmed and with its scheme and host in lower case, or
 * `undefined` when `text` is not one. Accepted, and nothing else (https only, no port, no user,
 * no spaces; any query and fragment kept):
 * - Figma: `https://www.figma.com/{file|design|proto}/{key}[/{name}…]` (or `figma.com`), the key
 *   letters and digits;
 * - Canva: `https://www.canva.com/design/{id}[/{token}]/view` (or `canva.com`), id and token
 *   letters, digits, `_` and `-`.
 * Never throws.
 * @example parseDesignLink('canva', ' https://www.canva.com/design/DAF1/abc/view?utm_source=x ')
 * // 'https://www.canva.com/design/DAF1/abc/view?utm_source=x'
 */
export function parseDesignLink(power: DesignPower, text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const link = text.trim();
  if (link.length > MAX_DESIGN_LINK_LENGTH || !PRINTABLE.test(link)) return undefined;
  const parts = HTTPS_PARTS.exec(link);
  if (!parts) return undefined;
  const [, rawHost = '', path = '', query = '', fragment = ''] = parts;
  const host = rawHost.toLowerCase();
  const shape = SHAPES[power];
  if (!shape.hosts.includes(host) || !shape.path.test(path)) return undefined;
  return `https://${host}${path}${query}${fragment}`;
}

/**
 * A design's preview image address as a card may show it: an https address of printable
 * characters with a host and no user, or `undefined`. The image's host is the service's (and not
 * trusted): only https keeps the page it is shown on secure.
 * @example parseDesignImage('http://example.com/a.png') // undefined
 */
export function parseDesignImage(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const address = text.trim();
  if (address.length > MAX_DESIGN_LINK_LENGTH || !PRINTABLE.test(address)) return undefined;
  const parts = HTTPS_PARTS.exec(address);
  const host = parts?.[1] ?? '';
  if (!parts || host.includes('@') || !/^[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(host)) return undefined;
  return `https://${host.toLowerCase()}${address.slice(`https://${host}`.length)}`;
}
