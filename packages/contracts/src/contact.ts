import { z } from 'zod';
import { emailSchema } from './auth';

/*
 * The public contact form (/contact) and the feedback form (/tu-opinion). Messages are server
 * message keys (apps/server/locales), like the other schemas of this package.
 */

export const CONTACT_NAME_MAX_LENGTH = 80;
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The honeypot field both forms carry: hidden from people, so only bots fill it. A filled one is
 * answered like a success and nothing is stored or sent.
 */
export const HONEYPOT_FIELD = 'website';

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, tooLong);

const honeypotSchema = z.string().max(2000).optional();

export const contactBodySchema = z.object({
  name: requiredText('contact.nameRequired', CONTACT_NAME_MAX_LENGTH, 'contact.nameTooLong'),
  email: emailSchema,
  subject: requiredText('contact.subjectRequired', CONTACT_SUBJECT_MAX_LENGTH, 'contact.subjectTooLong'),
  message: requiredText('contact.messageRequired', CONTACT_MESSAGE_MAX_LENGTH, 'contact.messageTooLong'),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type ContactBody = z.infer<typeof contactBodySchema>;

/** An e-mail that may be left empty: '' and absent both become null. */
const optionalEmailSchema = z
  .string({ message: 'auth.invalidEmail' })
  .optional()
  .transform((value) => (value ?? '').trim())
  .pipe(z.union([z.literal(''), emailSchema]))
  .transform((value) => (value === '' ? null : value));

export const feedbackBodySchema = z.object({
  rating: z
    .number({ message: 'feedback.ratingRequired' })
    .int('feedback.ratingRequired')
    .min(1, 'feedback.ratingRequired')
    .max(5, 'feedback.ratingRequired'),
  comment: requiredText('feedback.commentRequired', FEEDBACK_COMMENT_MAX_LENGTH, 'feedback.commentTooLong'),
  email: optionalEmailSchema,
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
