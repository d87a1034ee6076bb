import { describe, expect, it } from 'vitest';
import { findingsOf } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';

describe('nodeNotConfigured', () => {
  it('flags a reachable node that cannot do its job, with the setup issue as detail', () => {
    const flow = graph(
      [
        node('s', 'start'),
        node('api', 'httpRequest', 0, 0, { label: 'Consulta', url: ' ' }),
        node('e', 'end'),
      ],
      ['s->api', 'api->e'],
    );
    const [finding] = findingsOf('nodeNotConfigured', flow);
    expect(finding).toMatchObject({
      severity: 'blocking',
      nodeIds: ['api'],
      message: {
        code: 'doctor.nodeNotConfigured',
        message: '«Consulta» no está terminado: Falta la URL de la petición.',
        params: { label: 'Consulta', detailCode: 'setup.httpUrl' },
      },
    });
    expect(finding?.fixes).toBeUndefined();
  });

  it('is quiet for configured nodes and for leftovers', () => {
    const flow = graph(
      [
        node('s', 'start'),
        node('api', 'httpRequest', 0, 0, { url: 'https://x.test' }),
        node('e', 'end'),
        node('old', 'ai'),
      ],
      ['s->api', 'api->e'],
    );
    expect(findingsOf('nodeNotConfigured', flow)).toEqual([]);
  });
});
