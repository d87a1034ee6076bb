import { describe, expect, it } from 'vitest';
import { readSimulationProps } from './readSimulationProps';

const flowData = { nodes: [{ id: 'a' }], edges: [], plubotId: 'bot-1', plubotName: 'Mi Plubot' };

describe('readSimulationProps', () => {
  it('takes what the editor passes', () => {
    const onNodeActive = () => {};
    const props = readSimulationProps(
      {
        nodes: [{ id: 'x' }],
        edges: [{ id: 'e' }],
        flowName: 'Flujo',
        plubotId: 'b2',
        plubotName: 'Nova',
        onNodeActive,
      },
      flowData,
    );
    expect(props).toMatchObject({
      nodes: [{ id: 'x' }],
      edges: [{ id: 'e' }],
      plubotId: 'b2',
      plubotName: 'Nova',
    });
    expect(props.onNodeActive).toBe(onNodeActive);
  });

  it('falls back to the shared flow data for what was not passed or is blank', () => {
    expect(readSimulationProps({ plubotName: '  ' }, flowData)).toEqual({
      nodes: [{ id: 'a' }],
      edges: [],
      flowName: '',
      plubotId: 'bot-1',
      plubotName: 'Mi Plubot',
      initialMessage: undefined,
      onNodeActive: undefined,
    });
  });

  it('passes on whether the flow has unsaved changes, and leaves it unknown when not said', () => {
    expect(readSimulationProps({ hasChanges: false }, flowData).hasChanges).toBe(false);
    expect(readSimulationProps({ hasChanges: true }, flowData).hasChanges).toBe(true);
    expect(readSimulationProps({}, flowData).hasChanges).toBeUndefined();
  });
});
