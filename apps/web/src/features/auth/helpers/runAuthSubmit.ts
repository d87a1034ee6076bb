import type { AuthValidationIssue } from './validateAuthForm';

/** Where an account form stands: open to a submit, running one, or finished (read-only). */
export type AuthFormPhase = 'idle' | 'busy' | 'done';

/**
 * How a submit's action ends: `idle` lets the user send again, `done` locks the form, `leaving`
 * keeps it busy (button disabled, busy label) while the screen navigates away.
 */
export type AuthSubmitOutcome = 'idle' | 'done' | 'leaving';

/** The steps of one submit; {@link runAuthSubmit} calls them in the order of the life cycle. */
export interface AuthSubmitSteps<F extends string> {
  /** The phase the submit starts from; only an `idle` form submits. */
  phase: AuthFormPhase;
  /** Runs first on every accepted submit, before the fields are checked. */
  before?: () => void;
  /** The first problem of the fields, or null when they may be sent. */
  validate: () => AuthValidationIssue<F> | null;
  /** Points the user at a problem of the fields; nothing is sent. */
  onInvalid: (issue: AuthValidationIssue<F>) => void;
  /** The fields are good: the request is about to start. */
  onStart: () => void;
  /** The request and what follows a success (message, redirect). */
  action: () => Promise<AuthSubmitOutcome>;
  /** The action threw: show why. */
  onError: (error: unknown) => void;
  setPhase: (phase: AuthFormPhase) => void;
}

/**
 * The life cycle every account form shares: ignore a submit while busy or done, check the fields,
 * go busy, run the action, then settle on the phase the action asks for (or `idle` after an error).
 * Returns the phase the form ends in, or null when nothing was sent.
 * @example await runAuthSubmit({ phase, validate, onInvalid, onStart, action, onError, setPhase })
 */
export async function runAuthSubmit<F extends string>(
  steps: AuthSubmitSteps<F>,
): Promise<AuthFormPhase | null> {
  if (steps.phase !== 'idle') return null;
  steps.before?.();
  const issue = steps.validate();
  if (issue) {
    steps.onInvalid(issue);
    return null;
  }
  steps.onStart();
  steps.setPhase('busy');
  let phase: AuthFormPhase;
  try {
    phase = toPhase(await steps.action());
  } catch (error) {
    steps.onError(error);
    phase = 'idle';
  }
  steps.setPhase(phase);
  return phase;
}

function toPhase(outcome: AuthSubmitOutcome): AuthFormPhase {
  return outcome === 'leaving' ? 'busy' : outcome;
}
