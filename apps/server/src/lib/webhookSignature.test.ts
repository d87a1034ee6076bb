import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getWebhookSecret, signWebhook, verifyWebhook } from './webhookSignature';

const KEY = 'a'.repeat(64);

describe('webhook signatures', () => {
  it('derives one secret per bot, stable across calls', () => {
    const secret = getWebhookSecret(KEY, 'bot-1');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(getWebhookSecret(KEY, 'bot-1')).toBe(secret);
    expect(getWebhookSecret(KEY, 'bot-2')).not.toBe(secret);
    expect(getWebhookSecret('b'.repeat(64), 'bot-1')).not.toBe(secret);
  });

  it('signs timestamp and body as a receiver can recompute with any HMAC library', () => {
    const body = '{"variables":{"email":"ana@example.com"}}';
    const expected = createHmac('sha256', 'secreto').update(`1767225600.${body}`).digest('hex');
    expect(signWebhook('secreto', 1767225600, body)).toBe(`sha256=${expected}`);
  });

  it('verifies only the exact body, timestamp and secret', () => {
    const signature = signWebhook('secreto', 100, 'cuerpo');
    expect(verifyWebhook('secreto', 100, 'cuerpo', signature)).toBe(true);
    expect(verifyWebhook('secreto', 101, 'cuerpo', signature)).toBe(false);
    expect(verifyWebhook('secreto', 100, 'cuerpo!', signature)).toBe(false);
    expect(verifyWebhook('otro', 100, 'cuerpo', signature)).toBe(false);
    expect(verifyWebhook('secreto', 100, 'cuerpo', 'sha256=00')).toBe(false);
  });
});
