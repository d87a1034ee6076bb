import { messageResponseSchema } from '../auth';
import { embedConfigSchema, embedResponseSchema } from '../embed';
import {
  backupResponseSchema,
  backupsResponseSchema,
  createBackupBodySchema,
  flowResponseSchema,
  flowVersionsResponseSchema,
  restoreResponseSchema,
  saveFlowBodySchema,
  saveFlowResponseSchema,
} from '../flows';
import {
  createPlubotBodySchema,
  plubotListResponseSchema,
  plubotResponseSchema,
  updatePlubotBodySchema,
} from '../plubot';
import { webhookSecretResponseSchema } from '../webhooks';
import {
  whatsappDisconnectResponseSchema,
  whatsappPlubotBodySchema,
  whatsappStatusResponseSchema,
} from '../whatsapp';
import { defineEndpoint } from './defineEndpoint';

/** Bots, their flows, versions and backups, and how they are shared (spec app.md §7). */
export const PLUBOT_ENDPOINTS = {
  webhookSecret: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/webhook-secret',
    response: webhookSecretResponseSchema,
  }),
  listPlubots: defineEndpoint({ method: 'GET', path: '/plubots', response: plubotListResponseSchema }),
  createPlubot: defineEndpoint({
    method: 'POST',
    path: '/plubots/create',
    body: createPlubotBodySchema,
    response: plubotResponseSchema,
  }),
  getPlubot: defineEndpoint({ method: 'GET', path: '/plubots/:id', response: plubotResponseSchema }),
  updatePlubot: defineEndpoint({
    method: 'PUT',
    path: '/plubots/update/:id',
    body: updatePlubotBodySchema,
    response: plubotResponseSchema,
  }),
  deletePlubot: defineEndpoint({ method: 'DELETE', path: '/plubots/:id', response: messageResponseSchema }),
  getFlow: defineEndpoint({ method: 'GET', path: '/plubots/:id/flow', response: flowResponseSchema }),
  saveFlow: defineEndpoint({
    method: 'PUT',
    path: '/plubots/:id/flow',
    body: saveFlowBodySchema,
    response: saveFlowResponseSchema,
  }),
  listVersions: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/versions',
    response: flowVersionsResponseSchema,
  }),
  restoreVersion: defineEndpoint({
    method: 'POST',
    path: '/plubots/:id/versions/:v/restore',
    response: restoreResponseSchema,
  }),
  listBackups: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/backups',
    response: backupsResponseSchema,
  }),
  createBackup: defineEndpoint({
    method: 'POST',
    path: '/plubots/:id/backups',
    body: createBackupBodySchema,
    response: backupResponseSchema,
  }),
  restoreBackup: defineEndpoint({
    method: 'POST',
    path: '/plubots/:id/backups/:b/restore',
    response: restoreResponseSchema,
  }),
  saveEmbed: defineEndpoint({
    method: 'POST',
    path: '/plubots/:id/embed',
    body: embedConfigSchema.nullish(),
    response: embedResponseSchema,
  }),
  qrCode: defineEndpoint({ method: 'GET', path: '/qr/:file', response: 'text', auth: false }),
  whatsappStatus: defineEndpoint({
    method: 'GET',
    path: '/whatsapp/status/:plubotId',
    response: whatsappStatusResponseSchema,
  }),
  whatsappInitiate: defineEndpoint({
    method: 'POST',
    path: '/whatsapp/initiate',
    body: whatsappPlubotBodySchema,
    response: whatsappStatusResponseSchema,
  }),
  whatsappDisconnect: defineEndpoint({
    method: 'POST',
    path: '/whatsapp/disconnect',
    body: whatsappPlubotBodySchema,
    response: whatsappDisconnectResponseSchema,
  }),
};
