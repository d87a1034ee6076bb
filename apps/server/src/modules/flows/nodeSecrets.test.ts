import { describe, expect, it } from 'vitest';
import { sealSecret } from '../../lib/secretBox';
import {
  maskNodeSecrets,
  openNodeSecrets,
  resolveMaskedRequest,
  type SecretBinding,
  sealNodeSecrets,
  stripNodeSecrets,
} from './nodeSecrets';

const KEY = 'c'.repeat(64);
const BOT_A: SecretBinding = { key: KEY, ownerId: 'owner-a', plubotId: 'bot-a' };
const BOT_B: SecretBinding = { key: KEY, ownerId: 'owner-b', plubotId: 'bot-b' };

type TestNode = { id: string; type: string; data: Record<string, unknown> };
const discord = (discordToken: unknown, id = 'd'): TestNode => ({
  id,
  type: 'discord',
  data: { label: 'Discord', discordToken },
});
const http = (
  headers: { id: string; key: string; value: unknown }[],
  url = 'https://api.example.com',
): TestNode => ({
  id: 'h',
  type: 'httpRequest',
  data: { label: 'API', method: 'GET', url, headers },
});
const apiCall = (parameters: Record<string, unknown>): TestNode => ({
  id: 'a',
  type: 'action',
  data: { label: 'API', actionType: 'apiCall', parameters },
});
const slack = (powerUrl: string, powerId = 'slack'): TestNode => ({
  id: 'p',
  type: 'power',
  data: { label: 'Slack', powerId, powerMessage: 'Hola', powerUrl },
});
const sealedOne = (node: TestNode, binding = BOT_A) => sealNodeSecrets([node], [], binding)[0] as TestNode;

describe('node secrets', () => {
  it('seals a typed token bound to its bot and shows the browser only its last four characters', () => {
    const sealed = sealedOne(discord('abcdef123456'));
    const stored = sealed.data.discordToken as string;
    expect(stored).toMatch(/^sealed:v2\./);
    expect(stored).not.toContain('abcdef');
    expect(openNodeSecrets([sealed], BOT_A)[0]).toEqual(discord('abcdef123456'));
    expect(maskNodeSecrets([sealed], BOT_A)[0]).toEqual(discord('••••3456'));
  });

  it('keeps the stored secret when the masked value comes back, and drops a mask with nothing behind it', () => {
    const first = sealedOne(discord('abcdef123456'));
    const [again] = sealNodeSecrets([discord('••••3456')], [first], BOT_A);
    expect(again).toEqual(first);
    const [orphan] = sealNodeSecrets([discord('••••3456')], [], BOT_A);
    expect((orphan as TestNode).data).toEqual({ label: 'Discord' });
  });

  it('refuses a sealed value the node did not have (copied from another bot)', () => {
    const stolen = sealedOne(discord('token-ajeno-123')).data.discordToken;
    const [saved] = sealNodeSecrets([discord(stolen)], [], BOT_B);
    expect((saved as TestNode).data).toEqual({ label: 'Discord' });
  });

  it('never opens a box in another bot, node or field than the one it was sealed for', () => {
    const boxOfA = sealedOne(discord('token-de-a-1234')).data.discordToken;
    // The same box placed (e.g. straight into the database) in another bot, another node, another field:
    expect(openNodeSecrets([discord(boxOfA)], BOT_B)[0]).toEqual({
      ...discord(''),
      data: { label: 'Discord' },
    });
    expect(
      (openNodeSecrets([discord(boxOfA, 'otro')], BOT_A)[0] as TestNode).data.discordToken,
    ).toBeUndefined();
    const inPower = { id: 'd', type: 'power', data: { powerId: 'telegram', powerToken: boxOfA } };
    expect((openNodeSecrets([inPower], BOT_A)[0] as TestNode).data.powerToken).toBeUndefined();
    expect(maskNodeSecrets([discord(boxOfA)], BOT_B)[0]).toEqual(discord('••••'));
  });

  it('opens an unbound (v1) box the server sealed in that very slot, and binds it on the next save', () => {
    const legacy = `sealed:${sealSecret(KEY, 'token-antiguo-5678')}`;
    expect((openNodeSecrets([discord(legacy)], BOT_A)[0] as TestNode).data.discordToken).toBe(
      'token-antiguo-5678',
    );
    expect(maskNodeSecrets([discord(legacy)], BOT_A)[0]).toEqual(discord('••••5678'));
    const [resaved] = sealNodeSecrets([discord('••••5678')], [discord(legacy)], BOT_A);
    const rebound = (resaved as TestNode).data.discordToken as string;
    expect(rebound).toMatch(/^sealed:v2\./);
    expect((openNodeSecrets([resaved], BOT_A)[0] as TestNode).data.discordToken).toBe('token-antiguo-5678');
  });

  it('masks a secret stored in clear by an older flow, and seals it when the mask comes back', () => {
    expect(maskNodeSecrets([discord('token-en-claro-9012')], BOT_A)[0]).toEqual(discord('••••9012'));
    const [saved] = sealNodeSecrets([discord('••••9012')], [discord('token-en-claro-9012')], BOT_A);
    expect((saved as TestNode).data.discordToken).toMatch(/^sealed:v2\./);
    expect((openNodeSecrets([saved], BOT_A)[0] as TestNode).data.discordToken).toBe('token-en-claro-9012');
  });

  it('shows no characters of a short secret', () => {
    expect(maskNodeSecrets([sealedOne(discord('1234'))], BOT_A)[0]).toEqual(discord('••••'));
  });

  it('leaves other node types, other fields and empty values alone', () => {
    const nodes = [{ id: 'm', type: 'message', data: { message: 'hola sealed:v2.x' } }, discord('')];
    expect(sealNodeSecrets(nodes, [], BOT_A)).toEqual(nodes);
    expect(openNodeSecrets(nodes, BOT_A)).toEqual(nodes);
  });
});

describe('HTTP header secrets', () => {
  it('seals credential headers, leaves the others in clear, and masks them for the browser', () => {
    const sealed = sealedOne(
      http([
        { id: 'a', key: 'Authorization', value: 'Bearer sk-live-123456' },
        { id: 'b', key: 'Accept', value: 'application/json' },
      ]),
    );
    const rows = sealed.data.headers as { value: string }[];
    expect(rows[0]?.value).toMatch(/^sealed:v2\./);
    expect(rows[1]?.value).toBe('application/json');
    const opened = openNodeSecrets([sealed], BOT_A)[0] as TestNode;
    expect((opened.data.headers as { value: string }[])[0]?.value).toBe('Bearer sk-live-123456');
    const masked = maskNodeSecrets([sealed], BOT_A)[0] as TestNode;
    expect((masked.data.headers as { value: string }[])[0]?.value).toBe('••••3456');
  });

  it('never opens a sealed value typed into a header that is not a credential', () => {
    const box = sealedOne(http([{ id: 'a', key: 'Authorization', value: 'Bearer sk-live-123456' }])).data
      .headers as { value: string }[];
    const planted = http([{ id: 'x', key: 'X-Copia', value: box[0]?.value as string }]);
    const [saved] = sealNodeSecrets([planted], [], BOT_A);
    const [opened] = openNodeSecrets([saved], BOT_A);
    expect(((opened as TestNode).data.headers as { value: string }[])[0]?.value).toBe(box[0]?.value);
  });

  it('keeps the stored credential when the mask comes back, even after renaming the row id', () => {
    const first = sealedOne(http([{ id: 'a', key: 'X-Api-Key', value: 'clave-9999' }]));
    const [again] = sealNodeSecrets(
      [http([{ id: 'z', key: 'x-api-key', value: '••••9999' }])],
      [first],
      BOT_A,
    );
    const stored = (first.data.headers as { value: string }[])[0]?.value;
    expect(((again as TestNode).data.headers as { value: string }[])[0]?.value).toBe(stored);
  });

  it("seals an API call action's credential headers", () => {
    const sealed = sealedOne(
      apiCall({
        url: 'https://api.example.com',
        headers: { Authorization: 'Bearer abcdefgh', Accept: '*/*' },
      }),
    );
    const headers = (sealed.data.parameters as { headers: Record<string, string> }).headers;
    expect(headers.Authorization).toMatch(/^sealed:v2\./);
    expect(headers.Accept).toBe('*/*');
    const masked = maskNodeSecrets([sealed], BOT_A)[0] as TestNode;
    expect((masked.data.parameters as { headers: Record<string, string> }).headers.Authorization).toBe(
      '••••efgh',
    );
    const opened = openNodeSecrets([sealed], BOT_A)[0] as TestNode;
    expect((opened.data.parameters as { headers: Record<string, string> }).headers.Authorization).toBe(
      'Bearer abcdefgh',
    );
  });
});

describe('URL secrets', () => {
  it('seals the Slack webhook URL as a whole, and a webhooks power URL only where it holds a key', () => {
    const sealed = sealedOne(slack('https://hooks.slack.com/services/T0/B0/abcdXYZ9'));
    expect(sealed.data.powerUrl).toMatch(/^sealed:v2\./);
    expect((maskNodeSecrets([sealed], BOT_A)[0] as TestNode).data.powerUrl).toBe('••••XYZ9');
    const webhooks = sealedOne(slack('https://hook.example/catch/1?token=t0k3n-secreto&x=1', 'webhooks'));
    expect(webhooks.data.powerUrl).toMatch(/^https:\/\/hook\.example\/catch\/1\?token=sealed:v2\.[^&]+&x=1$/);
  });

  it('seals credential query parameters, masks them for the browser and opens them for the bot', () => {
    const url = 'https://api.example.com/v1?q={{ciudad}}&api_key=sk-123456789&Token=abc{{x}}&page=2#top';
    const sealed = sealedOne(http([], url));
    const stored = sealed.data.url as string;
    expect(stored).toMatch(
      /^https:\/\/api\.example\.com\/v1\?q=\{\{ciudad\}\}&api_key=sealed:v2\.[^&]+&Token=abc\{\{x\}\}&page=2#top$/,
    );
    expect((maskNodeSecrets([sealed], BOT_A)[0] as TestNode).data.url).toBe(
      'https://api.example.com/v1?q={{ciudad}}&api_key=••••6789&Token=abc{{x}}&page=2#top',
    );
    expect((openNodeSecrets([sealed], BOT_A)[0] as TestNode).data.url).toBe(url);
    const [again] = sealNodeSecrets([maskNodeSecrets([sealed], BOT_A)[0]], [sealed], BOT_A);
    expect((again as TestNode).data.url).toBe(stored);
    const action = sealedOne(apiCall({ url: 'https://x.example/hook?key=clave-larga-1' }));
    expect((action.data.parameters as { url: string }).url).toMatch(
      /^https:\/\/x\.example\/hook\?key=sealed:v2\./,
    );
  });

  it('drops a sealed query value that is not the one stored for that node', () => {
    const other = sealedOne(http([], 'https://api.example.com/?key=ajena-12345678'), BOT_B).data
      .url as string;
    const [saved] = sealNodeSecrets([http([], other)], [], BOT_A);
    expect((saved as TestNode).data.url).toBe('https://api.example.com/?key=');
  });
});

describe('resolveMaskedRequest and stripNodeSecrets', () => {
  it("resolves masked headers and URL parameters of an editor test from the owner's stored node", () => {
    const stored = sealedOne(
      http(
        [{ id: 'a', key: 'Authorization', value: 'Bearer abcd1234' }],
        'https://api.example.com/?key=k-12345678',
      ),
    );
    expect(
      resolveMaskedRequest(
        {
          url: 'https://api.example.com/?key=••••5678',
          headers: { Authorization: '••••1234', Accept: '*/*' },
        },
        stored,
        BOT_A,
      ),
    ).toEqual({
      url: 'https://api.example.com/?key=k-12345678',
      headers: { Authorization: 'Bearer abcd1234', Accept: '*/*' },
    });
    expect(
      resolveMaskedRequest(
        { url: 'https://api.example.com/', headers: { Authorization: '••••1234' } },
        stored,
        BOT_B,
      ),
    ).toEqual({ url: 'https://api.example.com/', headers: { Authorization: '' } });
    expect(
      resolveMaskedRequest(
        { url: 'https://x.example/', headers: { Authorization: '••••1234' } },
        undefined,
        BOT_A,
      ),
    ).toEqual({
      url: 'https://x.example/',
      headers: { Authorization: '' },
    });
  });

  it('strips every secret of a copy', () => {
    const stored = sealedOne(http([{ id: 'a', key: 'Authorization', value: 'Bearer abcd1234' }]));
    const [copy] = stripNodeSecrets([stored, discord('sealed:v2.x')]);
    expect(((copy as TestNode).data.headers as { value: string }[])[0]?.value).toBe('');
    expect((stripNodeSecrets([discord('abc')])[0] as TestNode).data).toEqual({ label: 'Discord' });
  });
});
