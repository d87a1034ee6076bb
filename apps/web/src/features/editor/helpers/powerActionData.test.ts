import { MAX_POWER_FIELD_NAME_LENGTH, MAX_POWER_FIELDS, POWER_ACTIONS, readNodeDataAs } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import {
  CLEARED_POWER_ACTION_DATA,
  getActionChangePatch,
  getChoiceParent,
  getFieldListKind,
  getFieldOutputNames,
  isKnownParent,
  setActionInput,
  setMapEntry,
  toFieldMap,
  toFieldRows,
} from './powerActionData';

const [createPage, queryDatabase] = POWER_ACTIONS.notion;
const [upsertContact, addNote] = POWER_ACTIONS.hubspot;
const [createCard] = POWER_ACTIONS.trello;
const [createTask] = POWER_ACTIONS.asana;
const [formLink, findTypeformResponse] = POWER_ACTIONS.typeform;
const [surveyLink, findSurveyResponse] = POWER_ACTIONS.surveymonkey;

describe('changing a power node’s action', () => {
  it('keeps the inputs the new action has and drops the others', () => {
    const patch = getActionChangePatch(
      {
        powerId: 'hubspot',
        action: 'upsertContact',
        inputs: { email: '{{email}}', firstname: '{{nombre}}', company: 'Acme' },
        fields: { lifecyclestage: 'lead' },
      },
      'hubspot',
      'addNote',
    );
    expect(patch).toEqual({
      action: 'addNote',
      inputs: { email: '{{email}}' },
      fields: undefined,
      outputs: undefined,
    });
  });

  it('keeps a Notion database going from creating a page to searching, and the outputs a lookup gives', () => {
    const patch = getActionChangePatch(
      {
        powerId: 'notion',
        action: 'createPage',
        inputs: { databaseId: 'db-1', title: '{{nombre}}' },
        fields: { Estado: 'Nuevo' },
        outputs: { found: 'hay', Estado: 'estado' },
      },
      'notion',
      'queryDatabase',
    );
    expect(patch).toEqual({
      action: 'queryDatabase',
      inputs: { databaseId: 'db-1' },
      fields: undefined,
      // queryDatabase gives each property of the page it found, so a property's variable stays.
      outputs: { found: 'hay', Estado: 'estado' },
    });
  });

  it('keeps the free fields when the new action takes fields, and drops outputs an `after` action cannot give', () => {
    const patch = getActionChangePatch(
      {
        powerId: 'notion',
        inputs: { databaseId: 'db-1', value: 'x' },
        fields: { Estado: 'Nuevo' },
        outputs: { url: 'enlace' },
      },
      'notion',
      'createPage',
    );
    expect(patch).toEqual({
      action: 'createPage',
      inputs: { databaseId: 'db-1' },
      fields: { Estado: 'Nuevo' },
      outputs: undefined,
    });
  });

  it('turns on what an action offers by default — a Zendesk ticket’s transcript — unless the node holds it', () => {
    expect(getActionChangePatch({ powerId: 'zendesk' }, 'zendesk', 'openTicket').inputs).toEqual({
      includeTranscript: 'yes',
    });
    expect(
      getActionChangePatch(
        { powerId: 'intercom', inputs: { email: '{{email}}', includeTranscript: 'no' } },
        'intercom',
        'openConversation',
      ).inputs,
    ).toEqual({ email: '{{email}}', includeTranscript: 'no' });
    // An issue may be public: its transcript stays off until the owner turns it on.
    expect(getActionChangePatch({ powerId: 'github' }, 'github', 'openIssue').inputs).toBeUndefined();
  });

  it('clears the action and its mapping for the placeholder or an unknown action', () => {
    const data = { powerId: 'notion', action: 'createPage', inputs: { title: 'x' } };
    const cleared = { action: undefined, inputs: undefined, fields: undefined, outputs: undefined };
    expect(getActionChangePatch(data, 'notion', '')).toEqual(cleared);
    expect(getActionChangePatch(data, 'notion', 'subscribe')).toEqual(cleared);
  });

  it('writes data the power node’s schema keeps as it is', () => {
    const data = { powerId: 'hubspot', inputs: { email: '{{email}}', note: 'n' } };
    const written = readNodeDataAs('power', {
      ...data,
      ...getActionChangePatch(data, 'hubspot', 'upsertContact'),
    });
    expect(written).toMatchObject({
      powerId: 'hubspot',
      action: 'upsertContact',
      inputs: { email: '{{email}}' },
    });
  });

  it('forgets the connection, action and mapping when the power itself changes', () => {
    const notionNode = {
      powerId: 'notion',
      connectionId: 'c-1',
      action: 'createPage',
      inputs: { title: 'x' },
      fields: { Estado: 'y' },
      outputs: { found: 'z' },
    };
    const written = readNodeDataAs('power', {
      ...notionNode,
      ...CLEARED_POWER_ACTION_DATA,
      powerId: 'hubspot',
    });
    expect(JSON.parse(JSON.stringify(written))).toEqual({ powerId: 'hubspot' });
  });
});

describe('the texts of a power node', () => {
  it('sets, replaces and removes one entry, leaving nothing when the map empties', () => {
    expect(setMapEntry(undefined, 'email', '{{email}}')).toEqual({ email: '{{email}}' });
    expect(setMapEntry({ email: 'a', note: 'b' }, 'note', 'c')).toEqual({ email: 'a', note: 'c' });
    expect(setMapEntry({ email: 'a', note: 'b' }, 'note', '  ')).toEqual({ email: 'a' });
    expect(setMapEntry({ email: 'a' }, 'email', '')).toBeUndefined();
  });

  it('turns free fields into rows and back, skipping unnamed rows and repeated names', () => {
    let n = 0;
    const rows = toFieldRows({ Estado: 'Nuevo', Origen: 'web' }, () => `r${++n}`);
    expect(rows).toEqual([
      { id: 'r1', name: 'Estado', value: 'Nuevo' },
      { id: 'r2', name: 'Origen', value: 'web' },
    ]);
    expect(
      toFieldMap([
        ...rows,
        { id: 'r3', name: '', value: 'still typing' },
        { id: 'r4', name: ' Estado ', value: 'twice' },
        { id: 'r5', name: ' Teléfono ', value: '{{telefono}}' },
      ]),
    ).toEqual({ Estado: 'Nuevo', Origen: 'web', Teléfono: '{{telefono}}' });
    expect(toFieldMap([{ id: 'r1', name: ' ', value: 'x' }])).toBeUndefined();
  });

  it('keeps at most MAX_POWER_FIELDS fields, each name cut to the allowed length', () => {
    const rows = Array.from({ length: MAX_POWER_FIELDS + 3 }, (_, index) => ({
      id: `r${index}`,
      name: `p${index}`,
      value: String(index),
    }));
    expect(Object.keys(toFieldMap(rows) ?? {})).toEqual(
      rows.slice(0, MAX_POWER_FIELDS).map((row) => row.name),
    );
    const long = 'n'.repeat(MAX_POWER_FIELD_NAME_LENGTH);
    expect(toFieldMap([{ id: 'r', name: `${long}extra`, value: 'x' }])).toEqual({ [long]: 'x' });
  });
});

describe('the lists a power node’s form reads', () => {
  it('reads a Notion database’s properties with the database the node chose, once it is known', () => {
    expect(getChoiceParent('notionProperty', { databaseId: ' db-1 ' })).toBe('db-1');
    expect(getChoiceParent('notionProperty', { databaseId: '{{base}}' })).toBeNull();
    expect(getChoiceParent('notionProperty', {})).toBeNull();
    expect(getChoiceParent('notionDatabase', { databaseId: 'db-1' })).toBeUndefined();
    expect(getChoiceParent('mailchimpAudience', undefined)).toBeUndefined();
    expect(isKnownParent('   ')).toBe(false);
  });

  it('reads a Trello board’s lists, an Asana workspace’s projects and a project’s sections, a Monday board’s groups', () => {
    expect(getChoiceParent('trelloBoard', {})).toBeUndefined();
    expect(getChoiceParent('trelloList', { boardId: 'b1' })).toBe('b1');
    expect(getChoiceParent('trelloList', {})).toBeNull();
    expect(getChoiceParent('asanaWorkspace', {})).toBeUndefined();
    expect(getChoiceParent('asanaProject', { workspaceId: 'w1', projectId: 'p1' })).toBe('w1');
    expect(getChoiceParent('asanaSection', { workspaceId: 'w1', projectId: 'p1' })).toBe('p1');
    expect(getChoiceParent('asanaSection', { projectId: '{{proyecto}}' })).toBeNull();
    expect(getChoiceParent('mondayBoard', {})).toBeUndefined();
    expect(getChoiceParent('mondayGroup', { boardId: '111' })).toBe('111');
  });

  it('forgets the picks of a list when the item it belongs to changes', () => {
    if (!createCard || !createTask) throw new Error('the actions are missing');
    const card = { boardId: 'b1', listId: 'l1', cardName: '{{nombre}}' };
    expect(setActionInput(createCard, card, 'boardId', 'b2')).toEqual({
      boardId: 'b2',
      cardName: '{{nombre}}',
    });
    expect(setActionInput(createCard, card, 'boardId', 'b1')).toEqual(card);
    expect(setActionInput(createCard, card, 'listId', 'l2')).toEqual({ ...card, listId: 'l2' });
    const task = { workspaceId: 'w1', projectId: 'p1', sectionId: 's1', taskName: 'x' };
    expect(setActionInput(createTask, task, 'workspaceId', '')).toEqual({ taskName: 'x' });
    expect(setActionInput(createTask, task, 'projectId', 'p2')).toEqual({
      workspaceId: 'w1',
      projectId: 'p2',
      taskName: 'x',
    });
    expect(setActionInput(createCard, { boardId: 'b1' }, 'boardId', '')).toBeUndefined();
  });

  it('takes field names from the database’s properties for creating a page and for a lookup’s outputs', () => {
    expect(getFieldListKind(createPage)).toBe('notionProperty');
    expect(getFieldListKind(queryDatabase)).toBe('notionProperty');
    expect(getFieldListKind(upsertContact)).toBeUndefined();
    expect(getFieldListKind(addNote)).toBeUndefined();
  });

  it('reads a form’s hidden fields and questions, a survey’s custom variables, and forgets the field when the form changes', () => {
    if (!findTypeformResponse) throw new Error('the action is missing');
    expect(getChoiceParent('typeformForm', {})).toBeUndefined();
    expect(getChoiceParent('typeformHiddenField', { formId: 'Ab12Cd' })).toBe('Ab12Cd');
    expect(getChoiceParent('typeformQuestion', { formId: '{{formulario}}' })).toBeNull();
    expect(getChoiceParent('surveymonkeyVariable', { surveyId: '405' })).toBe('405');
    expect(getChoiceParent('surveymonkeyQuestion', {})).toBeNull();
    const lookup = { formId: 'Ab12Cd', hiddenField: 'email', value: '{{email}}' };
    expect(setActionInput(findTypeformResponse, lookup, 'formId', 'Zz99')).toEqual({
      formId: 'Zz99',
      value: '{{email}}',
    });
  });

  it('names a link’s fields after the hidden fields or custom variables, and a response’s outputs after the questions', () => {
    if (!formLink || !findTypeformResponse || !surveyLink || !findSurveyResponse)
      throw new Error('the actions are missing');
    expect(getFieldListKind(formLink)).toBe('typeformHiddenField');
    expect(getFieldListKind(findTypeformResponse)).toBe('typeformQuestion');
    expect(getFieldListKind(surveyLink)).toBe('surveymonkeyVariable');
    expect(getFieldListKind(findSurveyResponse)).toBe('surveymonkeyQuestion');
    const questions = [{ id: '¿Cómo te llamas?' }, { id: 'submittedAt' }, { id: 'found' }];
    expect(getFieldOutputNames(findTypeformResponse, questions)).toEqual(['¿Cómo te llamas?']);
  });

  it('offers every property as an output but those the lookup gives itself', () => {
    const properties = [{ id: 'Nombre' }, { id: 'Estado' }, { id: 'url' }, { id: 'title' }];
    expect(getFieldOutputNames(queryDatabase, properties)).toEqual(['Nombre', 'Estado']);
    expect(getFieldOutputNames(createPage, properties)).toEqual([]);
  });
});
