import { type HandoffOutsideMode, NODE_FIELD_VALUES } from '../model/nodeFieldValues';
import { isPlainRecord, type ReadableNode, readNodeData } from './readNodeData';

/** The source handle a «Hablar con una persona» node goes on by outside its hours (mode `continue`). */
export const HANDOFF_OUTSIDE_HANDLE = 'outside';

/** Where the e-mail left outside the hours (mode `leaveContact`) is stored. */
export const HANDOFF_CONTACT_VARIABLE = 'email';

/** What a new «Hablar con una persona» node says and where its hours are read. */
export const HANDOFF_DEFAULTS = {
  message: 'Te paso con una persona del equipo. Te responderá aquí mismo en cuanto pueda.',
  outsideMessage: 'Ahora no hay nadie del equipo disponible. Déjanos tu correo y te escribiremos.',
  timeZone: 'Europe/Madrid',
  outsideMode: 'leaveContact',
} as const satisfies {
  readonly message: string;
  readonly outsideMessage: string;
  readonly timeZone: string;
  readonly outsideMode: HandoffOutsideMode;
};

/** One opening period: a weekday (0 = Sunday … 6 = Saturday) from 'HH:MM' to 'HH:MM', as stored. */
export interface OpeningPeriodSetting {
  readonly day: number;
  readonly from: string;
  readonly to: string;
}

/** When a person can answer; `enabled: false` means always. */
export interface OpeningHoursSetting {
  readonly enabled: boolean;
  /** An IANA time zone, e.g. 'Europe/Madrid' (not checked here: `validateOpeningHours`). */
  readonly timeZone: string;
  readonly days: readonly OpeningPeriodSetting[];
}

/** A «Hablar con una persona» node's settings, each with its default when missing. */
export interface HandoffSettings {
  /** Said when a person is called; `undefined` when blank. */
  readonly message: string | undefined;
  readonly hours: OpeningHoursSetting;
  readonly outside: {
    readonly mode: HandoffOutsideMode;
    /** Said outside the hours; `undefined` when blank. */
    readonly message: string | undefined;
  };
}

const OUTSIDE_MODES: ReadonlySet<string> = new Set(NODE_FIELD_VALUES.handoffOutsideModes);

/**
 * Reads a «Hablar con una persona» node's data forgivingly: hours off unless `enabled` is `true`,
 * the zone 'Europe/Madrid' when missing, periods with a weekday 0–6 and text times only (others are
 * dropped), mode `leaveContact` unless `continue`. The engine, Bot Doctor and the editor read it so.
 *
 * @example readHandoffSettings({ type: 'handoff', data: {} }).hours.enabled // false
 */
export function readHandoffSettings(node: ReadableNode): HandoffSettings {
  const reader = readNodeData('handoff', node.data);
  const hours = reader.record('hours') ?? {};
  const outside = reader.record('outside') ?? {};
  const mode = typeof outside.mode === 'string' && OUTSIDE_MODES.has(outside.mode) ? outside.mode : undefined;
  return {
    message: reader.text('message'),
    hours: {
      enabled: hours.enabled === true,
      timeZone:
        typeof hours.timeZone === 'string' && hours.timeZone.trim() !== ''
          ? hours.timeZone.trim()
          : HANDOFF_DEFAULTS.timeZone,
      days: Array.isArray(hours.days) ? hours.days.flatMap(readPeriod) : [],
    },
    outside: {
      mode: (mode as HandoffOutsideMode | undefined) ?? HANDOFF_DEFAULTS.outsideMode,
      message:
        typeof outside.message === 'string' && outside.message.trim() !== '' ? outside.message : undefined,
    },
  };
}

function readPeriod(value: unknown): OpeningPeriodSetting[] {
  if (!isPlainRecord(value)) return [];
  const { day, from, to } = value;
  if (typeof day !== 'number' || !Number.isInteger(day) || day < 0 || day > 6) return [];
  if (typeof from !== 'string' || typeof to !== 'string') return [];
  return [{ day, from, to }];
}
