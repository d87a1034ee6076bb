/** The six regions of the Pluniverse map, each a real screen (glyphs as text symbols, never emoji). */
export const HUB_REGIONS = [
  { id: 'factory', route: '/welcome', glyph: '\u2699\uFE0E', color: '#4facfe' },
  { id: 'academy', route: '/academy', glyph: '\u270E\uFE0E', color: '#34d399' },
  { id: 'marketplace', route: '/marketplace', glyph: '\u2696\uFE0E', color: '#fbbf24' },
  { id: 'coliseum', route: '/coliseum', glyph: '\u2694\uFE0E', color: '#f87171' },
  { id: 'tower', route: '/tower', glyph: '\u265C\uFE0E', color: '#c653ff' },
  { id: 'sanctuary', route: '/sanctuary', glyph: '\u2726\uFE0E', color: '#ff3cac' },
] as const;

export type HubRegion = (typeof HUB_REGIONS)[number];
export type HubRegionId = HubRegion['id'];
