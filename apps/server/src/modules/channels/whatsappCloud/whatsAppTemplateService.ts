import type { ChooseWhatsAppTemplateBody, WhatsAppTemplate } from '@plubot/contracts';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { type Language, translate } from '../../../i18n/translate';
import { AppError } from '../../../lib/AppError';
import { createConnectorContext } from '../../connections/services/serviceConnector';
import {
  type ChannelConnectionRow,
  findChannelConnection,
  openChannelCredentials,
} from '../channelRepository';
import { listWhatsAppTemplates } from '../meta/metaGraphClient';
import { readWhatsAppTemplate, toTemplateDetails } from '../meta/whatsAppTemplates';
import type { WhatsAppCloudCredentials } from './connectWhatsAppCloud';
import { saveChosenTemplate } from './whatsAppCloudRepository';

/** What reading and choosing a bot's templates needs. */
export interface WhatsAppTemplateDeps {
  db: Database;
  config: Config;
  language: Language;
}

/** A 422 the owner reads (`channels.whatsappCloud.<key>`), on `field` when it is one of theirs. */
function unprocessable(language: Language, key: string, field = '_', reason?: string): AppError {
  const message = translate(
    language,
    `channels.whatsappCloud.${key}`,
    reason === undefined ? {} : { reason },
  );
  return new AppError('VALIDATION_ERROR', { fieldErrors: { [field]: [message] }, extra: { message } });
}

/**
 * The approved templates of the bot's WhatsApp Business Account, read from Meta now (by name, then
 * language). 404 when the bot has no WhatsApp Cloud connection; 422 when it was connected without
 * the account's id, when its credentials no longer open, or when Meta refuses or cannot be reached.
 */
export async function listApprovedTemplates(
  deps: WhatsAppTemplateDeps,
  plubotId: string,
): Promise<WhatsAppTemplate[]> {
  const { row, credentials } = await openConnection(deps, plubotId);
  const wabaId = row.details.wabaId;
  if (!wabaId) throw unprocessable(deps.language, 'noWaba', 'wabaId');
  const listed = await listWhatsAppTemplates(createConnectorContext(deps.config), wabaId, {
    token: credentials.accessToken,
    appSecret: credentials.appSecret,
  });
  if (!listed.ok) throw unprocessable(deps.language, 'templatesFailed', '_', listed.error);
  return listed.value
    .map(readWhatsAppTemplate)
    .filter((template): template is WhatsAppTemplate => template !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name) || a.languageCode.localeCompare(b.languageCode));
}

/**
 * Chooses the approved template the bot sends outside the 24-hour window, or none (`template:
 * null`). A template is checked against the account's list now: one Meta does not list as approved
 * (by name and language) → 422 `templateUnknown`; one Plubot cannot fill (`usable: false`) → 422
 * `templateUnusable`. It is kept with its body and parameter count in the connection's details.
 */
export async function chooseWhatsAppTemplate(
  deps: WhatsAppTemplateDeps,
  plubotId: string,
  body: ChooseWhatsAppTemplateBody,
): Promise<ChannelConnectionRow> {
  const wanted = body.template;
  let details: Record<string, string> | null = null;
  if (wanted) {
    const templates = await listApprovedTemplates(deps, plubotId);
    const found = templates.find(
      (template) => template.name === wanted.name && template.languageCode === wanted.languageCode,
    );
    if (!found) throw unprocessable(deps.language, 'templateUnknown', 'template');
    if (!found.usable) throw unprocessable(deps.language, 'templateUnusable', 'template');
    details = toTemplateDetails(found);
  }
  const row = await saveChosenTemplate(deps.db, plubotId, details);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The bot's WhatsApp Cloud connection with its credentials opened (404 without one). */
async function openConnection(deps: WhatsAppTemplateDeps, plubotId: string) {
  const row = await findChannelConnection(deps.db, plubotId, 'whatsapp-cloud');
  if (!row) throw new AppError('NOT_FOUND');
  const credentials = openChannelCredentials<WhatsAppCloudCredentials>(deps.config.ENCRYPTION_KEY, row);
  if (!credentials) throw unprocessable(deps.language, 'credentialsLost');
  return { row, credentials };
}
