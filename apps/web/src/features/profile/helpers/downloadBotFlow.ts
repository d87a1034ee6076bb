import { API } from '@plubot/contracts';
import { createExportFile, getExportFileName } from '@plubot/flow';
import { callApi } from '../../../lib/callApi';
import { downloadJson } from '../../../lib/downloadJson';

/**
 * Downloads a bot's stored flow as the editor's export file (`flujo-{name}-{date}.json`), ready to
 * import again. Secrets come masked, as the server always sends them.
 */
export async function downloadBotFlow(
  plubot: { id: string; name: string },
  now = new Date(),
): Promise<string> {
  const { flow } = await callApi(API.getFlow, { params: { id: plubot.id }, timeoutMs: 60_000 });
  const file = createExportFile(
    { nodes: flow.nodes, edges: flow.edges },
    { plubotName: plubot.name, flowName: flow.flowName, flowId: plubot.id, now },
  );
  const fileName = getExportFileName(plubot.name, now);
  downloadJson(file, fileName);
  return fileName;
}
