import { API, buildEndpointPath } from '@plubot/contracts';
import { prefetchApiGet } from '../../lib/requestPrefetch';
import { getAccessToken } from '../../lib/tokenStorage';

const FLOW_EDITOR_PATH = /^\/plubot\/edit\/flow\/([^/]+)\/?$/;

/**
 * On a direct visit to a heavy screen, starts what it will need at once instead of one thing after
 * another (session check, then the screen's code, then its data): the flow editor's code and the
 * flow itself load while the session is checked. Nothing starts without a stored session; the
 * screen still checks everything as usual and takes the prefetched answer when it asks.
 */
export function startRoutePrefetch(pathname: string): void {
  const editor = FLOW_EDITOR_PATH.exec(pathname);
  if (!editor?.[1] || !getAccessToken()) return;
  void import('../../pages/editor/FlowEditorPage').catch(() => undefined);
  prefetchApiGet(buildEndpointPath(API.getFlow.path, { id: decodeURIComponent(editor[1]) }));
}
