import {
  API,
  DEFAULT_EMBED_CONFIG,
  type EmbedConfig,
  type GamificationFact,
  type WhatsAppStatusResponse,
} from '@plubot/contracts';
import { callApi } from '../../../lib/callApi';

/** What the panel shares: the public id and the widget's saved look. */
export interface ShareResources {
  publicId: string;
  embed: EmbedConfig;
  /** The bot's colour and greeting, for the widget preview. */
  color: string | undefined;
  greeting: string | undefined;
  /** True when the bot could not be read and the plain bot id stands in (spec §7/§8). */
  fallback: boolean;
}

/**
 * The bot's public id (owner only) and its saved widget look. If the bot cannot be read, the panel
 * still works with the bot id itself and the default look — the spec's fallback resources.
 */
export async function loadShareResources(plubotId: string, signal?: AbortSignal): Promise<ShareResources> {
  const options = signal ? { signal } : {};
  let publicId: string;
  try {
    const body = await callApi(API.getPlubot, { params: { id: plubotId }, ...options });
    publicId = body.plubot.public_id;
  } catch (error) {
    if (signal?.aborted) throw error;
    return {
      publicId: plubotId,
      embed: { ...DEFAULT_EMBED_CONFIG },
      color: undefined,
      greeting: undefined,
      fallback: true,
    };
  }
  try {
    const body = await callApi(API.publicPlubot, { params: { publicId }, ...options });
    return {
      publicId,
      embed: { ...DEFAULT_EMBED_CONFIG, ...body.plubot.embed },
      color: body.plubot.color,
      greeting: body.plubot.initial_message,
      fallback: false,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return {
      publicId,
      embed: { ...DEFAULT_EMBED_CONFIG },
      color: undefined,
      greeting: undefined,
      fallback: false,
    };
  }
}

/**
 * `POST /api/plubots/:id/embed`: saves the widget's look (422 with field errors when invalid) and
 * answers it with the achievement the save unlocked, if any.
 */
export async function saveEmbedConfig(
  plubotId: string,
  embed: EmbedConfig,
): Promise<{ embed: EmbedConfig; unlocked: string | null }> {
  const body = await callApi(API.saveEmbed, { params: { id: plubotId }, body: embed });
  return { embed: body.data.embed, unlocked: body.data.unlocked };
}

export function fetchWhatsAppStatus(plubotId: string): Promise<WhatsAppStatusResponse> {
  return callApi(API.whatsappStatus, { params: { plubotId } });
}

export function initiateWhatsApp(plubotId: string): Promise<WhatsAppStatusResponse> {
  return callApi(API.whatsappInitiate, { body: { plubotId }, timeoutMs: 60_000 });
}

export function disconnectWhatsApp(plubotId: string): Promise<WhatsAppStatusResponse> {
  return callApi(API.whatsappDisconnect, { body: { plubotId } });
}

/**
 * Reports something the user did in the sharing panel; answers the achievement the server unlocked
 * for it, if any. A failed report is not fatal: the copy itself worked.
 */
export async function reportFact(fact: GamificationFact): Promise<string | null> {
  try {
    const state = await callApi(API.gamificationFact, { body: fact });
    return state.unlocked ?? null;
  } catch {
    return null;
  }
}
