import type { ChannelWindow } from '@plubot/contracts';

/** How long before the 24-hour window closes the inbox starts to say when. */
export const CLOSING_SOON_MS = 2 * 60 * 60 * 1000;

/**
 * What the inbox tells the person who answers about Meta's window with a WhatsApp Cloud, Messenger
 * or Instagram contact: the text's key under `inbox.window`, its tone, the template's name, the time
 * it names (when the window closes, or until when a person's reply still goes), and for a window
 * about to close what happens after it (a key under `inbox.window` too).
 */
export interface ChannelWindowNotice {
  key: 'closingSoon' | 'template' | 'templateWithText' | 'none' | 'humanAgent' | 'humanClosed';
  tone: 'info' | 'warning';
  template: string | null;
  at: string | null;
  after: 'afterTemplate' | 'afterNone' | 'afterHumanAgent' | null;
}

/**
 * The notice above the composer for a conversation's window, or null when there is nothing to say
 * (open for more than {@link CLOSING_SOON_MS}). Closed: on WhatsApp, the chosen template goes
 * instead (with the reply inside when it has `{{1}}`) or nothing does; on Messenger and Instagram, a
 * person's reply still goes until `humanAgentUntil`, or nothing does.
 * @example describeChannelWindow({ open: false, closesAt: null, reply: 'none', template: null, humanAgentUntil: null }, Date.now())?.key // 'none'
 */
export function describeChannelWindow(window: ChannelWindow, now: number): ChannelWindowNotice | null {
  const template = window.template?.name ?? null;
  const notice = (
    key: ChannelWindowNotice['key'],
    tone: ChannelWindowNotice['tone'],
    at: string | null = null,
  ) => ({
    key,
    tone,
    template,
    at,
    after: null,
  });
  if (window.open) {
    const closesAt = window.closesAt ? Date.parse(window.closesAt) : Number.NaN;
    if (!Number.isFinite(closesAt) || closesAt - now > CLOSING_SOON_MS) return null;
    const after =
      window.humanAgentUntil !== null ? 'afterHumanAgent' : template ? 'afterTemplate' : 'afterNone';
    return { ...notice('closingSoon', 'info', window.closesAt), after };
  }
  switch (window.reply) {
    case 'template':
      return notice(window.template?.carriesText ? 'templateWithText' : 'template', 'warning');
    case 'humanAgent':
      return notice('humanAgent', 'info', window.humanAgentUntil);
    case 'none':
      return notice(window.humanAgentUntil !== null ? 'humanClosed' : 'none', 'warning');
    case 'free':
      return null;
  }
}
