import { byteAssistantBodySchema, byteAssistantResponseSchema } from '../editorTools';
import { hubResponseSchema } from '../hub';
import { defineEndpoint } from './defineEndpoint';

/** The Pluniverse hub, and Byte as the creation lab's assistant. */
export const HUB_ENDPOINTS = {
  pluniverse: defineEndpoint({ method: 'GET', path: '/pluniverse', response: hubResponseSchema }),
  /**
   * Byte in the creation lab (`/welcome`, `/factory`, `/personalization`): open to visitors not
   * signed in yet (answers from Byte's knowledge), with the AI service for signed-in users.
   */
  byteLabAssistant: defineEndpoint({
    method: 'POST',
    path: '/byte-assistant/lab',
    body: byteAssistantBodySchema,
    response: byteAssistantResponseSchema,
  }),
} as const;
