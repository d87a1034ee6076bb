import {
  createDiscordIntegrationBodySchema,
  deleteDiscordIntegrationResponseSchema,
  discordIntegrationListSchema,
  discordIntegrationResponseSchema,
} from '../integrations';
import { defineEndpoint } from './defineEndpoint';

/** The owner's Discord integrations (flow-editor spec §7 `discord-integrations`; the profile's Integraciones tab). */
export const INTEGRATIONS_ENDPOINTS = {
  discordIntegrations: defineEndpoint({
    method: 'GET',
    path: '/discord-integrations',
    response: discordIntegrationListSchema,
  }),
  createDiscordIntegration: defineEndpoint({
    method: 'POST',
    path: '/discord-integrations',
    body: createDiscordIntegrationBodySchema,
    response: discordIntegrationResponseSchema,
  }),
  deleteDiscordIntegration: defineEndpoint({
    method: 'DELETE',
    path: '/discord-integrations/:id',
    response: deleteDiscordIntegrationResponseSchema,
  }),
};
