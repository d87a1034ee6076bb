import { type Language, translate } from '../../i18n/translate';
import type { Mailer } from '../../lib/mailer';
import { renderMail } from '../../lib/renderMail';

interface MailTarget {
  mailer: Mailer;
  origin: string;
  language: Language;
}

function send(target: MailTarget, to: string, key: string, params: Record<string, string>, url?: string) {
  const t = (k: string) => translate(target.language, `mail.${key}.${k}`, params);
  const content = renderMail({
    title: t('title'),
    paragraphs: [t('intro'), t('body')].filter(Boolean),
    ...(url ? { action: { label: t('action'), url } } : {}),
    footer: translate(target.language, 'mail.footer'),
  });
  return target.mailer.send({ to, subject: t('subject'), ...content });
}

/** The verification link mail (valid for 24 hours). */
export function sendVerificationMail(target: MailTarget, to: string, name: string, token: string) {
  return send(target, to, 'verify', { name }, `${target.origin}/auth/verify-email/${token}`);
}

/**
 * The verification link of a new registration over an address not verified yet: it says so, that
 * older links no longer work, and that this link confirms the password of this registration only.
 */
export function sendRegisteredAgainMail(target: MailTarget, to: string, name: string, token: string) {
  return send(target, to, 'registeredAgain', { name }, `${target.origin}/auth/verify-email/${token}`);
}

/** Told to an existing account's owner when someone registers again with its e-mail. */
export function sendAlreadyRegisteredMail(target: MailTarget, to: string, name: string) {
  return send(target, to, 'alreadyRegistered', { name }, `${target.origin}/login`);
}

/** The password-reset link mail (valid for 1 hour). */
export function sendResetMail(target: MailTarget, to: string, name: string, token: string) {
  return send(target, to, 'reset', { name }, `${target.origin}/reset-password/${token}`);
}

/** Confirms to the owner that the password changed. */
export function sendPasswordChangedMail(target: MailTarget, to: string, name: string) {
  return send(target, to, 'passwordChanged', { name }, `${target.origin}/forgot-password`);
}
