import type { NodeProps } from '@xyflow/react';
import { Component, type ComponentType, type ErrorInfo, memo, type ReactNode } from 'react';
import { useEditorTranslation } from '../../hooks/useEditorTranslation';
import { useLevelOfDetail } from '../../hooks/useLevelOfDetail';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectIsEditTarget } from '../../stores/editorSelectors';
import type { EditorNode } from '../../types';
import { DistantNode } from './DistantNode';

interface BoundaryState {
  error: Error | null;
}

/** Keeps one broken node from taking the canvas down: it shows 'Error: {message}' instead (spec §2). */
class NodeErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A flow node failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <NodeRenderError message={this.state.error.message} /> : this.props.children;
  }
}

function NodeRenderError({ message }: { message: string }) {
  const { t } = useEditorTranslation();
  return (
    <div className="flow-node flow-node--failed" role="alert">
      <span aria-hidden="true">⚠️</span> {t('editor.nodes.renderError', { message })}
    </div>
  );
}

/**
 * A node component, memoised and wrapped in its own error boundary. Below full detail (spec §4) an
 * unselected node is drawn by the light `DistantNode` instead of its type's component — unless it is
 * the one last asked to edit, which keeps its editor at any zoom.
 */
export function withNodeErrorBoundary<N extends EditorNode>(NodeView: ComponentType<NodeProps<N>>) {
  const Memoised = memo(NodeView);
  function GuardedNode(props: NodeProps<N>) {
    const level = useLevelOfDetail();
    const editTarget = useEditorStore(selectIsEditTarget(props.id));
    return (
      <NodeErrorBoundary>
        {level === 'FULL' || props.selected || editTarget ? (
          <Memoised {...props} />
        ) : (
          <DistantNode id={props.id} type={props.type} data={props.data} selected={false} level={level} />
        )}
      </NodeErrorBoundary>
    );
  }
  GuardedNode.displayName = `Guarded(${NodeView.displayName ?? NodeView.name})`;
  return memo(GuardedNode);
}
