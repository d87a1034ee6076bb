import { describe, expect, it } from 'vitest';
import { getChannelMenu } from './getChannelMenu';

describe('getChannelMenu', () => {
  it('shows a menu as each renderer does', () => {
    expect(getChannelMenu('whatsapp-cloud', 3)).toEqual({ shape: 'buttons', titleLimit: 20 });
    expect(getChannelMenu('whatsapp-cloud', 4)).toEqual({ shape: 'list', titleLimit: 24 });
    expect(getChannelMenu('whatsapp-cloud', 10)).toEqual({ shape: 'list', titleLimit: 24 });
    expect(getChannelMenu('whatsapp-cloud', 11)).toEqual({ shape: 'numbered', titleLimit: null });
    expect(getChannelMenu('messenger', 13)).toEqual({ shape: 'quickReplies', titleLimit: 20 });
    expect(getChannelMenu('instagram', 14)).toEqual({ shape: 'numbered', titleLimit: null });
    expect(getChannelMenu('telegram', 50)).toEqual({ shape: 'keyboard', titleLimit: null });
    expect(getChannelMenu('whatsapp', 2)).toEqual({ shape: 'numbered', titleLimit: null });
  });
});
