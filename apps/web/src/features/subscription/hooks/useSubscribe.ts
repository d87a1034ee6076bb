import { useMutation } from '@tanstack/react-query';

export interface SubscribeResponse {
  message?: string;
}

/** Why a subscription failed: the server's own words when it gave any. */
export class SubscribeError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'Subscription failed');
  }
}

/** Signs an e-mail address up as an Architect of the Pluniverse (POST /api/subscribe, multipart). */
export function useSubscribe() {
  return useMutation({
    mutationFn: async (email: string): Promise<SubscribeResponse> => {
      const body = new FormData();
      body.append('email', email);
      const response = await fetch('/api/subscribe', { method: 'POST', body });
      const data = (await response.json().catch(() => ({}))) as SubscribeResponse;
      if (!response.ok) {
        // A missing route or a server fault has nothing useful to tell the visitor.
        const usable = response.status !== 404 && response.status < 500;
        throw new SubscribeError(usable ? data.message : undefined);
      }
      return data;
    },
  });
}
