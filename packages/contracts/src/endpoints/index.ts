import { ACADEMY_ENDPOINTS } from './academyEndpoints';
import { ACCOUNT_ENDPOINTS } from './accountEndpoints';
import { ANALYTICS_ENDPOINTS } from './analyticsEndpoints';
import { CHANNEL_ENDPOINTS } from './channelsEndpoints';
import { CHAT_ENDPOINTS } from './chatEndpoints';
import { COMMUNITY_ENDPOINTS } from './communityEndpoints';
import { CONNECTIONS_ENDPOINTS } from './connectionsEndpoints';
import { CONTACT_ENDPOINTS } from './contactEndpoints';
import { DOCTOR_ENDPOINTS } from './doctorEndpoints';
import { HUB_ENDPOINTS } from './hubEndpoints';
import { INBOX_ENDPOINTS } from './inboxEndpoints';
import { INTEGRATIONS_ENDPOINTS } from './integrationsEndpoints';
import { KNOWLEDGE_ENDPOINTS } from './knowledgeEndpoints';
import { NOTIFICATION_ENDPOINTS } from './notificationEndpoints';
import { PLUBOT_ENDPOINTS } from './plubotEndpoints';
import { PUBLISHING_ENDPOINTS } from './publishingEndpoints';
import { TEMPLATE_ENDPOINTS } from './templateEndpoints';

export {
  buildEndpointPath,
  defineEndpoint,
  type EndpointBody,
  type EndpointData,
  type EndpointDefinition,
  type EndpointResponse,
  type HttpMethod,
  type PathParamNames,
} from './defineEndpoint';

/**
 * Every endpoint of the API under `/api`, declared once: the web app's client is typed from it and
 * the server registers each route from it (`registerEndpoint`), so the two cannot drift apart.
 */
export const API = {
  ...ACCOUNT_ENDPOINTS,
  ...PLUBOT_ENDPOINTS,
  ...CHAT_ENDPOINTS,
  ...TEMPLATE_ENDPOINTS,
  ...CONTACT_ENDPOINTS,
  ...ACADEMY_ENDPOINTS,
  ...COMMUNITY_ENDPOINTS,
  ...HUB_ENDPOINTS,
  ...INBOX_ENDPOINTS,
  ...INTEGRATIONS_ENDPOINTS,
  ...CONNECTIONS_ENDPOINTS,
  ...NOTIFICATION_ENDPOINTS,
  ...ANALYTICS_ENDPOINTS,
  ...DOCTOR_ENDPOINTS,
  ...PUBLISHING_ENDPOINTS,
  ...KNOWLEDGE_ENDPOINTS,
  ...CHANNEL_ENDPOINTS,
};
