import { BOT_NAME_MIN, PERSONALITIES, type Tone } from '@plubot/contracts';
import {
  QUICK_BOT_MAX_BUTTONS,
  QUICK_BOT_TEXTS,
  type QuickBotAnswers,
  type QuickBotCollect,
} from '@plubot/flow';

/** One menu row of the quick creator's form; `id` keys the row while it is edited. */
export interface QuickBotMenuRow {
  id: string;
  label: string;
  answer: string;
}

/** The quick creator's form (`/personalization`). */
export interface QuickBotFormValues {
  /** The bot being updated; null creates a new one. */
  plubotId: string | null;
  name: string;
  tone: Tone | '';
  welcomeMessage: string;
  menuQuestion: string;
  menu: QuickBotMenuRow[];
  collect: QuickBotCollect;
  farewellMessage: string;
}

/** A problem of the form: the field it belongs to and its message (an i18n key with values). */
export interface QuickBotFormError {
  field: string;
  key:
    | 'creation.lab.errors.nameTooShort'
    | 'creation.lab.errors.personalityRequired'
    | 'creation.quick.errors.welcomeRequired'
    | 'creation.quick.errors.buttonLabelRequired'
    | 'creation.quick.errors.answerRequired';
  n?: number;
}

/** Longest text of a menu button (it must fit a chat button). */
export const QUICK_BUTTON_LABEL_MAX = 40;
/** Longest answer of a menu button. */
export const QUICK_ANSWER_MAX = 500;

let rowCounter = 0;

/** A new, empty menu row. */
export function createMenuRow(label = '', answer = ''): QuickBotMenuRow {
  rowCounter += 1;
  return { id: `row-${rowCounter}`, label, answer };
}

/** The form of a new bot: one menu button to fill, the visitor's name and e-mail asked. */
export function createQuickBotFormValues(): QuickBotFormValues {
  return {
    plubotId: null,
    name: '',
    tone: '',
    welcomeMessage: '',
    menuQuestion: QUICK_BOT_TEXTS.menuQuestion,
    menu: [createMenuRow()],
    collect: { name: true, email: true, reason: false },
    farewellMessage: QUICK_BOT_TEXTS.farewell,
  };
}

/** Every problem of the form, in the order the fields appear. */
export function validateQuickBotForm(values: QuickBotFormValues): QuickBotFormError[] {
  const errors: QuickBotFormError[] = [];
  if (values.name.trim().length < BOT_NAME_MIN)
    errors.push({ field: 'name', key: 'creation.lab.errors.nameTooShort' });
  if (!PERSONALITIES.some((personality) => personality.id === values.tone)) {
    errors.push({ field: 'tone', key: 'creation.lab.errors.personalityRequired' });
  }
  if (values.welcomeMessage.trim() === '') {
    errors.push({ field: 'welcomeMessage', key: 'creation.quick.errors.welcomeRequired' });
  }
  values.menu.slice(0, QUICK_BOT_MAX_BUTTONS).forEach((row, index) => {
    const n = index + 1;
    if (row.label.trim() === '')
      errors.push({ field: `menu.${index}.label`, key: 'creation.quick.errors.buttonLabelRequired', n });
    if (row.answer.trim() === '')
      errors.push({ field: `menu.${index}.answer`, key: 'creation.quick.errors.answerRequired', n });
  });
  return errors;
}

/** The answers the flow is generated from. */
export function toQuickBotAnswers(values: QuickBotFormValues): QuickBotAnswers {
  return {
    name: values.name.trim(),
    welcomeMessage: values.welcomeMessage.trim(),
    menuQuestion: values.menuQuestion.trim(),
    menu: values.menu
      .slice(0, QUICK_BOT_MAX_BUTTONS)
      .map((row) => ({ label: row.label.trim(), answer: row.answer.trim() })),
    collect: { ...values.collect },
    farewellMessage: values.farewellMessage.trim(),
  };
}
