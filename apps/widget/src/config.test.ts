import { describe, expect, it } from 'vitest';
import {
  buildChatUrl,
  buildSettingsUrl,
  buildThemeCss,
  DEFAULTS,
  mergeConfig,
  THEME_SURFACES,
  textColorOn,
  WIDGET_THEMES,
} from './config';

const remote = {
  publicId: 'k3x9',
  name: 'Nova',
  embed: {
    theme: 'dark',
    position: 'left',
    width: '400px',
    height: '80vh',
    primaryColor: '#ff3cac',
    welcomeMessage: '¡Hola! ¿Te ayudo?',
  },
};

describe('mergeConfig', () => {
  it('takes the bot saved look', () => {
    expect(mergeConfig(remote, {})).toEqual({
      name: 'Nova',
      theme: 'dark',
      position: 'left',
      width: '400px',
      height: '80vh',
      color: '#ff3cac',
      welcome: '¡Hola! ¿Te ayudo?',
    });
  });

  it('lets the script tag attributes win, but the theme is the one the server answered', () => {
    expect(
      mergeConfig(remote, { theme: 'light', position: 'center', color: '#000000', width: '90%' }),
    ).toMatchObject({
      theme: 'dark',
      position: 'center',
      color: '#000000',
      width: '90%',
    });
  });

  it('falls back to the defaults without a bot and ignores malformed values', () => {
    expect(mergeConfig(null, {})).toEqual(DEFAULTS);
    expect(
      mergeConfig(
        { embed: { theme: 'neon', width: '100px;display:none', primaryColor: 'red' } },
        { height: 'x' },
      ),
    ).toEqual(DEFAULTS);
  });
});

describe('premium themes', () => {
  it.each(['galaxia', 'aurora', 'nebulosa'])(
    'keeps the saved premium theme %s and passes it to the chat page',
    (theme) => {
      const config = mergeConfig({ embed: { theme } }, {});
      expect(config.theme).toBe(theme);
      expect(buildChatUrl('https://plubot.com', 'k3x9', config)).toContain(`theme=${theme}&`);
    },
  );

  // Issue #24 point 18: data-theme is only a wish the server weighs against what the owner unlocked.
  it('asks the server for the theme of data-theme, and ignores an unknown one', () => {
    expect(buildSettingsUrl('https://plubot.com', 'k3x9', 'aurora')).toBe(
      'https://plubot.com/api/public/plubots/k3x9?theme=aurora',
    );
    expect(buildSettingsUrl('https://plubot.com', 'k3x9', 'arcoiris')).toBe(
      'https://plubot.com/api/public/plubots/k3x9',
    );
    expect(buildSettingsUrl('https://plubot.com', 'k3x9', undefined)).toBe(
      'https://plubot.com/api/public/plubots/k3x9',
    );
  });

  it('never lets data-theme pick a premium theme by itself', () => {
    // The owner has not unlocked Aurora: the server answered the saved theme, and that is drawn.
    expect(mergeConfig(remote, { theme: 'aurora' }).theme).toBe('dark');
    // Without the server's answer, data-theme picks a free theme only.
    expect(mergeConfig(null, { theme: 'aurora' }).theme).toBe('light');
    expect(mergeConfig(null, { theme: 'dark' }).theme).toBe('dark');
  });

  it('maps every theme but auto to a surface class, and auto to light or dark by the OS', () => {
    const css = buildThemeCss();
    for (const theme of WIDGET_THEMES.filter((name) => name !== 'auto')) {
      const { bg, tx } = THEME_SURFACES[theme];
      expect(css).toContain(`.${theme}{--bg:${bg};--tx:${tx}}`);
    }
    expect(css).toContain(`@media (prefers-color-scheme:dark){.auto{--bg:${THEME_SURFACES.dark.bg};`);
    expect(css).toContain(`@media (prefers-color-scheme:light){.auto{--bg:${THEME_SURFACES.light.bg};`);
  });

  it('draws the premium themes as dark surfaces with light text', () => {
    for (const theme of ['galaxia', 'aurora', 'nebulosa'] as const) {
      expect(THEME_SURFACES[theme].bg).toMatch(/gradient\(/);
      expect(textColorOn(THEME_SURFACES[theme].tx)).toBe('#06102a');
    }
  });
});

describe('buildChatUrl', () => {
  it('opens the chat page in embed mode with the theme and colour', () => {
    expect(buildChatUrl('https://plubot.com', 'k3x9', { ...DEFAULTS, theme: 'dark', color: '#ff3cac' })).toBe(
      'https://plubot.com/chat/k3x9?embed=1&theme=dark&color=%23ff3cac',
    );
  });
});

describe('textColorOn', () => {
  it('picks readable text', () => {
    expect(textColorOn('#4facfe')).toBe('#06102a');
    expect(textColorOn('#1e3a8a')).toBe('#fff');
  });
});
