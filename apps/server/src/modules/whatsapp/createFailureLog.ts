import type { WhatsAppFailureReason } from '@plubot/contracts';

/** One bot's last WhatsApp failure and when this copy saw it (ms since the epoch). */
export interface WhatsAppFailure {
  reason: WhatsAppFailureReason;
  at: number;
}

export interface FailureLogOptions {
  now: () => number;
  /** How long a failure is told after it happened. */
  ttlMs?: number;
  maxEntries?: number;
}

/**
 * Why each bot's last WhatsApp link failed or dropped, so the sharing panel can say it. Kept in
 * this server copy's memory: the link row is deleted when its credentials are forgotten, and no
 * column holds the reason yet (a copy that did not see the failure reports none). Entries expire
 * and the log is bounded, oldest first.
 */
export function createFailureLog(options: FailureLogOptions) {
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, WhatsAppFailure>();

  return {
    record(plubotId: string, reason: WhatsAppFailureReason): void {
      entries.delete(plubotId);
      entries.set(plubotId, { reason, at: options.now() });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    read(plubotId: string): WhatsAppFailure | undefined {
      const entry = entries.get(plubotId);
      if (!entry) return undefined;
      if (options.now() - entry.at >= ttlMs) {
        entries.delete(plubotId);
        return undefined;
      }
      return entry;
    },
    /** The link is working again, or its owner started over. */
    clear(plubotId: string): void {
      entries.delete(plubotId);
    },
  };
}

export type FailureLog = ReturnType<typeof createFailureLog>;
