import { POWERS } from '@plubot/contracts';
import { getDefaultNodeLabel, type NodeType, PALETTE_GROUPS, type PaletteGroupId } from '@plubot/flow';
import { getPowerFavoriteId } from './favorites';
import { getNodeAppearance } from './nodeAppearance';

/** Drag data formats of a palette drag: the full JSON payload, and the bare node type. */
export const PALETTE_DRAG_FORMATS = {
  payload: 'application/reactflow',
  type: 'application/plubot-node-type',
} as const;

/** One thing the palette offers. */
export interface PaletteEntry {
  /** The node type for node entries, `power-{powerId}` for powers (also the favourite id). */
  readonly id: string;
  readonly type: NodeType;
  readonly icon: string;
  /** An editor i18n key for node types; powers carry their own name in `label`. */
  readonly labelKey?: string;
  readonly label?: string;
  /** Data the created node starts with, at least its label. */
  readonly data: Record<string, unknown> & { label: string };
}

/** A titled list of entries. */
export interface PaletteSection {
  readonly id: PaletteGroupId | 'favorites' | 'power';
  readonly entries: readonly PaletteEntry[];
}

/** The palette entry for a node type. */
export function getNodePaletteEntry(type: NodeType): PaletteEntry {
  return {
    id: type,
    type,
    icon: getNodeAppearance(type).icon,
    labelKey: `editor.nodeTypes.${type}`,
    data: { label: getDefaultNodeLabel(type) },
  };
}

/** The palette entry of a power (integration) of the bot. */
export function getPowerPaletteEntry(power: { id: string; title: string; icon: string }): PaletteEntry {
  return {
    id: getPowerFavoriteId(power.id),
    type: 'power',
    icon: power.icon,
    label: power.title,
    data: { label: power.title, powerId: power.id, powerTitle: power.title, powerIcon: power.icon },
  };
}

/**
 * The palette's sections in display order (spec §3): favourites first when there are any, then
 * basic, advanced, integrations and AI, then the powers the bot has.
 */
export function buildPaletteSections(options: {
  favorites: readonly string[];
  botPowers: readonly string[];
}): PaletteSection[] {
  const groups: PaletteSection[] = PALETTE_GROUPS.map((group) => ({
    id: group.id,
    entries: group.types.map((type) => getNodePaletteEntry(type)),
  }));
  const powers = POWERS.filter((power) => options.botPowers.includes(power.id)).map(getPowerPaletteEntry);
  const all = new Map(
    [...groups.flatMap((group) => group.entries), ...powers].map((entry) => [entry.id, entry]),
  );
  const favorites = options.favorites.flatMap((id) => {
    const entry = all.get(id) ?? powerEntryById(id);
    return entry ? [entry] : [];
  });
  return [
    ...(favorites.length > 0 ? [{ id: 'favorites' as const, entries: favorites }] : []),
    ...groups,
    { id: 'power', entries: powers },
  ];
}

/** The JSON a palette drag carries: `{ type, id, data: { label, … } }` (spec §5 "Palette drop"). */
export function createPalettePayload(entry: PaletteEntry): string {
  return JSON.stringify({ type: entry.type, id: entry.id, data: entry.data });
}

function powerEntryById(favoriteId: string): PaletteEntry | undefined {
  const power = POWERS.find((candidate) => getPowerFavoriteId(candidate.id) === favoriteId);
  return power ? getPowerPaletteEntry(power) : undefined;
}
