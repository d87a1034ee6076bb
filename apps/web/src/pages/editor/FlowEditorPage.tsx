import { useParams } from 'react-router';
import { FlowEditor } from '../../features/editor';

/** `/plubot/edit/flow/:plubotId`: the flow editor of one bot. */
export function FlowEditorPage() {
  const { plubotId = '' } = useParams();
  return <FlowEditor key={plubotId} plubotId={plubotId} />;
}
