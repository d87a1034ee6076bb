import {
  createFlowMessage,
  type FlowMessage,
  getExportFileName,
  type ImportedFlow,
  importFlow,
  resolveOverlaps,
} from '@plubot/flow';
import { useReactFlow } from '@xyflow/react';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../../components/Button';
import { toEditorEdges, toEditorNodes } from '../../helpers/toFlowGraph';
import { useExportFlow } from '../../hooks/useExportFlow';
import { useText } from '../../hooks/useText';
import { useEditorStore } from '../../stores/EditorStoreContext';
import {
  selectActions,
  selectEdgeCount,
  selectNodeCount,
  selectPlubotName,
} from '../../stores/editorSelectors';
import type { TextRef } from '../../types';
import { EditorDialog } from './EditorDialog';

type Tab = 'import' | 'export';

const FIT_AFTER_IMPORT = { padding: 0.2, duration: 300 } as const;
type Message = { tone: 'error' | 'warning' | 'success'; text: TextRef };

/**
 * Import and export (spec §5, §8). Import reads pasted JSON or a picked `.json` file, asks before
 * discarding invalid nodes and edges, and replaces the flow as one undoable step. Export saves
 * first and downloads `flujo-{name}-{date}.json`.
 */
export function ImportExportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const [tab, setTab] = useState<Tab>('import');
  const [input, setInput] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [pending, setPending] = useState<ImportedFlow | null>(null);
  const { replaceGraph, showNotice } = useEditorStore(useShallow(selectActions));
  const plubotName = useEditorStore(selectPlubotName);
  const nodeCount = useEditorStore(selectNodeCount);
  const edgeCount = useEditorStore(selectEdgeCount);
  const { exportFlow, exporting } = useExportFlow();
  const { fitView } = useReactFlow();
  const textId = useId();
  const fileId = useId();

  const apply = (imported: ImportedFlow) => {
    replaceGraph({
      nodes: toEditorNodes(resolveOverlaps(imported.nodes)),
      edges: toEditorEdges(imported.edges),
    });
    const parts = [imported.success, ...imported.warnings].map((part: FlowMessage) => text({ flow: part }));
    showNotice(imported.warnings.length > 0 ? 'warning' : 'success', { raw: parts.join(' ') });
    onClose();
    // Show the whole imported flow once its nodes have been measured.
    setTimeout(() => void fitView(FIT_AFTER_IMPORT), 100);
  };

  const runImport = () => {
    setPending(null);
    const result = importFlow(input);
    if (!result.ok) {
      setMessage({
        tone: result.error.code === 'import.emptyInput' ? 'warning' : 'error',
        text: { flow: result.error },
      });
      return;
    }
    if (result.value.confirmation) {
      setMessage(null);
      setPending(result.value);
      return;
    }
    apply(result.value);
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    file.text().then(
      (content) => {
        setInput(content);
        setMessage(null);
        setPending(null);
      },
      (error: unknown) =>
        setMessage({
          tone: 'error',
          text: {
            flow: createFlowMessage('import.fileReadError', {
              message: error instanceof Error ? error.message : String(error),
            }),
          },
        }),
    );
  };

  const runExport = async () => {
    const result = await exportFlow();
    const failed = 'flow' in result && result.flow.code === 'export.error';
    setMessage({ tone: failed ? 'error' : 'success', text: result });
  };

  return (
    <EditorDialog title={t('editor.importExport.title')} icon="⇅" onClose={onClose} size="lg">
      <div className="editor-dialog__tabs" role="tablist">
        {(['import', 'export'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            className="editor-dialog__tab"
            aria-selected={tab === id}
            onClick={() => {
              setTab(id);
              setMessage(null);
              setPending(null);
            }}
          >
            {t(`editor.importExport.${id}Tab`)}
          </button>
        ))}
      </div>
      {tab === 'import' ? (
        <div role="tabpanel">
          <p>{t('editor.importExport.importHelp')}</p>
          <div className="editor-dialog__field">
            <label htmlFor={fileId}>{t('editor.importExport.pickFile')}</label>
            <input id={fileId} type="file" accept=".json,application/json" onChange={onFile} />
          </div>
          <div className="editor-dialog__field">
            <label htmlFor={textId}>{t('editor.importExport.pasteLabel')}</label>
            <textarea
              id={textId}
              value={input}
              spellCheck={false}
              placeholder='{"nodes": [...], "edges": [...]}'
              onChange={(event) => {
                setInput(event.target.value);
                setPending(null);
              }}
            />
          </div>
          {pending?.confirmation ? (
            <div className="editor-dialog__message editor-dialog__message--warning" role="alertdialog">
              <p>{text({ flow: pending.confirmation })}</p>
              <div className="editor-dialog__footer">
                <Button size="sm" variant="ghost" onClick={() => setPending(null)}>
                  {t('editor.common.cancel')}
                </Button>
                <Button size="sm" onClick={() => apply(pending)}>
                  {t('editor.common.continue')}
                </Button>
              </div>
            </div>
          ) : (
            <Button onClick={runImport}>{t('editor.importExport.importButton')}</Button>
          )}
          <p className="editor-dialog__hint">{t('editor.importExport.replaceNote')}</p>
        </div>
      ) : (
        <div role="tabpanel">
          <p>{t('editor.importExport.exportHelp', { nodes: nodeCount, edges: edgeCount })}</p>
          <p>
            <code>{getExportFileName(plubotName, new Date())}</code>
          </p>
          <Button onClick={() => void runExport()} disabled={exporting}>
            {exporting ? t('editor.importExport.exporting') : t('editor.importExport.exportButton')}
          </Button>
        </div>
      )}
      {message && (
        <p className={`editor-dialog__message editor-dialog__message--${message.tone}`} role="alert">
          {text(message.text)}
        </p>
      )}
    </EditorDialog>
  );
}
