import { describe, expect, it } from 'vitest';
import { createFlowMessage, formatTemplate } from './createFlowMessage';
import { FLOW_MESSAGES } from './flowMessages';

describe('FLOW_MESSAGES', () => {
  it('holds the verbatim Spanish texts of the spec', () => {
    expect(FLOW_MESSAGES['import.emptyInput']).toBe('Por favor, ingresa datos de flujo para importar.');
    expect(FLOW_MESSAGES['import.invalidJson']).toBe(
      'Error al parsear JSON. Verifica el formato de los datos.',
    );
    expect(FLOW_MESSAGES['import.invalidFormat']).toBe(
      'Formato de datos inválido. El flujo debe contener arrays de nodos y aristas.',
    );
    expect(FLOW_MESSAGES['save.noNodes']).toBe('No hay nodos para guardar');
    expect(FLOW_MESSAGES['validation.noNodes']).toBe('No hay nodos para validar');
    expect(FLOW_MESSAGES['export.error']).toBe('Error al exportar el flujo. Por favor, intenta de nuevo.');
  });

  it('uses only {name} placeholders that are plain words', () => {
    for (const template of Object.values(FLOW_MESSAGES)) {
      const placeholders = template.match(/\{[^}]*\}/g) ?? [];
      for (const placeholder of placeholders) expect(placeholder).toMatch(/^\{\w+\}$/);
    }
  });
});

describe('createFlowMessage', () => {
  it('fills placeholders and keeps code and params', () => {
    expect(createFlowMessage('import.success', { n: 3, m: 2 })).toEqual({
      code: 'import.success',
      message: '¡Flujo importado exitosamente! Se cargaron 3 nodos y 2 aristas.',
      params: { n: 3, m: 2 },
    });
  });

  it('omits params when none are given', () => {
    expect(createFlowMessage('lastSaved.never')).toEqual({ code: 'lastSaved.never', message: 'Nunca' });
  });

  it('builds the discard confirmation with counts', () => {
    expect(createFlowMessage('import.confirmDiscard', { n: 2, m: 5 }).message).toBe(
      'Advertencia: 2 nodos y 5 aristas serán descartados por ser inválidos. ¿Continuar?',
    );
  });
});

describe('formatTemplate', () => {
  it('leaves unknown placeholders alone', () => {
    expect(formatTemplate('{a} y {b}', { a: 1 })).toBe('1 y {b}');
  });

  it('does not resolve names from the object prototype', () => {
    expect(formatTemplate('{toString}', {})).toBe('{toString}');
  });
});
