import { createQuickBotFlow } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import {
  createMenuRow,
  createQuickBotFormValues,
  toQuickBotAnswers,
  validateQuickBotForm,
} from './quickBotForm';
import { readQuickBotAnswers } from './readQuickBotAnswers';

function filled() {
  return {
    ...createQuickBotFormValues(),
    name: 'Luna',
    tone: 'servicial' as const,
    welcomeMessage: '¡Hola! Soy Luna.',
    menu: [createMenuRow('Precios', 'Desde 10 USD.')],
  };
}

describe('the quick creator form', () => {
  it('accepts a filled form', () => {
    expect(validateQuickBotForm(filled())).toEqual([]);
  });

  it('names every missing field, buttons by number', () => {
    const values = {
      ...createQuickBotFormValues(),
      name: 'Lu',
      menu: [createMenuRow('Precios', ''), createMenuRow('', 'x')],
    };
    expect(validateQuickBotForm(values).map(({ key, n }) => [key, n])).toEqual([
      ['creation.lab.errors.nameTooShort', undefined],
      ['creation.lab.errors.personalityRequired', undefined],
      ['creation.quick.errors.welcomeRequired', undefined],
      ['creation.quick.errors.answerRequired', 1],
      ['creation.quick.errors.buttonLabelRequired', 2],
    ]);
  });

  it('round-trips its answers through the generated flow', () => {
    const answers = toQuickBotAnswers({ ...filled(), collect: { name: false, email: true, reason: true } });
    expect(readQuickBotAnswers(createQuickBotFlow(answers).nodes)).toEqual(answers);
  });

  it('reads no answers from a flow made elsewhere', () => {
    expect(readQuickBotAnswers([{ id: 'start-1', type: 'start', data: { label: 'Inicio' } }])).toBeNull();
    expect(readQuickBotAnswers([])).toBeNull();
  });
});
