import type { Database } from '../../db/client';
import { openSecret, sealSecret } from '../../lib/secretBox';
import { findConnection, saveSealed } from './whatsappRepository';
import type { WhatsAppAuthStore } from './whatsappTransport';

export interface DatabaseAuthStoreOptions {
  db: Database;
  encryptionKey: string;
  plubotId: string;
  /** False once the socket this store serves has been replaced or stopped: its writes are dropped. */
  isCurrent: () => boolean;
  /** Called when a write finds the row gone: the link was forgotten (elsewhere), stop the socket. */
  onForgotten: () => void;
}

/**
 * A bot's WhatsApp credentials in its `whatsapp_connections` row, sealed with AES-256-GCM. Writes
 * run one at a time in call order; a keys write still waiting when a newer one arrives is skipped
 * (the newer snapshot contains it), because the signal keys change on every message.
 */
export function createDatabaseAuthStore(options: DatabaseAuthStoreOptions): WhatsAppAuthStore {
  const { db, encryptionKey, plubotId } = options;
  let tail: Promise<void> = Promise.resolve();
  let pendingKeys: string | null = null;

  const enqueue = (write: () => Promise<void>) => {
    const run = tail.then(write);
    tail = run.catch(() => undefined);
    return run;
  };
  const persist = async (sealed: { sealedCreds: string } | { sealedKeys: string }) => {
    if (!options.isCurrent()) return;
    if (!(await saveSealed(db, plubotId, sealed))) options.onForgotten();
  };

  return {
    async load() {
      const row = await findConnection(db, plubotId);
      const open = (sealed: string | null | undefined) => (sealed ? openSecret(encryptionKey, sealed) : null);
      return { creds: open(row?.sealedCreds), keys: open(row?.sealedKeys) };
    },
    saveCreds(json) {
      const sealedCreds = sealSecret(encryptionKey, json);
      return enqueue(() => persist({ sealedCreds }));
    },
    saveKeys(json) {
      const alreadyQueued = pendingKeys !== null;
      pendingKeys = json;
      if (alreadyQueued) return tail;
      return enqueue(async () => {
        const latest = pendingKeys;
        pendingKeys = null;
        if (latest !== null) await persist({ sealedKeys: sealSecret(encryptionKey, latest) });
      });
    },
  };
}
