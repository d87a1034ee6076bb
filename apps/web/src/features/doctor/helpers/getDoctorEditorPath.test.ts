import { describe, expect, it } from 'vitest';
import { getDoctorEditorPath } from './getDoctorEditorPath';

describe('getDoctorEditorPath', () => {
  it("opens the bot's editor with the Doctor's panel, the id encoded", () => {
    expect(getDoctorEditorPath('4f1c')).toBe('/plubot/edit/flow/4f1c?doctor=1');
    expect(getDoctorEditorPath('a b/c')).toBe('/plubot/edit/flow/a%20b%2Fc?doctor=1');
  });
});
