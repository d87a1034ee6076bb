import type { ChannelState } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkTelegramToken,
  checkWhatsAppCloudFields,
  describeChannelState,
  telegramBotLink,
  toWhatsAppCloudBody,
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

const good = {
  phoneNumberId: '106540352242922',
  accessToken: `EAAJB${'x'.repeat(40)}`,
  appSecret: '3f1c6e0b9a8d7c6b5a4f3e2d1c0b9a8f',
  wabaId: '',
};

describe('checkWhatsAppCloudFields', () => {
  it("says each field's first problem with the server's rules, and nothing when it can be sent", () => {
    expect(
      checkWhatsAppCloudFields({
        phoneNumberId: '',
        accessToken: 'corto',
        appSecret: 'zz',
        wabaId: 'mi-cuenta',
      }),
    ).toEqual({
      phoneNumberId: 'channels.whatsappCloud.phoneNumberIdRequired',
      accessToken: 'channels.whatsappCloud.accessTokenInvalid',
      appSecret: 'channels.whatsappCloud.appSecretInvalid',
      wabaId: 'channels.whatsappCloud.wabaIdInvalid',
    });
    expect(checkWhatsAppCloudFields(good)).toEqual({});
    expect(checkWhatsAppCloudFields({ ...good, wabaId: ' 102290129340398 ' })).toEqual({});
  });
});

describe('toWhatsAppCloudBody', () => {
  it('trims every field and sends the account id only when one was typed', () => {
    expect(toWhatsAppCloudBody({ ...good, phoneNumberId: ' 106540352242922 ', wabaId: '  ' })).toEqual({
      phoneNumberId: '106540352242922',
      accessToken: good.accessToken,
      appSecret: good.appSecret,
    });
    expect(toWhatsAppCloudBody({ ...good, wabaId: ' 102290129340398' }).wabaId).toBe('102290129340398');
  });
});
