import { describe, expect, it } from 'vitest';
import { stripCloneSecrets } from './stripCloneSecrets';

describe('stripCloneSecrets on a power of a connected service', () => {
  it("drops the publisher's connection and keeps the action and its mapping", () => {
    const [node] = stripCloneSecrets([
      {
        id: 'n',
        type: 'power',
        position: { x: 0, y: 0 },
        data: {
          powerId: 'notion',
          connectionId: '6f1c2d3e-0000-4000-8000-000000000001',
          action: 'createPage',
          inputs: { databaseId: 'db-1', title: '{{email}}' },
          fields: { Estado: 'Nuevo' },
        },
      },
    ]);
    expect(node?.data).toEqual({
      powerId: 'notion',
      connectionId: '',
      action: 'createPage',
      inputs: { databaseId: 'db-1', title: '{{email}}' },
      fields: { Estado: 'Nuevo' },
    });
  });
});
