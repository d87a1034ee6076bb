import type { DesignCardResponse } from '@plubot/contracts';
import { DESIGN_SERVICE_NAMES, type DesignPower, parseDesignImage, parseDesignLink } from '@plubot/flow';
import { z } from 'zod';
import type { Config } from '../../config';
import { type Language, type TranslateParams, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { safeHttpRequest } from '../../lib/safeHttpRequest';

/** How long the service may take to answer before the owner is told to try again. */
const OEMBED_TIMEOUT_MS = 8_000;
/** An oEmbed answer is a few hundred bytes; anything past this is not one. */
const MAX_OEMBED_BYTES = 256 * 1024;
/** The longest title kept (the owner may edit it in the node). */
const MAX_TITLE_LENGTH = 300;

/** The two fields of an oEmbed answer a card uses; anything else, or of another type, is ignored. */
const oembedAnswerSchema = z.looseObject({
  title: z.string().optional().catch(undefined),
  thumbnail_url: z.string().optional().catch(undefined),
});

export interface ReadDesignCardDeps {
  config: Pick<Config, 'FIGMA_OEMBED_URL' | 'CANVA_OEMBED_URL' | 'HTTP_ALLOWED_HOSTS'>;
  language: Language;
}

/**
 * A Figma or Canva design's card, read from the service's public oEmbed endpoint through the
 * SSRF-safe client (no account, no credential): its title (empty when the service gives none: the
 * engine names it «Diseño de Figma»), its preview (https only, else null) and the cleaned share
 * link. A link that is not a share link of that service, a design the service does not find or
 * does not show (private), and a service that fails or cannot be reached each answer 422 with the
 * reason in the owner's language — never a 500.
 */
export async function readDesignCard(
  deps: ReadDesignCardDeps,
  body: { powerId: DesignPower; url: string },
): Promise<DesignCardResponse> {
  const service = DESIGN_SERVICE_NAMES[body.powerId];
  const link = parseDesignLink(body.powerId, body.url);
  if (!link) throw refusal(deps.language, `powers.designCard.linkInvalid.${body.powerId}`);
  const endpoint = new URL(
    body.powerId === 'figma' ? deps.config.FIGMA_OEMBED_URL : deps.config.CANVA_OEMBED_URL,
  );
  endpoint.searchParams.set('url', link);
  const answer = await safeHttpRequest(
    {
      method: 'GET',
      url: endpoint.toString(),
      headers: { accept: 'application/json' },
      timeoutMs: OEMBED_TIMEOUT_MS,
    },
    { allowedHosts: deps.config.HTTP_ALLOWED_HOSTS, maxResponseBytes: MAX_OEMBED_BYTES },
  );
  if (!answer.ok) throw refusal(deps.language, 'powers.designCard.unreachable', { service });
  // Figma and Canva answer 401, 403 or 404 for a design that is gone or not shared by link.
  if ([401, 403, 404].includes(answer.status)) {
    throw refusal(deps.language, `powers.designCard.notFound.${body.powerId}`);
  }
  const read = answer.status === 200 && !answer.truncated ? readOembed(answer.body) : undefined;
  if (!read) {
    const reason =
      answer.status === 200
        ? translate(deps.language, 'powers.designCard.badAnswer')
        : `HTTP ${answer.status}`;
    throw refusal(deps.language, 'powers.designCard.unavailable', { service, reason });
  }
  return {
    title: cleanTitle(read.title),
    thumbnailUrl: parseDesignImage(read.thumbnail_url) ?? null,
    url: link,
  };
}

/** The oEmbed answer's fields, or `undefined` when the body is not a JSON object. */
function readOembed(body: string): z.infer<typeof oembedAnswerSchema> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = oembedAnswerSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** A title on one line, without control characters, at most `MAX_TITLE_LENGTH` characters. */
function cleanTitle(title: string | undefined): string {
  const line = (title ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(line).slice(0, MAX_TITLE_LENGTH).join('');
}

/** A refused link as the 422 the owner reads, in their language, on the `url` field. */
function refusal(language: Language, key: string, params?: TranslateParams) {
  const message = translate(language, key, params);
  return new AppError('VALIDATION_ERROR', { fieldErrors: { url: [message] }, extra: { message } });
}
