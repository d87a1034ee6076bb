/** Byte's emotional states (spec §4), chosen by the server from the message and the reply. */
export const BYTE_MOODS = ['normal', 'happy', 'sad', 'warning', 'thinking'] as const;
export type ByteMood = (typeof BYTE_MOODS)[number];

export interface ByteMoodLook {
  /** A small ASCII face drawn on Byte's screen. */
  readonly face: string;
  /** An emoji badge next to the face. */
  readonly emoji: string;
  /** A theme variable for the glow and border, e.g. `var(--color-success)`. */
  readonly color: string;
}

const LOOKS: Record<ByteMood, ByteMoodLook> = {
  normal: { face: '•‿•', emoji: '🤖', color: 'var(--color-primary)' },
  happy: { face: '^‿^', emoji: '😄', color: 'var(--color-success)' },
  sad: { face: '•︵•', emoji: '😢', color: 'var(--color-danger)' },
  warning: { face: '•_•!', emoji: '⚠️', color: 'var(--color-warning)' },
  thinking: { face: '•_•…', emoji: '🤔', color: 'var(--color-accent)' },
};

/** True for one of Byte's five moods. */
export function isByteMood(value: unknown): value is ByteMood {
  return typeof value === 'string' && (BYTE_MOODS as readonly string[]).includes(value);
}

/** A server sentiment as a mood; anything unknown or missing is 'normal'. */
export function toByteMood(value: unknown): ByteMood {
  return isByteMood(value) ? value : 'normal';
}

/** How Byte looks in a mood: face, emoji and colour. */
export function getByteMoodLook(mood: ByteMood): ByteMoodLook {
  return LOOKS[mood];
}
