import { describe, expect, it } from 'vitest';
import {
  type AuthFormPhase,
  type AuthSubmitOutcome,
  type AuthSubmitSteps,
  runAuthSubmit,
} from './runAuthSubmit';
import type { AuthValidationIssue } from './validateAuthForm';

type Field = 'email' | 'password';

/** Steps that write what happens, in order, into `log`. */
function recordSteps(
  overrides: Partial<AuthSubmitSteps<Field>> & { outcome?: AuthSubmitOutcome | Error } = {},
) {
  const log: string[] = [];
  const { outcome = 'done', ...rest } = overrides;
  const steps: AuthSubmitSteps<Field> = {
    phase: 'idle',
    validate: () => null,
    onInvalid: (issue) => log.push(`invalid ${issue.field} ${issue.key}`),
    onStart: () => log.push('start'),
    action: async () => {
      log.push('action');
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
    onError: (error) => log.push(`error ${(error as Error).message}`),
    setPhase: (phase: AuthFormPhase) => log.push(`phase ${phase}`),
    ...rest,
  };
  return { log, steps };
}

describe('runAuthSubmit', () => {
  it('goes busy, runs the action and settles on the phase it asks for', async () => {
    const { log, steps } = recordSteps({ outcome: 'done' });
    await expect(runAuthSubmit(steps)).resolves.toBe('done');
    expect(log).toEqual(['start', 'phase busy', 'action', 'phase done']);
  });

  it('lets the user send again after an `idle` outcome', async () => {
    const { log, steps } = recordSteps({ outcome: 'idle' });
    await expect(runAuthSubmit(steps)).resolves.toBe('idle');
    expect(log.at(-1)).toBe('phase idle');
  });

  it('stays busy while the screen is leaving', async () => {
    const { log, steps } = recordSteps({ outcome: 'leaving' });
    await expect(runAuthSubmit(steps)).resolves.toBe('busy');
    expect(log).toEqual(['start', 'phase busy', 'action', 'phase busy']);
  });

  it('points at the first problem and sends nothing when a field is wrong', async () => {
    const issue: AuthValidationIssue<Field> = { field: 'password', key: 'auth.validation.fillAllFields' };
    const { log, steps } = recordSteps({ validate: () => issue });
    await expect(runAuthSubmit(steps)).resolves.toBeNull();
    expect(log).toEqual(['invalid password auth.validation.fillAllFields']);
  });

  it('shows a failed action and opens the form again', async () => {
    const { log, steps } = recordSteps({ outcome: new Error('Credenciales inválidas') });
    await expect(runAuthSubmit(steps)).resolves.toBe('idle');
    expect(log).toEqual(['start', 'phase busy', 'action', 'error Credenciales inválidas', 'phase idle']);
  });

  it.each(['busy', 'done'] as const)('ignores a submit while the form is %s', async (phase) => {
    const { log, steps } = recordSteps({ phase, before: () => log.push('before') });
    await expect(runAuthSubmit(steps)).resolves.toBeNull();
    expect(log).toEqual([]);
  });

  it('runs `before` first, even when the fields turn out wrong', async () => {
    const { log, steps } = recordSteps({
      before: () => log.push('before'),
      validate: () => {
        log.push('validate');
        return { field: 'email', key: 'auth.validation.invalidEmail' };
      },
    });
    await runAuthSubmit(steps);
    expect(log).toEqual(['before', 'validate', 'invalid email auth.validation.invalidEmail']);
  });
});
