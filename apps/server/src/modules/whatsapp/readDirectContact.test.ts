import { describe, expect, it } from 'vitest';
import { readDirectContact, toWhatsAppAddress } from './readDirectContact';

describe('readDirectContact', () => {
  it('reads the number of a one-to-one chat, without device or agent suffixes', () => {
    expect(readDirectContact('34600111222@s.whatsapp.net')).toBe('+34600111222');
    expect(readDirectContact('34600111222:12@s.whatsapp.net')).toBe('+34600111222');
    expect(readDirectContact('34600111222_1:3@s.whatsapp.net')).toBe('+34600111222');
    expect(readDirectContact('34600111222@c.us')).toBe('+34600111222');
  });

  it('files a privacy id under the shared number, or under the id when none is shared', () => {
    expect(readDirectContact('211234567890123@lid', '34600111222@s.whatsapp.net')).toBe('+34600111222');
    expect(readDirectContact('211234567890123@lid')).toBe('211234567890123@lid');
  });

  it('refuses groups, broadcasts, status, channels and malformed addresses', () => {
    for (const jid of [
      '120363025246125244@g.us',
      'status@broadcast',
      '1234567890@broadcast',
      '120363111111111111@newsletter',
      '@s.whatsapp.net',
      'no-at-sign',
      'abc@s.whatsapp.net',
    ]) {
      expect(readDirectContact(jid)).toBeNull();
    }
  });
});

describe('toWhatsAppAddress', () => {
  it('turns a stored contact back into the address it came from', () => {
    expect(toWhatsAppAddress('+34600111222')).toBe('34600111222@s.whatsapp.net');
    expect(toWhatsAppAddress('987654321@lid')).toBe('987654321@lid');
    expect(readDirectContact(toWhatsAppAddress('+34600111222') ?? '')).toBe('+34600111222');
  });

  it('refuses anything else', () => {
    for (const contact of ['', '34600111222', '+34', 'ana@example.com', '1203630@g.us']) {
      expect(toWhatsAppAddress(contact)).toBeNull();
    }
  });
});
