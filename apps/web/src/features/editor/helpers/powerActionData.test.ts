import { MAX_POWER_FIELD_NAME_LENGTH, MAX_POWER_FIELDS, POWER_ACTIONS, readNodeDataAs } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import {
  CLEARED_POWER_ACTION_DATA,
  getActionChangePatch,
  getChoiceParent,
  getFieldListKind,
  getFieldOutputNames,
  isKnownParent,
  setMapEntry,
  toFieldMap,
  toFieldRows,
} from './powerActionData';

const [createPage, queryDatabase] = POWER_ACTIONS.notion;
const [upsertContact, addNote] = POWER_ACTIONS.hubspot;

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

  it('takes field names from the database’s properties for creating a page and for a lookup’s outputs', () => {
    expect(getFieldListKind(createPage)).toBe('notionProperty');
    expect(getFieldListKind(queryDatabase)).toBe('notionProperty');
    expect(getFieldListKind(upsertContact)).toBeUndefined();
    expect(getFieldListKind(addNote)).toBeUndefined();
  });

  it('offers every property as an output but those the lookup gives itself', () => {
    const properties = [{ id: 'Nombre' }, { id: 'Estado' }, { id: 'url' }, { id: 'title' }];
    expect(getFieldOutputNames(queryDatabase, properties)).toEqual(['Nombre', 'Estado']);
    expect(getFieldOutputNames(createPage, properties)).toEqual([]);
  });
});
