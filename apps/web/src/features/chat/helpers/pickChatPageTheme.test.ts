import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../lib/callApi', () => ({ callApi: vi.fn() }));

import { API } from '@plubot/contracts';
import { callApi } from '../../../lib/callApi';
import { fetchPublicPlubot } from './chatApi';
import { pickChatPageTheme } from './pickChatPageTheme';
import { readEmbedParams } from './readEmbedParams';

const plubot = (theme: string) => ({
  publicId: 'nova',
  name: 'Nova',
  color: '#4facfe',
  initial_message: 'Hola',
  embed: {
    theme,
    position: 'right',
    width: '350px',
    height: '500px',
    primaryColor: '#4facfe',
    welcomeMessage: 'Hola',
  },
});

// Issue #24 point 18: `?theme=` is a wish the server weighs against what the bot's owner unlocked.
describe('the chat page theme', () => {
  beforeEach(() => vi.mocked(callApi).mockReset());

  it('asks the server for the theme of the query and draws the one it answers', async () => {
    vi.mocked(callApi).mockResolvedValue({ success: true, plubot: plubot('light') } as never);
    const params = readEmbedParams(new URLSearchParams('embed=1&theme=galaxia'));
    const answered = await fetchPublicPlubot('nova', params.theme);
    expect(callApi).toHaveBeenCalledWith(API.publicPlubot, {
      params: { publicId: 'nova' },
      query: { theme: 'galaxia' },
    });
    // The owner has not unlocked Galaxia: the server answered the saved free theme, and that is drawn.
    expect(pickChatPageTheme(params.embedded, answered.embed.theme, false)).toBe('light');
  });

  it('draws a premium theme only when the server answers it', () => {
    expect(pickChatPageTheme(true, 'galaxia', false)).toBe('galaxia');
  });

  it('is dark on the standalone page, and auto follows the visitor system', () => {
    expect(pickChatPageTheme(false, 'galaxia', false)).toBe('dark');
    expect(pickChatPageTheme(true, 'auto', true)).toBe('dark');
    expect(pickChatPageTheme(true, 'auto', false)).toBe('light');
  });

  it('asks without a theme when the page names none', async () => {
    vi.mocked(callApi).mockResolvedValue({ success: true, plubot: plubot('dark') } as never);
    await fetchPublicPlubot('nova');
    expect(callApi).toHaveBeenCalledWith(API.publicPlubot, { params: { publicId: 'nova' } });
  });
});
