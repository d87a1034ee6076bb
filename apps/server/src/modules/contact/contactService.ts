import type { ContactBody, FeedbackBody } from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { contactMessages, feedback } from '../../db/schema';
import { type Language, translate } from '../../i18n/translate';
import type { Mailer } from '../../lib/mailer';
import { renderMail } from '../../lib/renderMail';

export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  /** The operator's address (CONTACT_TO); unset = messages are only stored. */
  contactTo: string | undefined;
  log: FastifyBaseLogger;
}

/** The language of the operator's mails: the product speaks Spanish first. */
const OPERATOR_LANGUAGE: Language = 'es';

/**
 * Stores a contact message, then mails it to CONTACT_TO when set. The message is kept even if the
 * mail fails (the operator still finds it with `npm run feedback`); `mailedAt` tells which ones went
 * out.
 */
export async function receiveContactMessage(deps: ContactDeps, body: ContactBody, language: Language) {
  const [stored] = await deps.db
    .insert(contactMessages)
    .values({
      name: body.name,
      email: body.email,
      subject: body.subject,
      message: body.message,
      language,
    })
    .returning({ id: contactMessages.id });
  if (!deps.contactTo || !stored) return;
  try {
    await deps.mailer.send({ to: deps.contactTo, ...renderContactMail(body) });
    await deps.db
      .update(contactMessages)
      .set({ mailedAt: new Date() })
      .where(eq(contactMessages.id, stored.id));
  } catch (error) {
    deps.log.warn({ err: error, contactMessageId: stored.id }, 'contact mail failed; the message is stored');
  }
}

/** Stores one rating and comment of the feedback form. */
export async function receiveFeedback(deps: Pick<ContactDeps, 'db'>, body: FeedbackBody, language: Language) {
  await deps.db.insert(feedback).values({
    rating: body.rating,
    comment: body.comment,
    email: body.email,
    language,
  });
}

/** The operator's copy of a contact message: who wrote, about what, and the text itself. */
export function renderContactMail(body: ContactBody) {
  const t = (key: string) =>
    translate(OPERATOR_LANGUAGE, `mail.contact.${key}`, {
      name: body.name,
      email: body.email,
      subject: body.subject,
    });
  const content = renderMail({
    title: t('title'),
    paragraphs: [t('from'), t('subjectLine'), ...body.message.split(/\n{2,}/)],
    footer: t('footer'),
  });
  return { subject: t('subject'), ...content };
}
