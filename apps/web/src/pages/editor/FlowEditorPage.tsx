import { useParams } from 'react-router';
import { ActivationNoticeBanner } from '../../features/creation';
import { FlowEditor } from '../../features/editor';

/**
 * `/plubot/edit/flow/:plubotId`: the flow editor of one bot — with the lab's success message when
 * the bot was just created there.
 */
export function FlowEditorPage() {
  const { plubotId = '' } = useParams();
  return (
    <>
      <FlowEditor key={plubotId} plubotId={plubotId} />
      <ActivationNoticeBanner key={`notice-${plubotId}`} />
    </>
  );
}
