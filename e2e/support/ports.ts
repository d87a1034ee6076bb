// The ports of the end-to-end servers. The main server listens on E2E_PORT (3199 by default, CI
// uses 3399); the stand-ins' app server — with AI and Discord pointed at e2e/support/standIns.mjs —
// on the next port, and the stand-ins themselves on the one after.

/** The main app server, which has no AI (Byte answers from its knowledge base). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);

/** A second app server whose AI, Discord and webhooks reach the stand-ins. */
export const STAND_IN_APP_PORT = E2E_PORT + 1;

/** The stand-ins: an OpenAI-compatible API, Discord's REST API and a webhook receiver. */
export const STAND_INS_PORT = E2E_PORT + 2;

export const STAND_IN_APP_URL = `http://127.0.0.1:${STAND_IN_APP_PORT}`;
export const STAND_INS_URL = `http://127.0.0.1:${STAND_INS_PORT}`;

/**
 * The API key the OpenAI stand-in accepts, and the one the stand-ins' app server sends. Long
 * enough (20+ characters) for an owner to connect it in the profile, like a real OpenAI key.
 */
export const STAND_IN_AI_KEY = 'sk-e2e-clave-de-prueba-0042';

/** The Notion integration secret the Notion stand-in accepts (e2e/support/standIns.mjs). */
export const STAND_IN_NOTION_TOKEN = 'ntn_e2e_secreto_de_integracion_0042ABCD';
