import {
  connectionListSchema,
  connectionResponseSchema,
  createConnectionBodySchema,
  deleteConnectionResponseSchema,
} from '../connections';
import { defineEndpoint } from './defineEndpoint';

/** The owner's connections to outside services (issue #31; the profile's Integraciones tab). */
export const CONNECTIONS_ENDPOINTS = {
  connections: defineEndpoint({ method: 'GET', path: '/connections', response: connectionListSchema }),
  createConnection: defineEndpoint({
    method: 'POST',
    path: '/connections',
    body: createConnectionBodySchema,
    response: connectionResponseSchema,
  }),
  testConnection: defineEndpoint({
    method: 'POST',
    path: '/connections/:id/test',
    response: connectionResponseSchema,
  }),
  deleteConnection: defineEndpoint({
    method: 'DELETE',
    path: '/connections/:id',
    response: deleteConnectionResponseSchema,
  }),
};
