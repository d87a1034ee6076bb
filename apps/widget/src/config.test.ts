import { describe, expect, it } from 'vitest';
import { buildChatUrl, DEFAULTS, mergeConfig, textColorOn } from './config';

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
