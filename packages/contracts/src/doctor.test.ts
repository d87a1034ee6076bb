import { type DoctorContext, examineFlow, MESSAGING_CHANNELS } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_CHANNELS, isMessagingChannel } from './channels';
import { doctorContextSchema } from './doctor';

const BASE = { maxMenuButtons: null, services: { ai: true, mail: true, discord: true } };

describe('doctorContextSchema', () => {
  it('carries the bot’s knowledge sources by state, which Bot Doctor reads as they come', () => {
    const context: DoctorContext = doctorContextSchema.parse({
      ...BASE,
      knowledge: { ready: 0, failed: 1, processing: 0 },
    });
    const flow = {
      nodes: [
        { id: 's', type: 'start' as const, position: { x: 0, y: 0 }, data: {} },
        { id: 'k', type: 'knowledge' as const, position: { x: 0, y: 0 }, data: { label: 'Dudas' } },
        { id: 'e', type: 'end' as const, position: { x: 0, y: 0 }, data: {} },
      ],
      edges: [
        { id: 'a', source: 's', target: 'k' },
        { id: 'b', source: 'k', target: 'e' },
        { id: 'c', source: 'k', target: 'e', sourceHandle: 'unknown' },
      ],
    };
    const rules = examineFlow(flow, context).findings.map((finding) => finding.rule);
    expect(rules).toEqual(['knowledgeWithoutSources', 'knowledgeSourcesFailed']);
  });

  it('leaves the knowledge unchecked when absent, and refuses counts that are not whole and positive', () => {
    expect(doctorContextSchema.parse(BASE).knowledge).toBeUndefined();
    for (const knowledge of [
      { ready: -1, failed: 0, processing: 0 },
      { ready: 1.5, failed: 0, processing: 0 },
      { ready: 1, failed: 0 },
    ]) {
      expect(doctorContextSchema.safeParse({ ...BASE, knowledge }).success).toBe(false);
    }
  });

  it('carries the bot’s messaging channels, which the channel checks read, and refuses unknown ones', () => {
    const context: DoctorContext = doctorContextSchema.parse({ ...BASE, channels: ['whatsapp-cloud'] });
    const options = ['Uno', 'Dos', 'Tres', 'Cuatro'].map((text, at) => ({ id: `c${at}`, text }));
    const flow = {
      nodes: [
        { id: 's', type: 'start' as const, position: { x: 0, y: 0 }, data: {} },
        { id: 'd', type: 'decision' as const, position: { x: 0, y: 0 }, data: { conditions: options } },
        { id: 'e', type: 'end' as const, position: { x: 0, y: 0 }, data: {} },
      ],
      edges: [
        { id: 'a', source: 's', target: 'd' },
        { id: 'b', source: 'd', target: 'e' },
      ],
    };
    const rules = examineFlow(flow, context).findings.map((finding) => finding.rule);
    expect(rules).toContain('menuShapeOnChannel');
    expect(doctorContextSchema.parse(BASE).channels).toBeUndefined();
    expect(doctorContextSchema.safeParse({ ...BASE, channels: ['web'] }).success).toBe(false);
    // Named as the conversations name their channels.
    expect([...MESSAGING_CHANNELS].sort()).toEqual(CONVERSATION_CHANNELS.filter(isMessagingChannel).sort());
  });
});
