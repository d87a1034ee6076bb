import { describe, expect, it } from 'vitest';
import {
  buildChatUrl,
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

  it('lets the script tag attributes win', () => {
    expect(
      mergeConfig(remote, { theme: 'light', position: 'center', color: '#000000', width: '90%' }),
    ).toMatchObject({
      theme: 'light',
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

  it('lets data-theme pick a premium theme, and ignores an unknown one', () => {
    expect(mergeConfig(remote, { theme: 'aurora' }).theme).toBe('aurora');
    expect(mergeConfig(remote, { theme: 'arcoiris' }).theme).toBe('dark');
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
