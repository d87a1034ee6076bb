import type { AuthenticationCreds, AuthenticationState, SignalDataSet, SignalDataTypeMap } from 'baileys';
import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppAuthStore } from './whatsappTransport';

type Baileys = typeof import('baileys');
type KeyMap = { [Type in keyof SignalDataTypeMap]?: Record<string, unknown> };

/**
 * Baileys' auth state backed by a {@link WhatsAppAuthStore} (like `useMultiFileAuthState`, but in
 * the database): the creds and signal keys live in memory for the socket's life and every change
 * is serialised with `BufferJSON` and handed to the store, which seals and saves it. `saveCreds`
 * is for the socket's `creds.update` event.
 */
export async function createBaileysAuthState(
  baileys: Pick<Baileys, 'BufferJSON' | 'initAuthCreds' | 'proto'>,
  auth: WhatsAppAuthStore,
  log: FastifyBaseLogger,
): Promise<{ state: AuthenticationState; saveCreds: () => Promise<void> }> {
  const serialise = (value: unknown) => JSON.stringify(value, baileys.BufferJSON.replacer);
  const stored = await auth.load();
  const creds: AuthenticationCreds = stored.creds
    ? JSON.parse(stored.creds, baileys.BufferJSON.reviver)
    : baileys.initAuthCreds();
  const keys: KeyMap = stored.keys ? JSON.parse(stored.keys, baileys.BufferJSON.reviver) : {};
  const state: AuthenticationState = {
    creds,
    keys: {
      get(type, ids) {
        const bucket: Record<string, unknown> = keys[type] ?? {};
        const found: Record<string, unknown> = {};
        for (const id of ids) {
          let value = bucket[id];
          if (value === undefined || value === null) continue;
          if (type === 'app-state-sync-key') {
            value = baileys.proto.Message.AppStateSyncKeyData.fromObject(value as Record<string, unknown>);
          }
          found[id] = value;
        }
        return found as { [id: string]: SignalDataTypeMap[typeof type] };
      },
      async set(data: SignalDataSet) {
        for (const type of Object.keys(data) as (keyof SignalDataTypeMap)[]) {
          const bucket = keys[type] ?? {};
          keys[type] = bucket;
          for (const [id, value] of Object.entries(data[type] ?? {})) {
            if (value === null || value === undefined) delete bucket[id];
            else bucket[id] = value;
          }
        }
        await auth
          .saveKeys(serialise(keys))
          .catch((error) => log.error({ err: error }, 'whatsapp keys not saved'));
      },
    },
  };
  return { state, saveCreds: () => auth.saveCreds(serialise(state.creds)) };
}
