import { describe, expect, it } from 'vitest';
import { createQuickBotFlow } from '../templates/createQuickBotFlow';
import { FULL_CONTEXT } from '../testing/doctorTestKit';
import { graph, node } from '../testing/graphBuilders';
import { applyDoctorFix } from './applyDoctorFix';
import { computeDoctorScore } from './computeDoctorScore';
import { examineFlow } from './examineFlow';

describe('examineFlow', () => {
  it('gives a healthy bot a clean report', () => {
    const flow = createQuickBotFlow({
      name: 'Luna',
      welcomeMessage: 'Hola. Lee nuestra política de privacidad.',
      menu: [{ label: 'Precios', answer: 'Desde 10 USD' }],
      collect: { name: true, email: true, reason: false },
    });
    expect(examineFlow(flow, FULL_CONTEXT)).toEqual({ findings: [], score: 100, blocking: 0 });
  });

  it('sorts blocking → warning → tip, then by first node, and counts the blocking ones', () => {
    const flow = graph(
      [
        node('s', 'start'),
        node('b-api', 'httpRequest', 0, 0, { url: '' }),
        node('a-long', 'message', 0, 0, { message: 'x'.repeat(5000) }),
        node('c-stuck', 'message'),
        node('e', 'end'),
      ],
      ['s->b-api', 'b-api->a-long', 'a-long->e', 'b-api->c-stuck'],
    );
    const report = examineFlow(flow, { ...FULL_CONTEXT, channels: ['telegram'] });
    expect(report.findings.map((finding) => finding.id)).toEqual([
      'nodeNotConfigured:b-api',
      'deadEnd:c-stuck',
      'messageTooLongForChannel:a-long',
    ]);
    expect(report.blocking).toBe(1);
    expect(report.score).toBe(computeDoctorScore(report.findings));
    expect(report.score).toBe(100 - 25 - 8 - 2);
  });

  it('never mutates the flow, and its fixes return a new flow', () => {
    const flow = graph([node('s', 'start'), node('m', 'message'), node('e', 'end')], ['s->m']);
    const copy = structuredClone(flow);
    const report = examineFlow(flow, FULL_CONTEXT);
    const fixed = applyDoctorFix(flow, report.findings.find((finding) => finding.fixes)!, { now: 1 });
    expect(flow).toEqual(copy);
    expect(fixed).not.toBe(flow);
  });

  it('says a flow without start (or empty) cannot finish a conversation, and checks its nodes all the same', () => {
    const empty = examineFlow({ nodes: [], edges: [] }, FULL_CONTEXT);
    expect(empty.findings.map((finding) => finding.id)).toEqual(['noReachableEnd:']);
    const noStart = examineFlow(
      graph([node('m', 'message'), node('api', 'httpRequest'), node('e', 'end')], ['m->e']),
      FULL_CONTEXT,
    );
    expect(noStart.findings.map((finding) => finding.id)).toEqual([
      'noReachableEnd:',
      'nodeNotConfigured:api',
      'deadEnd:api',
    ]);
    expect(noStart.findings[0]?.fixes).toBeUndefined();
  });
});

describe('applyDoctorFix', () => {
  it('throws for a finding without fix: asking for one is a bug', () => {
    const flow = graph([node('s', 'start'), node('a', 'message'), node('e', 'end')], ['s->a', 'a->a']);
    const loop = examineFlow(flow, FULL_CONTEXT).findings.find(
      (finding) => finding.rule === 'inescapableLoop',
    );
    expect(loop).toBeDefined();
    expect(() => applyDoctorFix(flow, loop!)).toThrow(/has no fix/);
  });
});

describe('computeDoctorScore', () => {
  it('takes 25 per blocking finding, 8 per warning and 2 per tip, never below 0', () => {
    expect(computeDoctorScore([])).toBe(100);
    expect(computeDoctorScore([{ severity: 'blocking' }])).toBe(75);
    expect(computeDoctorScore([{ severity: 'warning' }, { severity: 'warning' }, { severity: 'tip' }])).toBe(
      82,
    );
    expect(computeDoctorScore(Array.from({ length: 5 }, () => ({ severity: 'blocking' as const })))).toBe(0);
  });
});
