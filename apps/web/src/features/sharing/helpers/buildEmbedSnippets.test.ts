import { DEFAULT_EMBED_CONFIG } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { buildEmbedChatUrl, buildEmbedSnippets } from './buildEmbedSnippets';

const embed = { ...DEFAULT_EMBED_CONFIG, theme: 'dark' as const, primaryColor: '#ff3cac' };

describe('buildEmbedSnippets', () => {
  it('gives the widget script of the spec', () => {
    expect(buildEmbedSnippets('https://plubot.com', 'k3x9', embed, 'Nova').script).toBe(
      '<script src="https://plubot.com/widget.js" data-plubot="k3x9" async></script>',
    );
  });

  it('gives the inline mode with its target element', () => {
    expect(buildEmbedSnippets('https://plubot.com', 'k3x9', embed, 'Nova').inline).toBe(
      '<div id="plubot-chat"></div>\n' +
        '<script src="https://plubot.com/widget.js" data-plubot="k3x9" data-mode="inline" data-target="#plubot-chat" async></script>',
    );
  });

  it('gives an iframe of the embedded chat page with the theme, colour and size', () => {
    const { iframe } = buildEmbedSnippets('https://plubot.com', 'k3x9', embed, 'Nova');
    expect(iframe).toContain('src="https://plubot.com/chat/k3x9?embed=1&amp;theme=dark&amp;color=%23ff3cac"');
    expect(iframe).toContain('width:350px;height:500px');
    expect(iframe).toContain('title="Nova"');
  });

  it('escapes what could break out of an attribute', () => {
    const { iframe } = buildEmbedSnippets('https://plubot.com', 'k3x9', embed, '"><script>alert(1)</script>');
    expect(iframe).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(iframe).not.toContain('<script>');
  });
});

describe('buildEmbedChatUrl', () => {
  it('is the chat page in embed mode', () => {
    expect(
      buildEmbedChatUrl('http://localhost:3000', 'abc', { theme: 'auto', primaryColor: '#4facfe' }),
    ).toBe('http://localhost:3000/chat/abc?embed=1&theme=auto&color=%234facfe');
  });
});
