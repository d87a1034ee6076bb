import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthFormPhase, type AuthSubmitOutcome, runAuthSubmit } from '../helpers/runAuthSubmit';
import type { AuthValidationIssue } from '../helpers/validateAuthForm';
import { type FlashKind, type FlashMessage, useFlashMessage } from './useFlashMessage';

type FormValues = Record<string, string>;

/** What a form's handlers may do besides returning: show a message, point at or change a field. */
export interface AuthFormControls<V extends FormValues> {
  showMessage: (kind: FlashKind, text: string) => void;
  /** Marks a field as the one the message is about and puts the cursor in it. */
  pointAt: (field: keyof V) => void;
  /** Marks a field without moving the cursor (null: none). */
  setInvalidField: (field: keyof V | null) => void;
  setValue: (field: keyof V, value: string) => void;
}

export interface AuthFormOptions<V extends FormValues, F extends keyof V & string> {
  /** The fields' first values (a function is called once, like `useState`'s). */
  initial: V | (() => V);
  /** The first problem of the fields, pointed at before anything is sent. */
  validate: (values: V) => AuthValidationIssue<F> | null;
  /** The request with the checked values, and what follows a success. */
  action: (values: V, form: AuthFormControls<V>) => Promise<AuthSubmitOutcome>;
  /** The text to show when the action throws; it may also point at a field. */
  describeError: (error: unknown, form: AuthFormControls<V>) => string;
  /** Runs first on every submit, before the fields are checked. */
  before?: () => void;
  /** Hides the previous message while the request runs. */
  clearMessageWhileBusy?: boolean;
  /** Runs on every keystroke (the e-mail is remembered as it is typed). */
  onType?: (field: keyof V & string, value: string) => void;
}

/** The props an account form's input takes from {@link useAuthForm}'s `field`. */
export interface AuthFieldProps {
  ref: (element: HTMLInputElement | null) => void;
  value: string;
  invalid: boolean;
  readOnly: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** What {@link useAuthForm} returns; `AuthFormShell` takes it whole. */
export interface AuthForm<V extends FormValues> extends AuthFormControls<V> {
  values: V;
  phase: AuthFormPhase;
  message: FlashMessage | null;
  /** Value, ref, invalid mark and read-only state of one input. */
  field: (name: keyof V & string) => AuthFieldProps;
  /** Checks the fields and runs the action (see `runAuthSubmit`). */
  submit: () => Promise<unknown>;
}

/**
 * The state of an account form: its values, the field the message is about, the message (gone
 * after 5 s) and the submit life cycle of `runAuthSubmit`. A finished (`done`) form turns its
 * fields read-only.
 * @example const form = useAuthForm({ initial: { email: '' }, validate, action, describeError });
 */
export function useAuthForm<V extends FormValues, F extends keyof V & string>(
  options: AuthFormOptions<V, F>,
): AuthForm<V> {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(options.initial);
  const [invalidField, setInvalidField] = useState<keyof V | null>(null);
  const [phase, setPhase] = useState<AuthFormPhase>('idle');
  const [message, showMessage, clearMessage] = useFlashMessage();
  const elements = useRef<Partial<Record<keyof V, HTMLInputElement | null>>>({});
  const refs = useRef(new Map<keyof V, AuthFieldProps['ref']>());

  const controls: AuthFormControls<V> = {
    showMessage,
    setInvalidField,
    pointAt: (field) => {
      setInvalidField(field);
      elements.current[field]?.focus();
    },
    setValue: (field, value) => setValues((current) => ({ ...current, [field]: value })),
  };

  const field = (name: keyof V & string): AuthFieldProps => ({
    ref: getFieldRef(refs.current, name, elements.current),
    value: values[name] ?? '',
    invalid: invalidField === name,
    readOnly: phase === 'done',
    onChange: (event) => {
      const { value } = event.target;
      controls.setValue(name, value);
      options.onType?.(name, value);
      setInvalidField((current) => (current === name ? null : current));
    },
  });

  const submit = () =>
    runAuthSubmit<F>({
      phase,
      before: options.before,
      validate: () => options.validate(values),
      onInvalid: (issue) => {
        showMessage('error', t(issue.key));
        controls.pointAt(issue.field);
      },
      onStart: () => {
        setInvalidField(null);
        if (options.clearMessageWhileBusy) clearMessage();
      },
      action: () => options.action(values, controls),
      onError: (error) => showMessage('error', options.describeError(error, controls)),
      setPhase,
    });

  return { ...controls, values, phase, message, field, submit };
}

/** One stable callback ref per field, so React does not detach and attach it on every render. */
function getFieldRef<K>(
  refs: Map<K, AuthFieldProps['ref']>,
  name: K,
  elements: Partial<Record<K & PropertyKey, HTMLInputElement | null>>,
): AuthFieldProps['ref'] {
  let ref = refs.get(name);
  if (!ref) {
    ref = (element) => {
      elements[name as K & PropertyKey] = element;
    };
    refs.set(name, ref);
  }
  return ref;
}
