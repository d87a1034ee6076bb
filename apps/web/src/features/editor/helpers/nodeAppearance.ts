/** How each node type looks: an emoji icon and an accent colour (the minimap uses the colour too). */
export interface NodeAppearance {
  readonly icon: string;
  readonly color: string;
}

const APPEARANCES: Readonly<Record<string, NodeAppearance>> = {
  start: { icon: '🚀', color: '#34d399' },
  end: { icon: '🏁', color: '#f87171' },
  message: { icon: '💬', color: '#4facfe' },
  decision: { icon: '🔀', color: '#fbbf24' },
  action: { icon: '⚙️', color: '#c653ff' },
  option: { icon: '🔘', color: '#22d3ee' },
  httpRequest: { icon: '🌐', color: '#60a5fa' },
  httpRequestNode: { icon: '🌐', color: '#60a5fa' },
  webhookNode: { icon: '🪝', color: '#818cf8' },
  databaseNode: { icon: '🗄️', color: '#a78bfa' },
  aiNodePro: { icon: '🧠', color: '#f472b6' },
  complexConditionNode: { icon: '🧩', color: '#fb923c' },
  power: { icon: '⚡', color: '#facc15' },
  powerNode: { icon: '⚡', color: '#facc15' },
  discord: { icon: '🎮', color: '#7289da' },
  ai: { icon: '🤖', color: '#e879f9' },
  emotionDetection: { icon: '😊', color: '#2dd4bf' },
  handoff: { icon: '🙋', color: '#f59e0b' },
  knowledge: { icon: '📚', color: '#c084fc' },
};

const FALLBACK: NodeAppearance = { icon: '🔷', color: '#94a3b8' };

/** The icon and colour of a node type; unknown types get a neutral look. */
export function getNodeAppearance(type: string | undefined): NodeAppearance {
  return (type && APPEARANCES[type]) || FALLBACK;
}

/** Colours of edges by their `data.type` (spec §2 minimap), and the styles of the edge menu. */
export const EDGE_COLORS = {
  default: '#7aa7ff',
  success: '#34d399',
  warning: '#fbbf24',
  danger: '#f87171',
} as const;

/** The 'Estilos de Conexión' of the edge context menu: Azul, Verde, Rojo with stroke width 2. */
export const EDGE_STYLE_PRESETS = [
  { id: 'blue', labelKey: 'editor.edgeMenu.blue', stroke: '#4facfe' },
  { id: 'green', labelKey: 'editor.edgeMenu.green', stroke: '#34d399' },
  { id: 'red', labelKey: 'editor.edgeMenu.red', stroke: '#f87171' },
] as const;

/** The stroke width the edge styles set. */
export const EDGE_STYLE_WIDTH = 2;
