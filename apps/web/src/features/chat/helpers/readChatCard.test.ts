import { describe, expect, it } from 'vitest';
import type { ChatTranscript, ChatTurn } from '../types';
import { conversationReducer, INITIAL_CONVERSATION } from './conversationReducer';
import { readChatCard } from './readChatCard';

const card = {
  title: 'Carta de verano',
  url: 'https://www.figma.com/design/Ab12/Carta',
  imageUrl: 'https://s3-alpha.figma.com/thumbnails/carta.png',
  linkLabel: 'Abrir el diseño',
};

describe('readChatCard', () => {
  it('shows a card with an https link, and its https preview', () => {
    expect(readChatCard(card)).toEqual({ ...card, subtitle: null });
    expect(readChatCard({ ...card, imageUrl: undefined })).toEqual({
      ...card,
      imageUrl: null,
      subtitle: null,
    });
  });

  it('shows a price under the title, and no empty line', () => {
    expect(readChatCard({ ...card, subtitle: ' 20,00 € ' })?.subtitle).toBe('20,00 €');
    expect(readChatCard({ ...card, subtitle: '  ' })?.subtitle).toBeNull();
  });

  it('never opens a link that is not https: the text (title and link) is shown instead', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://www.figma.com/file/a', '']) {
      expect(readChatCard({ ...card, url }), url).toBeNull();
    }
    expect(readChatCard(undefined)).toBeNull();
  });

  it('loads no preview that is not https, and names an untitled card by its link', () => {
    for (const imageUrl of ['http://cdn.test/a.png', 'javascript:alert(1)', 'data:image/png;base64,AA']) {
      expect(readChatCard({ ...card, imageUrl })?.imageUrl, imageUrl).toBeNull();
    }
    expect(readChatCard({ ...card, title: '  ' })?.title).toBe(card.url);
  });
});

describe('a card in the conversation', () => {
  it('keeps the bot’s card with its message, as it came and after a reload', () => {
    const started = conversationReducer(INITIAL_CONVERSATION, { type: 'start' });
    const turn: ChatTurn = {
      messages: [
        { id: '1-0', nodeId: 'carta', text: `${card.title}\n${card.url}`, card },
        { id: '1-1', nodeId: 'q', text: '¿Te gusta?' },
      ],
      input: { kind: 'text', nodeId: 'q', validation: 'text' },
      ended: false,
    };
    const answered = conversationReducer(started, {
      type: 'answer',
      epoch: started.epoch,
      turn,
      receivedAt: 0,
    });
    expect(answered.entries.map((entry) => entry.card)).toEqual([card, undefined]);

    const transcript: ChatTranscript = {
      entries: [{ seq: 1, role: 'bot', text: `${card.title}\n${card.url}`, card }],
      input: turn.input,
      ended: false,
    };
    const reloaded = conversationReducer(started, { type: 'resume', epoch: started.epoch, transcript });
    expect(reloaded.entries).toEqual([expect.objectContaining({ role: 'bot', card, seq: 1 })]);
  });
});
