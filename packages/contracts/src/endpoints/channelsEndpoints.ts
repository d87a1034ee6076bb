import {
  channelListResponseSchema,
  channelResponseSchema,
  connectChannelBodySchema,
  disconnectChannelResponseSchema,
} from '../channels';
import { chooseWhatsAppTemplateBodySchema, whatsAppTemplateListResponseSchema } from '../whatsAppTemplates';
import { defineEndpoint } from './defineEndpoint';

/**
 * A bot's official channels (issue #33), owner only: each channel's state, connecting one (its
 * credentials checked with the provider, then sealed) and disconnecting it; WhatsApp Cloud's
 * approved templates and the one chosen for outside the 24-hour window. The providers' webhooks
 * (`POST /api/channels/telegram/:plubotId`, `GET|POST /api/channels/meta/:plubotId`) are not in the
 * table: only the providers call them.
 */
export const CHANNEL_ENDPOINTS = {
  listChannels: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/channels',
    response: channelListResponseSchema,
  }),
  connectChannel: defineEndpoint({
    method: 'PUT',
    path: '/plubots/:id/channels/:channel',
    body: connectChannelBodySchema,
    response: channelResponseSchema,
  }),
  disconnectChannel: defineEndpoint({
    method: 'DELETE',
    path: '/plubots/:id/channels/:channel',
    response: disconnectChannelResponseSchema,
  }),
  listWhatsAppTemplates: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/channels/whatsapp-cloud/templates',
    response: whatsAppTemplateListResponseSchema,
  }),
  chooseWhatsAppTemplate: defineEndpoint({
    method: 'PUT',
    path: '/plubots/:id/channels/whatsapp-cloud/template',
    body: chooseWhatsAppTemplateBodySchema,
    response: channelResponseSchema,
  }),
};
