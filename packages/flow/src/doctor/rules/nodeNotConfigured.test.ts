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

  it('blocks a reachable Figma or Canva card without a valid share link of the design', () => {
    const flow = graph(
      [
        node('s', 'start'),
        node('fig', 'power', 0, 0, { label: 'Catálogo', powerId: 'figma', designUrl: 'https://figma.com/' }),
        node('can', 'power', 0, 0, { powerId: 'canva', designUrl: 'https://www.canva.com/design/D1/view' }),
        node('e', 'end'),
        node('old', 'power', 0, 0, { powerId: 'canva' }),
      ],
      ['s->fig', 'fig->can', 'can->e'],
    );
    const findings = findingsOf('nodeNotConfigured', flow);
    expect(
      findings.map((finding) => [finding.severity, finding.nodeIds, finding.message.params?.detailCode]),
    ).toEqual([['blocking', ['fig'], 'setup.designLink']]);
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
