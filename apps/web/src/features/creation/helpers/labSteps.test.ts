import { describe, expect, it } from 'vitest';
import { getProgressPercent, getSectionStep, getStepSection, LAB_SECTIONS } from './labSteps';

describe('lab steps', () => {
  it('maps the four sections to steps 1–4 and back', () => {
    expect(LAB_SECTIONS.map(getSectionStep)).toEqual([1, 2, 3, 4]);
    expect([1, 2, 3, 4].map(getStepSection)).toEqual(['name', 'personality', 'powers', 'preview']);
  });

  it('clamps steps outside 1–4', () => {
    expect(getStepSection(0)).toBe('name');
    expect(getStepSection(9)).toBe('preview');
  });

  it('tracks progress at 25, 50, 75 and 100 percent', () => {
    expect(([1, 2, 3, 4] as const).map(getProgressPercent)).toEqual([25, 50, 75, 100]);
  });
});
