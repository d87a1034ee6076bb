import { useKnowledgeSources } from '../hooks/useKnowledgeQueries';
import { AddSourcePanel } from './AddSourcePanel';
import { KnowledgeUsage } from './KnowledgeUsage';
import { SourcesSection } from './SourcesSection';
import { TryKnowledge } from './TryKnowledge';
import { UnansweredSection } from './UnansweredSection';
import './knowledge.css';
import './knowledgeForms.css';
import './knowledgeResults.css';

/**
 * A bot's knowledge (issue #30): the plan's usage, adding a source, the sources with their passages,
 * «Probar» and «Preguntas sin respuesta». One column on phones; from 1024 px the tester and the
 * unanswered questions sit beside the sources.
 */
export function KnowledgeScreen({ plubotId }: { plubotId: string }) {
  const list = useKnowledgeSources(plubotId);
  return (
    <div className="knowledge">
      {list.data && <KnowledgeUsage usage={list.data.usage} />}
      <div className="knowledge__layout">
        <div className="knowledge__column">
          <AddSourcePanel plubotId={plubotId} />
          <SourcesSection plubotId={plubotId} list={list} />
        </div>
        <div className="knowledge__column">
          <TryKnowledge plubotId={plubotId} />
          <UnansweredSection plubotId={plubotId} />
        </div>
      </div>
    </div>
  );
}
