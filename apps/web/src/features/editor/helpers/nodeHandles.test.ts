import { describe, expect, it } from 'vitest';
import { getNodeHandles, withExtraSourceHandles } from './nodeHandles';

describe('node handles', () => {
  it('gives the start node only its "output" handle and the end node only an input', () => {
    expect(getNodeHandles('start', {})).toEqual({ targets: [], sources: [{ id: 'output' }] });
    expect(getNodeHandles('end', {})).toEqual({ targets: [{ id: null }], sources: [] });
  });

  it('gives a decision one output per condition, output-{conditionId}', () => {
    const handles = getNodeHandles('decision', {
      conditions: [
        { id: 'd-cond-0', text: 'Sí', color: '#4CAF50' },
        { id: 'd-cond-1', text: 'No' },
        'garbage',
      ],
    });
    expect(handles.sources).toEqual([
      { id: 'output-d-cond-0', label: 'Sí', color: '#4CAF50' },
      { id: 'output-d-cond-1', label: 'No' },
    ]);
  });

  it('follows the engine’s outputs for HTTP, emotion and action nodes', () => {
    expect(getNodeHandles('httpRequest', {}).sources.map((h) => h.id)).toEqual(['onSuccess', 'onError']);
    expect(getNodeHandles('emotionDetection', {}).sources).toHaveLength(6);
    expect(getNodeHandles('action', { actionType: 'conditional' }).sources.map((h) => h.id)).toEqual([
      'true',
      'false',
    ]);
    expect(getNodeHandles('webhookNode', {}).sources.map((h) => h.id)).toEqual(['output']);
  });

  it('gives «Responder con conocimiento» its answered output first, then «No sé»', () => {
    expect(getNodeHandles('knowledge', {}).sources).toEqual([
      { id: 'output', labelKey: 'editor.handles.knowledgeAnswered' },
      { id: 'unknown', labelKey: 'editor.handles.unknown', color: '#fbbf24' },
    ]);
  });

  it('gives a power whose action runs inline found, notFound and onError, and other powers one output', () => {
    expect(getNodeHandles('power', { powerId: 'notion', action: 'queryDatabase' }).sources).toEqual([
      { id: 'found', labelKey: 'editor.handles.found', color: '#34d399' },
      { id: 'notFound', labelKey: 'editor.handles.notFound', color: '#fbbf24' },
      { id: 'onError', labelKey: 'editor.handles.onError', color: '#f87171' },
    ]);
    expect(getNodeHandles('power', { powerId: 'notion', action: 'queryDatabase' }).targets).toEqual([
      { id: null },
    ]);
    for (const data of [
      { powerId: 'notion', action: 'createPage' },
      { powerId: 'mailchimp', action: 'subscribe' },
      { powerId: 'trello', action: 'createCard' },
      { powerId: 'asana', action: 'createTask' },
      { powerId: 'monday', action: 'createItem' },
      { powerId: 'notion' },
      { powerId: 'hubspot', action: 'queryDatabase' },
      { powerId: 'slack' },
    ]) {
      expect(getNodeHandles('power', data).sources.map((h) => h.id)).toEqual(['output']);
    }
  });

  it('adds outputs stored edges use that the type does not draw', () => {
    const handles = getNodeHandles('message', {});
    expect(withExtraSourceHandles(handles, ['output'])).toBe(handles);
    expect(withExtraSourceHandles(handles, ['legacy']).sources.map((h) => h.id)).toEqual([
      'output',
      'legacy',
    ]);
  });
});
