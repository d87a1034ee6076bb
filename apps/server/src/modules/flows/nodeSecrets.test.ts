import { describe, expect, it } from 'vitest';
import {
  maskNodeSecrets,
  openHeaderSecrets,
  openNodeSecret,
  resolveMaskedHeaders,
  sealNodeSecrets,
  stripNodeSecrets,
} from './nodeSecrets';

const KEY = 'c'.repeat(64);
const discord = (discordToken: unknown) => ({
  id: 'd',
  type: 'discord',
  data: { label: 'Discord', discordToken },
});

describe('node secrets', () => {
  it('seals a typed token and shows the browser only its last four characters', () => {
    const [sealed] = sealNodeSecrets([discord('abcdef123456')], [], KEY);
    const stored = (sealed as ReturnType<typeof discord>).data.discordToken as string;
    expect(stored).toMatch(/^sealed:v1\./);
    expect(stored).not.toContain('abcdef');
    expect(openNodeSecret(stored, KEY)).toBe('abcdef123456');
    expect(maskNodeSecrets([sealed], KEY)[0]).toEqual(discord('••••3456'));
  });

  it('keeps the stored secret when the masked value comes back, and drops a mask with nothing behind it', () => {
    const [first] = sealNodeSecrets([discord('abcdef123456')], [], KEY);
    const [again] = sealNodeSecrets([discord('••••3456')], [first], KEY);
    expect(again).toEqual(first);
    const [orphan] = sealNodeSecrets([discord('••••3456')], [], KEY);
    expect((orphan as ReturnType<typeof discord>).data).toEqual({ label: 'Discord' });
  });

  it('refuses a sealed value the node did not have (copied from another bot)', () => {
    const [other] = sealNodeSecrets([discord('token-ajeno')], [], KEY);
    const stolen = (other as ReturnType<typeof discord>).data.discordToken;
    const [saved] = sealNodeSecrets([discord(stolen)], [], KEY);
    expect((saved as ReturnType<typeof discord>).data).toEqual({ label: 'Discord' });
  });

  it('leaves other node types, other fields and empty values alone', () => {
    const nodes = [{ id: 'm', type: 'message', data: { message: 'hola' } }, discord('')];
    expect(sealNodeSecrets(nodes, [], KEY)).toEqual(nodes);
    expect(openNodeSecret('plain-old-token', KEY)).toBe('plain-old-token');
  });
});

const http = (headers: { id: string; key: string; value: unknown }[]) => ({
  id: 'h',
  type: 'httpRequest',
  data: { label: 'API', method: 'GET', url: 'https://api.example.com', headers },
});

describe('HTTP header secrets', () => {
  it('seals credential headers, leaves the others in clear, and masks them for the browser', () => {
    const [sealed] = sealNodeSecrets(
      [
        http([
          { id: 'a', key: 'Authorization', value: 'Bearer sk-live-123456' },
          { id: 'b', key: 'Accept', value: 'application/json' },
        ]),
      ],
      [],
      KEY,
    );
    const rows = (sealed as ReturnType<typeof http>).data.headers;
    expect(rows[0]?.value).toMatch(/^sealed:v1\./);
    expect(rows[1]?.value).toBe('application/json');
    expect(openHeaderSecrets({ Authorization: rows[0]?.value as string }, KEY)).toEqual({
      Authorization: 'Bearer sk-live-123456',
    });
    const masked = maskNodeSecrets([sealed], KEY)[0] as ReturnType<typeof http>;
    expect(masked.data.headers[0]?.value).toBe('••••3456');
  });

  it('keeps the stored credential when the mask comes back, even after renaming the row id', () => {
    const [first] = sealNodeSecrets([http([{ id: 'a', key: 'X-Api-Key', value: 'clave-9999' }])], [], KEY);
    const [again] = sealNodeSecrets([http([{ id: 'z', key: 'x-api-key', value: '••••9999' }])], [first], KEY);
    const stored = (first as ReturnType<typeof http>).data.headers[0]?.value;
    expect((again as ReturnType<typeof http>).data.headers[0]?.value).toBe(stored);
  });

  it('resolves masked headers of an editor test from the stored node, and strips every secret of a copy', () => {
    const [stored] = sealNodeSecrets(
      [http([{ id: 'a', key: 'Authorization', value: 'Bearer abcd1234' }])],
      [],
      KEY,
    );
    expect(resolveMaskedHeaders({ Authorization: '••••1234', Accept: '*/*' }, stored, KEY)).toEqual({
      Authorization: 'Bearer abcd1234',
      Accept: '*/*',
    });
    expect(resolveMaskedHeaders({ Authorization: '••••1234' }, undefined, KEY)).toEqual({
      Authorization: '',
    });
    const [copy] = stripNodeSecrets([stored, discord('sealed:v1.x')]);
    expect((copy as ReturnType<typeof http>).data.headers[0]?.value).toBe('');
    expect((stripNodeSecrets([discord('abc')])[0] as ReturnType<typeof discord>).data).toEqual({
      label: 'Discord',
    });
  });
});
