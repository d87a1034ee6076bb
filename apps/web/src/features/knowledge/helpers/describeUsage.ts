import type { KnowledgeUsage } from '@plubot/contracts';
import { formatMegabytes } from './formatByteSize';

/** What the usage line and its bar show: the counts as text and how close the bot is to its plan's limit. */
export interface UsageFigures {
  sources: string;
  maxSources: string;
  megabytes: string;
  maxMegabytes: string;
  /** The fuller of the two, from 0 to 100. */
  percent: number;
  /** No more sources fit, or no more bytes. */
  full: boolean;
  /** Past 80 % of either limit. */
  nearlyFull: boolean;
}

/**
 * The figures of «3 de 20 fuentes · 0,4 de 2 MB» in the interface's language, and whether the
 * plan's limit is reached (the server then refuses new sources).
 * @example describeUsage({ sources: 3, maxSources: 20, bytes: 419_430, maxBytes: 2_097_152 }, 'es').megabytes // '0,4'
 */
export function describeUsage(usage: KnowledgeUsage, language: string): UsageFigures {
  const count = new Intl.NumberFormat(language);
  const share = Math.max(usage.sources / usage.maxSources, usage.bytes / usage.maxBytes);
  const full = usage.sources >= usage.maxSources || usage.bytes >= usage.maxBytes;
  return {
    sources: count.format(usage.sources),
    maxSources: count.format(usage.maxSources),
    megabytes: formatMegabytes(usage.bytes, language),
    maxMegabytes: formatMegabytes(usage.maxBytes, language),
    percent: Math.min(100, Math.max(0, Math.round(share * 100))),
    full,
    nearlyFull: !full && share >= 0.8,
  };
}
