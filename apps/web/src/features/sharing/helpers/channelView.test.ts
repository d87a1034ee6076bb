import type { ChannelState } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkTelegramToken,
  checkWhatsAppCloudFields,
  describeChannelState,
  telegramBotLink,
} from './channelView';

const state = (fields: Partial<ChannelState>): ChannelState => ({
  channel: 'telegram',
  status: 'notConfigured',
  error: null,
  available: true,
  details: {},
  connectedAt: null,
  ...fields,
});

describe('describeChannelState', () => {
  it('says connected, error with its reason, or not configured', () => {
    expect(describeChannelState(state({ status: 'connected' }))).toEqual({
      labelKey: 'sharing.channels.state.connected',
      tone: 'on',
      reason: null,
    });
    expect(describeChannelState(state({ status: 'error', error: 'Telegram no respondió' }))).toEqual({
      labelKey: 'sharing.channels.state.error',
      tone: 'error',
      reason: 'Telegram no respondió',
    });
    expect(describeChannelState(state({}))).toMatchObject({
      labelKey: 'sharing.channels.state.notConfigured',
    });
  });
});

describe('checkTelegramToken', () => {
  it("accepts BotFather's shape and names what is wrong otherwise", () => {
    expect(checkTelegramToken('7000000001:AAFakeTokenForTheLocalStandIn_0123456')).toBeNull();
    expect(checkTelegramToken(' 7000000001:AAFakeTokenForTheLocalStandIn_0123456 ')).toBeNull();
    expect(checkTelegramToken('')).toBe('channels.telegram.tokenRequired');
    expect(checkTelegramToken('7000000001-AAFakeToken')).toBe('channels.telegram.tokenInvalid');
  });
});

describe('telegramBotLink', () => {
  it('links to the bot by its username, and to nothing without a safe one', () => {
    expect(telegramBotLink(state({ details: { username: 'nova_bot' } }))).toBe('https://t.me/nova_bot');
    expect(telegramBotLink(state({ details: { username: 'x/../y' } }))).toBeNull();
    expect(telegramBotLink(state({}))).toBeNull();
  });
});

describe('checkWhatsAppCloudFields', () => {
  it("says each field's first problem with the server's rules, and nothing when it can be sent", () => {
    expect(checkWhatsAppCloudFields({ phoneNumberId: '', accessToken: 'corto', appSecret: 'zz' })).toEqual({
      phoneNumberId: 'channels.whatsappCloud.phoneNumberIdRequired',
      accessToken: 'channels.whatsappCloud.accessTokenInvalid',
      appSecret: 'channels.whatsappCloud.appSecretInvalid',
    });
    expect(
      checkWhatsAppCloudFields({
        phoneNumberId: '106540352242922',
        accessToken: `EAAJB${'x'.repeat(40)}`,
        appSecret: '3f1c6e0b9a8d7c6b5a4f3e2d1c0b9a8f',
      }),
    ).toEqual({});
  });
});
