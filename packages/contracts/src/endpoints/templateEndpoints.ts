import { templatesResponseSchema } from '../templates';
import { defineEndpoint } from './defineEndpoint';

/** The template catalogue (public: the picker and `/plubot/create/{templateId}` read it). */
export const TEMPLATE_ENDPOINTS = {
  listTemplates: defineEndpoint({
    method: 'GET',
    path: '/templates',
    response: templatesResponseSchema,
    auth: false,
  }),
};
