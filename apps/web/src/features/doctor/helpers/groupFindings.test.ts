import { describe, expect, it } from 'vitest';
import { groupFindings, pickTopFindings } from './groupFindings';

const finding = (id: string, severity: 'blocking' | 'warning' | 'tip') => ({ id, severity });

describe('groupFindings', () => {
  it('lists blocking findings first, then warnings, then tips, keeping each group in order', () => {
    const groups = groupFindings([
      finding('t1', 'tip'),
      finding('w1', 'warning'),
      finding('b1', 'blocking'),
      finding('w2', 'warning'),
      finding('b2', 'blocking'),
    ]);
    expect(groups.map((group) => [group.severity, group.findings.map((f) => f.id)])).toEqual([
      ['blocking', ['b1', 'b2']],
      ['warning', ['w1', 'w2']],
      ['tip', ['t1']],
    ]);
  });

  it('leaves out severities without findings', () => {
    expect(groupFindings([finding('t1', 'tip')]).map((group) => group.severity)).toEqual(['tip']);
    expect(groupFindings([])).toEqual([]);
  });
});

describe('pickTopFindings', () => {
  it('takes the most serious findings first, up to the limit', () => {
    const top = pickTopFindings(
      [finding('t1', 'tip'), finding('w1', 'warning'), finding('b1', 'blocking'), finding('w2', 'warning')],
      3,
    );
    expect(top.map((f) => f.id)).toEqual(['b1', 'w1', 'w2']);
  });

  it('gives nothing for a limit of zero or less', () => {
    expect(pickTopFindings([finding('b1', 'blocking')], 0)).toEqual([]);
    expect(pickTopFindings([finding('b1', 'blocking')], -2)).toEqual([]);
  });
});
