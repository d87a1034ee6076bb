import { messageResponseSchema } from '../auth';
import { contactBodySchema, feedbackBodySchema } from '../contact';
import { defineEndpoint } from './defineEndpoint';

/** The public contact form (/contact) and the feedback form (/tu-opinion). */
export const CONTACT_ENDPOINTS = {
  sendContactMessage: defineEndpoint({
    method: 'POST',
    path: '/contact',
    body: contactBodySchema,
    response: messageResponseSchema,
    auth: false,
  }),
  sendFeedback: defineEndpoint({
    method: 'POST',
    path: '/feedback',
    body: feedbackBodySchema,
    response: messageResponseSchema,
    auth: false,
  }),
};
