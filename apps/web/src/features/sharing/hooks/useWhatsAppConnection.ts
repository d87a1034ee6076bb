import type { WhatsAppFailureReason, WhatsAppStatus } from '@plubot/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/apiClient';
import { disconnectWhatsApp, fetchWhatsAppStatus, initiateWhatsApp } from '../helpers/sharingApi';

/** How often a shown QR asks whether it was scanned (spec §9), and a reconnecting number whether it is back. */
export const WHATSAPP_POLL_MS = 5000;
/** How often a linked number is checked while the panel is open, so a drop shows without a reload. */
export const WHATSAPP_WATCH_MS = 30_000;

export interface WhatsAppNotice {
  kind: 'success' | 'error';
  text: string;
}

export interface WhatsAppView {
  /** `unknown` until the server has answered (spec §4 WhatsApp panel states). */
  status: 'unknown' | WhatsAppStatus;
  qrCodeUrl: string | undefined;
  number: string | null;
  /** Why the last link failed or dropped (not connected), or why the number is reconnecting (connected). */
  reason: WhatsAppFailureReason | null;
  busy: 'initiate' | 'disconnect' | null;
  notice: WhatsAppNotice | null;
  /** The first status check failed; offer to try again. */
  checkFailed: boolean;
}

const INITIAL: WhatsAppView = {
  status: 'unknown',
  qrCodeUrl: undefined,
  number: null,
  reason: null,
  busy: null,
  notice: null,
  checkFailed: false,
};

/**
 * A bot's WhatsApp link: reads the status, generates the QR, polls every 5 s while it is shown
 * until the phone links (then says '¡Conexión con WhatsApp establecida!'), keeps an eye on a
 * linked number (every 30 s, every 5 s while it reconnects) and disconnects. `view.reason` says
 * why a link failed or dropped.
 */
export function useWhatsAppConnection(plubotId: string) {
  const { t } = useTranslation();
  const [view, setView] = useState<WhatsAppView>(INITIAL);
  const alive = useRef(true);

  const apply = useCallback(
    (answer: {
      status: WhatsAppStatus;
      whatsappNumber: string | null;
      qrCodeUrl?: string;
      reason?: WhatsAppFailureReason;
    }) => {
      if (!alive.current) return;
      setView((current) => ({
        ...current,
        status: answer.status,
        number: answer.whatsappNumber,
        reason: answer.status === 'qr' ? null : (answer.reason ?? null),
        qrCodeUrl: answer.status === 'qr' ? (answer.qrCodeUrl ?? current.qrCodeUrl) : undefined,
        checkFailed: false,
        notice:
          answer.status === 'connected' && current.status === 'qr'
            ? { kind: 'success', text: t('sharing.whatsapp.success') }
            : current.notice,
      }));
    },
    [t],
  );

  const check = useCallback(async () => {
    try {
      apply(await fetchWhatsAppStatus(plubotId));
    } catch {
      if (alive.current)
        setView((current) => (current.status === 'unknown' ? { ...current, checkFailed: true } : current));
    }
  }, [plubotId, apply]);

  useEffect(() => {
    alive.current = true;
    void check();
    return () => {
      alive.current = false;
    };
  }, [check]);

  const reconnecting = view.status === 'connected' && view.reason !== null;
  useEffect(() => {
    if (view.status !== 'qr' && view.status !== 'connected') return;
    const every = view.status === 'qr' || reconnecting ? WHATSAPP_POLL_MS : WHATSAPP_WATCH_MS;
    const timer = window.setInterval(() => void check(), every);
    return () => window.clearInterval(timer);
  }, [view.status, reconnecting, check]);

  const initiate = useCallback(async () => {
    setView((current) => ({ ...current, busy: 'initiate', notice: null }));
    try {
      const answer = await initiateWhatsApp(plubotId);
      if (answer.status === 'qr' && !answer.qrCodeUrl)
        throw new ApiError(502, t('sharing.whatsapp.qrFailed'));
      apply(answer);
    } catch (error) {
      const text =
        error instanceof ApiError && error.message ? error.message : t('sharing.whatsapp.initiateFailed');
      if (alive.current) setView((current) => ({ ...current, notice: { kind: 'error', text } }));
      // The server may know why (the socket closed before its QR, for a reason it names).
      void check();
    } finally {
      if (alive.current) setView((current) => ({ ...current, busy: null }));
    }
  }, [plubotId, apply, check, t]);

  const disconnect = useCallback(async () => {
    setView((current) => ({ ...current, busy: 'disconnect', notice: null }));
    try {
      await disconnectWhatsApp(plubotId);
      if (alive.current) {
        setView((current) => ({
          ...current,
          status: 'not_connected',
          number: null,
          reason: null,
          qrCodeUrl: undefined,
          notice: { kind: 'success', text: t('sharing.whatsapp.disconnected') },
        }));
      }
    } catch (error) {
      const text =
        error instanceof ApiError && error.message ? error.message : t('sharing.whatsapp.disconnectFailed');
      if (alive.current) setView((current) => ({ ...current, notice: { kind: 'error', text } }));
    } finally {
      if (alive.current) setView((current) => ({ ...current, busy: null }));
    }
  }, [plubotId, t]);

  return { view, initiate, disconnect, retry: check };
}
