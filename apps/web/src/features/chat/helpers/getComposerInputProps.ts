import type { InputRequest } from '@plubot/engine';

/** The attributes of the reply box for what the bot waits for, and the key of its placeholder. */
export interface ComposerInputProps {
  type: 'text' | 'email' | 'tel';
  inputMode: 'text' | 'email' | 'tel' | 'decimal';
  autoComplete: 'on' | 'off' | 'email' | 'tel' | 'name';
  placeholderKey: 'text' | 'email' | 'phone' | 'number' | 'choice' | 'waiting' | 'closed';
  enabled: boolean;
}

/**
 * How the reply box looks for a given input request: an e-mail keyboard for e-mails, the phone
 * pad for phones, a decimal keypad for numbers; a choice still accepts typed text (the engine
 * matches it to a button), a link's wait (a payment) still takes text, and `none` closes the box.
 * @example getComposerInputProps({ kind: 'text', nodeId: 'n', validation: 'email' }).type // 'email'
 */
export function getComposerInputProps(input: InputRequest): ComposerInputProps {
  if (input.kind === 'none') {
    return { type: 'text', inputMode: 'text', autoComplete: 'off', placeholderKey: 'closed', enabled: false };
  }
  if (input.kind === 'choice') {
    return { type: 'text', inputMode: 'text', autoComplete: 'off', placeholderKey: 'choice', enabled: true };
  }
  if (input.kind === 'event') {
    // A payment or booking link is out: the visitor may still write (the bot answers with a reminder).
    return { type: 'text', inputMode: 'text', autoComplete: 'off', placeholderKey: 'waiting', enabled: true };
  }
  switch (input.validation) {
    case 'email':
      return {
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
        placeholderKey: 'email',
        enabled: true,
      };
    case 'phone':
      return { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholderKey: 'phone', enabled: true };
    case 'number':
      return {
        type: 'text',
        inputMode: 'decimal',
        autoComplete: 'off',
        placeholderKey: 'number',
        enabled: true,
      };
    default:
      return {
        type: 'text',
        inputMode: 'text',
        autoComplete: input.variable && /^(nombre|name)$/i.test(input.variable) ? 'name' : 'on',
        placeholderKey: 'text',
        enabled: true,
      };
  }
}
