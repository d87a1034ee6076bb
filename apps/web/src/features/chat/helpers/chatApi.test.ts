import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../lib/callApi', () => ({ callApi: vi.fn() }));

import { API } from '@plubot/contracts';
import { callApi } from '../../../lib/callApi';
import { fetchChatTranscript, getVisitorEventsUrl, sendChatReply, sendVisitorTyping } from './chatApi';

describe('chatApi, the visitor’s side', () => {
  beforeEach(() => vi.mocked(callApi).mockReset());

  it('builds the visitor stream’s address from the endpoint table, with the credential encoded', () => {
    expect(getVisitorEventsUrl('7b1f', 'a+b/c=')).toBe('/api/chat/sessions/7b1f/events?token=a%2Bb%2Fc%3D');
  });

  it('sends a reply and asks the transcript with the credential in the x-visitor-token header', async () => {
    vi.mocked(callApi).mockResolvedValue({} as never);
    const session = { sessionId: '7b1f', visitorToken: 'tok' };
    await sendChatReply(session, { optionId: 'c1', label: 'Precios' });
    expect(callApi).toHaveBeenCalledWith(API.replyChat, {
      params: { sessionId: '7b1f' },
      body: { optionId: 'c1' },
      headers: { 'x-visitor-token': 'tok' },
    });
    await sendChatReply(session, { text: 'hola' });
    expect(vi.mocked(callApi).mock.calls[1]?.[1]).toMatchObject({ body: { text: 'hola' } });
    await fetchChatTranscript(session, 'nova');
    expect(callApi).toHaveBeenCalledWith(API.chatTranscript, {
      params: { sessionId: '7b1f' },
      query: { publicId: 'nova' },
      headers: { 'x-visitor-token': 'tok' },
    });
  });

  it('sends the typing signal with the credential', async () => {
    vi.mocked(callApi).mockResolvedValue({ success: true } as never);
    await sendVisitorTyping('7b1f', 'tok');
    expect(callApi).toHaveBeenCalledWith(API.visitorTyping, {
      params: { sessionId: '7b1f' },
      query: { token: 'tok' },
    });
  });
});
