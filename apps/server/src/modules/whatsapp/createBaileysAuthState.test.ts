import * as baileys from 'baileys';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBaileysAuthState } from './createBaileysAuthState';
import type { WhatsAppAuthStore } from './whatsappTransport';

function createMemoryStore(): WhatsAppAuthStore & { saved: { creds: string | null; keys: string | null } } {
  const saved = { creds: null as string | null, keys: null as string | null };
  return {
    saved,
    load: async () => ({ ...saved }),
    saveCreds: async (json) => {
      saved.creds = json;
    },
    saveKeys: async (json) => {
      saved.keys = json;
    },
  };
}

const log = { error: () => undefined } as unknown as FastifyBaseLogger;

describe('createBaileysAuthState', () => {
  it('starts with fresh Baileys credentials and gives them back byte for byte after a restart', async () => {
    const store = createMemoryStore();
    const first = await createBaileysAuthState(baileys, store, log);
    expect(first.state.creds.noiseKey.private).toBeInstanceOf(Uint8Array);
    first.state.creds.registered = true;
    await first.saveCreds();

    const second = await createBaileysAuthState(baileys, store, log);
    expect(second.state.creds.registered).toBe(true);
    expect(Buffer.from(second.state.creds.noiseKey.private)).toEqual(
      Buffer.from(first.state.creds.noiseKey.private),
    );
    expect(Buffer.from(second.state.creds.signedIdentityKey.public)).toEqual(
      Buffer.from(first.state.creds.signedIdentityKey.public),
    );
    expect(second.state.creds.advSecretKey).toBe(first.state.creds.advSecretKey);
  });

  it('keeps signal keys across restarts, deletes the ones set to null and revives app-state keys', async () => {
    const store = createMemoryStore();
    const { state } = await createBaileysAuthState(baileys, store, log);
    const preKey = { public: Buffer.from([1, 2, 3]), private: Buffer.from([4, 5, 6]) };
    await state.keys.set({
      'pre-key': { '1': preKey, '2': preKey },
      session: { '34600111222.0': Buffer.from('session') },
      'app-state-sync-key': { AAAA: { keyData: Buffer.from([9, 9]), timestamp: 1 } },
    });
    await state.keys.set({ 'pre-key': { '2': null } });

    const { state: reloaded } = await createBaileysAuthState(baileys, store, log);
    const preKeys = await reloaded.keys.get('pre-key', ['1', '2']);
    expect(Buffer.from(preKeys['1']?.private ?? [])).toEqual(Buffer.from([4, 5, 6]));
    expect(preKeys['2']).toBeUndefined();
    const sessions = await reloaded.keys.get('session', ['34600111222.0']);
    expect(Buffer.from(sessions['34600111222.0'] ?? []).toString()).toBe('session');
    const appKeys = await reloaded.keys.get('app-state-sync-key', ['AAAA']);
    expect(appKeys.AAAA).toBeInstanceOf(baileys.proto.Message.AppStateSyncKeyData);
    expect(Buffer.from(appKeys.AAAA?.keyData ?? [])).toEqual(Buffer.from([9, 9]));
  });
});
