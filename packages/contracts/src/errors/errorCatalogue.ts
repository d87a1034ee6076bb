import type { ErrorMessageKey } from './errorMessages';

/**
 * Where a failure is detected: `server` codes are sent by the API with their HTTP status;
 * `client` codes are raised by the web app itself (no answer, an answer it cannot read, no session).
 */
export type ErrorSide = 'server' | 'client';

export interface ErrorDefinition {
  side: ErrorSide;
  /** The HTTP status the API answers with (server codes); null for client codes. */
  status: number | null;
  /** The key of the code's text in `ERROR_MESSAGES` (several codes may share one text). */
  messageKey: ErrorMessageKey;
}

const server = <K extends ErrorMessageKey>(status: number, messageKey: K) =>
  ({ side: 'server', status, messageKey }) as const;
const client = <K extends ErrorMessageKey>(messageKey: K) =>
  ({ side: 'client', status: null, messageKey }) as const;

/**
 * Every error code the API sends and the web app raises, each with its HTTP status and the key of
 * its Spanish and English text (`ERROR_MESSAGES`). A throw site names a code; the status and the
 * text follow from here, so the same failure always answers the same way.
 *
 * @example ERROR_CATALOGUE.PRO_REQUIRED // { side: 'server', status: 403, messageKey: 'proRequired' }
 */
export const ERROR_CATALOGUE = {
  // Requests the API could not take as they came.
  BAD_REQUEST: server(400, 'invalidBody'),
  VALIDATION_ERROR: server(422, 'invalidBody'),
  UNSTORABLE_TEXT: server(422, 'unstorableText'),
  INVALID_PARAMS: server(400, 'invalidQuery'),
  INVALID_JSON: server(400, 'invalidJson'),
  PAYLOAD_TOO_LARGE: server(413, 'payloadTooLarge'),
  UNSUPPORTED_MEDIA_TYPE: server(415, 'unsupportedMediaType'),
  RATE_LIMITED: server(429, 'rateLimited'),
  ROUTE_NOT_FOUND: server(404, 'routeNotFound'),
  NOT_FOUND: server(404, 'notFound'),
  UNAUTHORIZED: server(401, 'unauthorized'),
  FORBIDDEN: server(403, 'forbidden'),
  INTERNAL_ERROR: server(500, 'internal'),

  // Accounts and sessions.
  INVALID_CREDENTIALS: server(401, 'invalidCredentials'),
  EMAIL_NOT_VERIFIED: server(403, 'emailNotVerified'),
  ALREADY_VERIFIED: server(409, 'alreadyVerified'),
  VERIFICATION_TOKEN_INVALID: server(400, 'invalidVerificationToken'),
  RESET_TOKEN_INVALID: server(400, 'invalidResetToken'),
  NO_PASSWORD: server(400, 'noPasswordSet'),
  WRONG_PASSWORD: server(400, 'wrongCurrentPassword'),
  ACCOUNT_PASSWORD_WRONG: server(400, 'wrongPassword'),
  ACCOUNT_CONFIRMATION_MISMATCH: server(400, 'accountConfirmationMismatch'),
  BILLING_NOT_CONFIGURED: server(409, 'billingNotConfigured'),
  BILLING_UNAVAILABLE: server(502, 'billingUnavailable'),
  BILLING_ALREADY_SUBSCRIBED: server(409, 'billingAlreadySubscribed'),
  WEBHOOK_SIGNATURE_INVALID: server(400, 'webhookSignatureInvalid'),
  // A service's webhook for a power's payment or booking (issue #32).
  POWER_WEBHOOK_SIGNATURE_INVALID: server(401, 'powerWebhookSignatureInvalid'),
  POWER_WEBHOOK_UNREADABLE: server(400, 'powerWebhookUnreadable'),
  POWER_WEBHOOK_UNAVAILABLE: server(503, 'powerWebhookUnavailable'),
  ACCESS_TOKEN_INVALID: server(401, 'sessionExpired'),
  SESSION_REVOKED: server(401, 'sessionExpired'),
  USER_NOT_FOUND: server(401, 'sessionExpired'),
  REFRESH_INVALID: server(401, 'sessionExpired'),
  REFRESH_REUSED: server(401, 'sessionExpired'),
  UPLOAD_FAILED: server(500, 'internal'),
  GOOGLE_NOT_CONFIGURED: server(503, 'googleNotConfigured'),
  GOOGLE_UNAVAILABLE: server(502, 'googleUnavailable'),
  GOOGLE_INVALID_STATE: server(400, 'googleInvalidState'),
  GOOGLE_EXCHANGE_FAILED: server(400, 'googleExchangeFailed'),
  GOOGLE_EMAIL_UNVERIFIED: server(400, 'googleEmailUnverified'),
  GOOGLE_BROWSER_MISMATCH: server(400, 'googleBrowserMismatch'),
  GOOGLE_USER_FAILED: server(500, 'internal'),

  // Bots, flows and conversations.
  INVALID_PLUBOT_ID: server(400, 'invalidPlubotId'),
  PLUBOT_NOT_FOUND: server(404, 'plubotNotFound'),
  PLUBOT_CREATE_FAILED: server(500, 'plubotCreateFailed'),
  PRO_REQUIRED: server(403, 'proRequired'),
  FLOW_CONFLICT: server(409, 'flowConflict'),
  FLOW_VERSION_NOT_FOUND: server(404, 'flowVersionNotFound'),
  FLOW_BACKUP_NOT_FOUND: server(404, 'flowBackupNotFound'),
  FLOW_POWER_PRO_REQUIRED: server(403, 'flowPowerProRequired'),
  FLOW_STORAGE_FULL: server(403, 'flowStorageFull'),
  PUBLISH_CONFLICT: server(409, 'publishConflict'),
  PUBLISH_BLOCKED: server(422, 'publishBlocked'),
  PUBLISHED_VERSION_NOT_FOUND: server(404, 'publishedVersionNotFound'),
  CHAT_BOT_NOT_FOUND: server(404, 'chatBotNotFound'),
  CHAT_SESSION_NOT_FOUND: server(404, 'chatSessionNotFound'),
  CHAT_BUSY: server(409, 'chatBusy'),
  CONVERSATION_NOT_FOUND: server(404, 'conversationNotFound'),
  CONVERSATION_CLOSED: server(409, 'conversationClosed'),
  CONVERSATION_NOT_TAKEN: server(409, 'conversationNotTaken'),
  RESUME_NODE_NOT_FOUND: server(422, 'resumeNodeNotFound'),
  KNOWLEDGE_SOURCE_NOT_FOUND: server(404, 'knowledgeSourceNotFound'),
  KNOWLEDGE_SOURCES_LIMIT: server(403, 'knowledgeSourcesLimit'),
  KNOWLEDGE_BYTES_LIMIT: server(403, 'knowledgeBytesLimit'),
  KNOWLEDGE_FILE_REQUIRED: server(422, 'knowledgeFileRequired'),
  KNOWLEDGE_FILE_TYPE: server(422, 'knowledgeFileType'),
  KNOWLEDGE_FILE_TOO_LARGE: server(413, 'knowledgeFileTooLarge'),
  CHAT_VISITOR_REPLY_LIMIT: server(429, 'chatVisitorReplyLimit'),
  CHAT_VISITOR_CONVERSATION_LIMIT: server(429, 'chatVisitorConversationLimit'),
  CHAT_FAILED: server(500, 'internal'),
  WHATSAPP_QR_FAILED: server(502, 'whatsappQrFailed'),
  WHATSAPP_INITIATE_FAILED: server(502, 'whatsappInitiateFailed'),
  WHATSAPP_DISCONNECT_FAILED: server(500, 'whatsappDisconnectFailed'),
  WHATSAPP_ALREADY_CONNECTED: server(409, 'whatsappAlreadyConnected'),
  AI_NOT_CONFIGURED: server(503, 'aiNotConfigured'),
  AI_EMPTY_PROMPT: server(422, 'aiEmptyPrompt'),
  AI_FAILED: server(502, 'aiFailed'),
  REWARD_ALREADY_CLAIMED: server(409, 'rewardAlreadyClaimed'),
  NOT_ENOUGH_PLUCOINS: server(409, 'notEnoughPlucoins'),
  ALREADY_UNLOCKED: server(409, 'alreadyUnlocked'),
  UNKNOWN_UNLOCK_ITEM: server(404, 'unknownUnlockItem'),
  LESSON_NOT_FOUND: server(404, 'lessonNotFound'),
  LESSON_NOT_PASSED: server(422, 'lessonNotPassed'),
  QUIZ_TOO_MANY_ATTEMPTS: server(429, 'quizTooManyAttempts'),
  READING_NOT_STARTED: server(422, 'readingNotStarted'),
  READING_TOO_SOON: server(422, 'readingTooSoon'),
  CHALLENGE_NOT_FOUND: server(404, 'challengeNotFound'),
  CHALLENGE_NOT_DONE: server(422, 'challengeNotDone'),
  TOWER_BOT_NOT_FOUND: server(404, 'towerBotNotFound'),

  // Raised by the web app (spec app.md §8).
  REQUEST_FAILED: client('requestFailed'),
  NETWORK_ERROR: client('networkError'),
  INVALID_RESPONSE: client('invalidResponse'),
  NOT_AUTHENTICATED: client('notAuthenticated'),
  PROFILE_LOAD_FAILED: client('profileLoadFailed'),
  PROFILE_UPDATE_FAILED: client('profileUpdateFailed'),
  PLUBOT_DATA_LOAD_FAILED: client('plubotDataLoadFailed'),
} as const satisfies Record<string, ErrorDefinition>;

/** One of the codes of {@link ERROR_CATALOGUE}. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Codes the API sends. */
export type ServerErrorCode = {
  [C in ErrorCode]: (typeof ERROR_CATALOGUE)[C]['side'] extends 'server' ? C : never;
}[ErrorCode];

/** Whether `value` is one of the catalogue's codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
