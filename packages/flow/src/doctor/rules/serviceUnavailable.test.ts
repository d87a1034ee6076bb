import { describe, expect, it } from 'vitest';
import { FULL_CONTEXT, findingsOf } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';
import type { DoctorContext } from '../doctorTypes';
import { getNodeServiceIssue } from './serviceUnavailable';

const NOTHING: DoctorContext = { maxMenuButtons: null, services: { ai: false, mail: false, discord: false } };

const chain = (...steps: ReturnType<typeof node>[]) =>
  graph(
    [node('s', 'start'), ...steps, node('e', 'end')],
    ['s', ...steps.map((step) => step.id), 'e']
      .slice(1)
      .map((id, at, ids) => `${at === 0 ? 's' : ids[at - 1]}->${id}`),
  );

describe('serviceUnavailable', () => {
  const flow = chain(
    node('ai', 'ai', 0, 0, { promptTemplate: 'Responde' }),
    node('pro', 'aiNodePro', 0, 0, { prompt: 'Responde' }),
    node('mail', 'action', 0, 0, { actionType: 'sendEmail', parameters: { to: 'a@b.co' } }),
    node('bell', 'action', 0, 0, { actionType: 'sendNotification', parameters: { message: 'Nuevo' } }),
    node('disc', 'discord', 0, 0, { channelId: '1', messageContent: 'Hola' }),
    node('pow', 'power', 0, 0, { powerId: 'discord', powerChannel: '1', powerMessage: 'Hola' }),
    node('tg', 'power', 0, 0, {
      powerId: 'telegram',
      powerToken: 't',
      powerChannel: '1',
      powerMessage: 'Hola',
    }),
  );

  it('flags each node whose service this server lacks; a notification still reaches the bell', () => {
    const found = findingsOf('serviceUnavailable', flow, NOTHING).map((finding) => [
      finding.nodeIds[0],
      finding.severity,
      finding.message.code,
    ]);
    expect(found).toEqual([
      ['ai', 'blocking', 'doctor.serviceUnavailable'],
      ['disc', 'blocking', 'doctor.serviceUnavailableDiscord'],
      ['mail', 'blocking', 'doctor.serviceUnavailableMail'],
      ['pow', 'blocking', 'doctor.serviceUnavailableDiscord'],
      ['pro', 'blocking', 'doctor.serviceUnavailable'],
      ['bell', 'warning', 'doctor.serviceUnavailableNotification'],
    ]);
  });

  it('is quiet when the services exist, or Discord nodes bring their own token', () => {
    expect(findingsOf('serviceUnavailable', flow, FULL_CONTEXT)).toEqual([]);
    const ownTokens = chain(
      node('disc', 'discord', 0, 0, { discordToken: 'x', channelId: '1', messageContent: 'Hola' }),
      node('pow', 'power', 0, 0, {
        powerId: 'discord',
        powerToken: 'x',
        powerChannel: '1',
        powerMessage: 'Hola',
      }),
    );
    expect(findingsOf('serviceUnavailable', ownTokens, NOTHING)).toEqual([]);
  });

  it('says a power that does not act (an id no longer in the catalogue) is a no-op, whatever the services', () => {
    const flow = chain(
      node('zoom', 'power', 0, 0, { powerId: 'teletipo', powerMessage: 'Hola' }),
      node('hook', 'power', 0, 0, { powerId: 'webhooks', powerUrl: 'https://hooks.example.com/x' }),
      // Notion acts through the owner's connection: `powerConnectionMissing` judges it.
      node('notion', 'power', 0, 0, { powerId: 'notion' }),
    );
    const found = findingsOf('serviceUnavailable', flow, FULL_CONTEXT);
    expect(found.map((finding) => [finding.nodeIds[0], finding.severity, finding.message.code])).toEqual([
      ['zoom', 'warning', 'doctor.serviceUnavailablePower'],
    ]);
  });

  it('says a channel’s power is a channel, not a step, even when its plan is locked; a design card acts', () => {
    const flow = chain(
      node('wa', 'power', 0, 0, { powerId: 'whatsapp-business' }),
      node('ig', 'power', 0, 0, { powerId: 'instagram' }),
      node('fig', 'power', 0, 0, { powerId: 'figma' }),
      node('can', 'power', 0, 0, { powerId: 'canva', designUrl: 'https://www.canva.com/design/D1/view' }),
    );
    const locked: DoctorContext = {
      ...FULL_CONTEXT,
      services: { ...FULL_CONTEXT.services, lockedPowers: ['whatsapp-business'] },
    };
    const found = findingsOf('serviceUnavailable', flow, locked);
    expect(found.map((finding) => [finding.nodeIds[0], finding.severity, finding.message.code])).toEqual([
      ['ig', 'warning', 'doctor.powerChannelInstagram'],
      ['wa', 'warning', 'doctor.powerChannelWhatsApp'],
    ]);
    expect(found.find((finding) => finding.nodeIds[0] === 'wa')?.message.message).toContain(
      'Compartir → WhatsApp',
    );
    for (const finding of found) expect(finding.message.message).not.toContain('todavía no actúa');
    expect(
      getNodeServiceIssue(node('ig', 'power', 0, 0, { powerId: 'instagram' }), locked.services),
    ).toMatchObject({ blocking: false, message: { code: 'service.powerChannelInstagram' } });
  });

  it('gives the node its short status on the canvas: an error where the conversation will fail', () => {
    const ai = node('ai', 'ai', 0, 0, { promptTemplate: 'Responde' });
    expect(getNodeServiceIssue(ai, NOTHING.services)).toMatchObject({
      blocking: true,
      message: { code: 'service.ai' },
    });
    const bell = node('bell', 'action', 0, 0, {
      actionType: 'sendNotification',
      parameters: { message: 'x' },
    });
    expect(getNodeServiceIssue(bell, NOTHING.services)).toMatchObject({ blocking: false });
    expect(getNodeServiceIssue(ai, FULL_CONTEXT.services)).toBeUndefined();
  });

  it('says why a Pro power the plan does not include (or whose trial ended) does nothing', () => {
    const telegram = node('tg', 'power', 0, 0, {
      powerId: 'telegram',
      powerToken: 't',
      powerChannel: '1',
      powerMessage: 'Hola',
    });
    const stripe = node('pay', 'power', 0, 0, { powerId: 'stripe' });
    const flow = chain(telegram, stripe, node('slack', 'power', 0, 0, { powerId: 'slack' }));
    const locked: DoctorContext = {
      ...FULL_CONTEXT,
      services: { ...FULL_CONTEXT.services, lockedPowers: ['telegram', 'stripe'] },
    };
    const found = findingsOf('serviceUnavailable', flow, locked);
    expect(found.map((finding) => [finding.nodeIds[0], finding.severity, finding.message.code])).toEqual([
      ['pay', 'blocking', 'doctor.serviceUnavailablePowerLocked'],
      ['tg', 'blocking', 'doctor.serviceUnavailablePowerLocked'],
    ]);
    expect(found[1]?.message.message).toContain('«tg»');
    expect(getNodeServiceIssue(telegram, locked.services)).toMatchObject({
      blocking: true,
      message: { code: 'service.powerLocked' },
    });
    // With the plan or a live trial nothing is locked: the node acts.
    expect(findingsOf('serviceUnavailable', chain(telegram), FULL_CONTEXT)).toEqual([]);
  });
});
