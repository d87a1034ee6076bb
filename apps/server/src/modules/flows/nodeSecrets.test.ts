import { describe, expect, it } from 'vitest';
import { maskNodeSecrets, openNodeSecret, sealNodeSecrets } from './nodeSecrets';

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
