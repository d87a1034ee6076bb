import type { EmbedConfig } from '@plubot/contracts';

/** The three ways to put a bot on a website, as code to paste. */
export interface EmbedSnippets {
  /** The floating chat bubble: `<script src="{origin}/widget.js" data-plubot="{publicId}" async>`. */
  script: string;
  /** The chat inside an element of the page (`data-mode="inline"`). */
  inline: string;
  /** No JavaScript: a plain iframe of the chat page. */
  iframe: string;
}

/** The id of the element the inline snippet renders into. */
export const INLINE_TARGET_ID = 'plubot-chat';

/**
 * The code a bot's owner pastes in their site. Values are escaped for HTML attributes, so a bot
 * name with quotes cannot break (or inject into) the owner's page.
 * @example buildEmbedSnippets('https://plubot.com', 'k3x9', config, 'Nova').script
 * // '<script src="https://plubot.com/widget.js" data-plubot="k3x9" async></script>'
 */
export function buildEmbedSnippets(
  origin: string,
  publicId: string,
  embed: Pick<EmbedConfig, 'theme' | 'primaryColor' | 'width' | 'height'>,
  botName: string,
): EmbedSnippets {
  const src = escapeAttribute(`${origin}/widget.js`);
  const id = escapeAttribute(publicId);
  const chatUrl = buildEmbedChatUrl(origin, publicId, embed);
  const style = `border:0;border-radius:12px;width:${embed.width};height:${embed.height};max-width:100%`;
  return {
    script: `<script src="${src}" data-plubot="${id}" async></script>`,
    inline: [
      `<div id="${INLINE_TARGET_ID}"></div>`,
      `<script src="${src}" data-plubot="${id}" data-mode="inline" data-target="#${INLINE_TARGET_ID}" async></script>`,
    ].join('\n'),
    iframe: `<iframe src="${escapeAttribute(chatUrl)}" title="${escapeAttribute(botName)}" style="${escapeAttribute(style)}" loading="lazy"></iframe>`,
  };
}

/** The chat page as the widget's iframe opens it: `{origin}/chat/{publicId}?embed=1&theme=…&color=…`. */
export function buildEmbedChatUrl(
  origin: string,
  publicId: string,
  embed: Pick<EmbedConfig, 'theme' | 'primaryColor'>,
): string {
  const query = new URLSearchParams({ embed: '1', theme: embed.theme, color: embed.primaryColor });
  return `${origin}/chat/${encodeURIComponent(publicId)}?${query}`;
}

/** Escapes `& " < >` for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
