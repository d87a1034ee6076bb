import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickNextStep, type StepBot, type StepFacts } from './pickNextStep';

const bot = (over: Partial<StepBot> = {}): StepBot => ({
  id: 'b1',
  name: 'Nova',
  publicId: 'pub1',
  hasEnd: false,
  shared: false,
  ...over,
});

const facts = (over: Partial<StepFacts> = {}): StepFacts => ({
  bots: [],
  hasContact: false,
  hasLesson: false,
  dailyRewardAvailable: true,
  hasPublishedBot: false,
  hasChallenge: false,
  ...over,
});

describe('pickNextStep', () => {
  it('walks the new user path as facts happen', () => {
    expect(pickNextStep(facts())).toMatchObject({ id: 'create_bot', route: '/welcome', plubotId: null });
    expect(pickNextStep(facts({ bots: [bot()] }))).toMatchObject({
      id: 'finish_flow',
      route: '/plubot/edit/flow/b1',
      plubotName: 'Nova',
    });
    expect(pickNextStep(facts({ bots: [bot({ hasEnd: true })] }))).toMatchObject({
      id: 'share_bot',
      route: '/plubot/edit/flow/b1',
    });
    const ready = bot({ hasEnd: true, shared: true });
    expect(pickNextStep(facts({ bots: [ready] }))).toMatchObject({
      id: 'first_contact',
      route: '/plubot/conversations/b1',
    });
    const talked = facts({ bots: [ready], hasContact: true });
    expect(pickNextStep(talked).id).toBe('take_lesson');
    expect(pickNextStep({ ...talked, hasLesson: true }).id).toBe('claim_daily');
    const claimed = { ...talked, hasLesson: true, dailyRewardAvailable: false };
    expect(pickNextStep(claimed)).toMatchObject({ id: 'publish_tower', route: '/tower' });
    expect(pickNextStep({ ...claimed, hasPublishedBot: true })).toMatchObject({
      id: 'join_challenge',
      route: '/coliseum',
    });
    expect(pickNextStep({ ...claimed, hasPublishedBot: true, hasChallenge: true })).toMatchObject({
      id: 'explore_marketplace',
      route: '/marketplace',
    });
  });

  it('points at a finished bot to share, not at a newer draft', () => {
    const step = pickNextStep(
      facts({ bots: [bot({ id: 'draft', name: 'Borrador' }), bot({ id: 'done', hasEnd: true })] }),
    );
    expect(step).toMatchObject({ id: 'share_bot', plubotId: 'done' });
  });

  it('encodes ids in the route', () => {
    const step = pickNextStep(facts({ bots: [bot({ id: 'a b' })] }));
    expect(step.route).toBe('/plubot/edit/flow/a%20b');
  });

  it('never suggests creating a bot to someone who has one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ hasEnd: fc.boolean(), shared: fc.boolean() }), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        fc.boolean(),
        (flags, hasContact, dailyRewardAvailable) => {
          const bots = flags.map((flag, index) => bot({ id: `b${index}`, ...flag }));
          const step = pickNextStep(facts({ bots, hasContact, dailyRewardAvailable }));
          expect(step.id).not.toBe('create_bot');
          if (step.plubotId) expect(bots.some((candidate) => candidate.id === step.plubotId)).toBe(true);
        },
      ),
    );
  });
});
