import { useCallback, useState } from 'react';
import { resendVerificationEmail } from '../helpers/authRequests';

export type ResendOutcome = { ok: true; message: string | undefined } | { ok: false; error: unknown };

/** Sends the verification mail again; `sending` is true while the request runs. */
export function useResendVerification() {
  const [sending, setSending] = useState(false);
  const resend = useCallback(async (email: string): Promise<ResendOutcome> => {
    setSending(true);
    try {
      const body = await resendVerificationEmail(email);
      return { ok: true, message: body?.message };
    } catch (error) {
      return { ok: false, error };
    } finally {
      setSending(false);
    }
  }, []);
  return { sending, resend };
}
