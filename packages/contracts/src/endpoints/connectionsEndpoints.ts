import {
  connectionOAuthCallbackQuerySchema,
  connectionOAuthStartQuerySchema,
  connectionOAuthStartResponseSchema,
} from '../connectionOAuth';
import {
  connectionChoicesQuerySchema,
  connectionChoicesResponseSchema,
  connectionListSchema,
  connectionResponseSchema,
  createConnectionBodySchema,
  deleteConnectionResponseSchema,
} from '../connections';
import { designCardBodySchema, designCardResponseSchema } from '../designCard';
import { integrationFailuresResponseSchema } from '../integrationFailures';
import { powerCatalogueResponseSchema } from '../powerCatalogue';
import { powerLookupBodySchema, powerLookupResponseSchema } from '../powerLookup';
import { powerTestBodySchema, powerTestResponseSchema } from '../powerTest';
import { defineEndpoint } from './defineEndpoint';

/** The owner's connections to outside services (issue #31; the profile's Integraciones tab). */
export const CONNECTIONS_ENDPOINTS = {
  /** Every power with what it does (public: the marketplace shows it before sign-in). */
  powers: defineEndpoint({
    method: 'GET',
    path: '/powers',
    auth: false,
    response: powerCatalogueResponseSchema,
  }),
  integrationFailures: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/integration-failures',
    response: integrationFailuresResponseSchema,
  }),
  /** The simulation runs a power node's lookup with the owner's connection (inline actions only). */
  powerLookup: defineEndpoint({
    method: 'POST',
    path: '/plubots/:id/power-lookup',
    body: powerLookupBodySchema,
    response: powerLookupResponseSchema,
  }),
  /** 'Probar' of a power node's form: the action runs once with the owner's connection (issue #32). */
  powerTest: defineEndpoint({
    method: 'POST',
    path: '/plubots/:id/power-test',
    body: powerTestBodySchema,
    response: powerTestResponseSchema,
  }),
  /** The editor reads a Figma or Canva design's title and preview from its share link (no connection). */
  designCard: defineEndpoint({
    method: 'POST',
    path: '/powers/design-card',
    body: designCardBodySchema,
    response: designCardResponseSchema,
  }),
  connections: defineEndpoint({ method: 'GET', path: '/connections', response: connectionListSchema }),
  createConnection: defineEndpoint({
    method: 'POST',
    path: '/connections',
    body: createConnectionBodySchema,
    response: connectionResponseSchema,
  }),
  /** 'Conectar con Google': the provider's consent page for a service connected through OAuth. */
  connectionOAuthStart: defineEndpoint({
    method: 'GET',
    path: '/connections/:service/oauth/start',
    query: connectionOAuthStartQuerySchema,
    response: connectionOAuthStartResponseSchema,
  }),
  /** The web app's callback screen hands over what the provider sent back; the connection is made. */
  connectionOAuthCallback: defineEndpoint({
    method: 'GET',
    path: '/connections/:service/oauth/callback',
    query: connectionOAuthCallbackQuerySchema,
    response: connectionResponseSchema,
  }),
  testConnection: defineEndpoint({
    method: 'POST',
    path: '/connections/:id/test',
    response: connectionResponseSchema,
  }),
  connectionChoices: defineEndpoint({
    method: 'GET',
    path: '/connections/:id/choices',
    query: connectionChoicesQuerySchema,
    response: connectionChoicesResponseSchema,
  }),
  deleteConnection: defineEndpoint({
    method: 'DELETE',
    path: '/connections/:id',
    response: deleteConnectionResponseSchema,
  }),
};
