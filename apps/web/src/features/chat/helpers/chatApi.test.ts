import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../lib/callApi', () => ({ callApi: vi.fn() }));

import { API } from '@plubot/contracts';
import { callApi } from '../../../lib/callApi';
import { getVisitorEventsUrl, sendVisitorTyping } from './chatApi';

describe('chatApi live side', () => {
  beforeEach(() => vi.mocked(callApi).mockReset());

  it('builds the visitor stream’s address from the endpoint table, with the credential encoded', () => {
    expect(getVisitorEventsUrl('7b1f', 'a+b/c=')).toBe('/api/chat/sessions/7b1f/events?token=a%2Bb%2Fc%3D');
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
