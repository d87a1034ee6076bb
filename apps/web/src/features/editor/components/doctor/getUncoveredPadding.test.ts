import { describe, expect, it } from 'vitest';
import { getUncoveredPadding } from './getUncoveredPadding';

const canvas = { left: 100, top: 60, right: 1100, bottom: 660 };

describe('getUncoveredPadding', () => {
  it('keeps a plain margin when no panel covers the canvas', () => {
    const all = { top: '40px', right: '40px', bottom: '40px', left: '40px' };
    expect(getUncoveredPadding(canvas, null)).toEqual(all);
    expect(getUncoveredPadding(canvas, { left: 1200, top: 60, right: 1500, bottom: 660 })).toEqual(all);
  });

  it('moves the nodes clear of a side panel on the left', () => {
    const panel = { left: 112, top: 72, right: 492, bottom: 648 };
    expect(getUncoveredPadding(canvas, panel)).toMatchObject({ left: '432px', right: '40px' });
  });

  it('moves the nodes clear of a side panel on the right', () => {
    const panel = { left: 700, top: 72, right: 1088, bottom: 648 };
    expect(getUncoveredPadding(canvas, panel)).toMatchObject({ right: '440px', left: '40px' });
  });

  it('keeps the nodes above a bottom sheet', () => {
    const phone = { left: 0, top: 100, right: 360, bottom: 700 };
    const sheet = { left: 0, top: 400, right: 360, bottom: 700 };
    expect(getUncoveredPadding(phone, sheet)).toMatchObject({ bottom: '340px', top: '40px' });
  });

  it('always leaves some canvas to show the nodes in', () => {
    const phone = { left: 0, top: 100, right: 360, bottom: 700 };
    const tallSheet = { left: 0, top: 120, right: 360, bottom: 700 };
    // 600 px tall: 40 px margin on top and 120 px to show the nodes leave 440 px at most.
    expect(getUncoveredPadding(phone, tallSheet)).toMatchObject({ bottom: '440px' });
  });
});
