import { API } from '@plubot/contracts';
import { buildHttpRequest } from '@plubot/engine';
import {
  applyHttpBodyType,
  applyResponseMappingSource,
  canRunHttpTest,
  getResponseMappingHint,
  HTTP_TEST_LIMITS,
  type HttpMethod,
  type KeyValue,
  NODE_FIELD_VALUES,
  type NodeDataOf,
  type ResponseMapping,
} from '@plubot/flow';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/Button';
import { callApi } from '../../../../../lib/callApi';
import { getErrorMessage } from '../../../../../lib/errors/getErrorMessage';
import { useText } from '../../../hooks/useText';
import { useEditorStore } from '../../../stores/EditorStoreContext';
import { selectInspectedNodeId, selectPlubotId } from '../../../stores/editorSelectors';
import { createRowId } from '../createRowId';
import { SelectField, TextField } from '../inspectorFields';
import { optionLabelOf, RowsField } from '../RowsField';
import type { NodeFormProps } from './nodeFormProps';
import { VariableHints } from './VariableHints';

type HttpData = NodeDataOf<'httpRequest'>;

/** What the last 'Ejecutar Prueba' gave: a success with its details, or a failure's text. */
type TestOutcome =
  | { kind: 'success'; message: string; status: number; preview: string; headers: [string, string][] }
  | { kind: 'failure'; detail: string };

const keyValueRow = (): KeyValue => ({ id: createRowId('kv'), key: '', value: '' });
const mappingRow = (): ResponseMapping => ({
  id: createRowId('map'),
  source: 'body_json_path',
  pathOrKey: '',
  targetVariable: '',
  defaultValue: '',
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Text of a response body cut to the preview length (spec §9: 500 characters). */
function previewBody(data: unknown): string {
  const text = typeof data === 'string' ? data : (JSON.stringify(data, null, 2) ?? '');
  return text.length > HTTP_TEST_LIMITS.previewLength
    ? `${text.slice(0, HTTP_TEST_LIMITS.previewLength)}…`
    : text;
}

/**
 * The HTTP request node's form (spec §3, §4, §8): method, URL with `{{variables}}`, headers, a body
 * of the chosen type (changing the type clears what it cannot use), response mapping into variables,
 * notes, and 'Ejecutar Prueba' through the server's SSRF-safe test endpoint.
 */
export function HttpRequestForm({ data, onChange, variables, canEdit }: NodeFormProps<'httpRequest'>) {
  const { t } = useTranslation();
  const text = useText();
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  // A masked credential header is sent by the server with the secret stored for this node.
  const plubotId = useEditorStore(selectPlubotId);
  const nodeId = useEditorStore(selectInspectedNodeId);
  const mappingHelpId = useId();
  const method: HttpMethod = data.method ?? 'GET';
  const bodyType = data.bodyType ?? 'none';
  const set = (patch: Partial<HttpData>) => onChange(patch);

  const runTest = async () => {
    setTesting(true);
    setOutcome(null);
    const built = buildHttpRequest(data, {});
    if (!built.ok) {
      setOutcome({
        kind: 'failure',
        detail: t('editor.inspector.http.configError', { message: built.error }),
      });
      setTesting(false);
      return;
    }
    const { request } = built;
    try {
      const result = await callApi(API.httpTest, {
        body: {
          method,
          url: request.url,
          headers: request.headers ?? {},
          ...(request.body ? { body: request.body } : {}),
          ...(plubotId && UUID.test(plubotId) && nodeId ? { plubotId, nodeId } : {}),
        },
        timeoutMs: HTTP_TEST_LIMITS.timeoutMs + 5_000,
      });
      if (result.ok && result.status !== undefined) {
        setOutcome({
          kind: 'success',
          message: t('editor.inspector.http.success'),
          status: result.status,
          preview: previewBody(result.data),
          headers: Object.entries(result.headers ?? {}),
        });
      } else if (result.status !== undefined) {
        setOutcome({
          kind: 'failure',
          detail: t('editor.inspector.http.statusError', {
            status: result.status,
            body: previewBody(result.data),
          }),
        });
      } else if (result.error === 'timeout' || result.error === 'network') {
        setOutcome({ kind: 'failure', detail: t('editor.inspector.http.noResponse') });
      } else {
        setOutcome({
          kind: 'failure',
          detail: t('editor.inspector.http.configError', { message: result.message ?? result.error ?? '' }),
        });
      }
    } catch (error) {
      setOutcome({
        kind: 'failure',
        detail: getErrorMessage(error, t('editor.inspector.http.unknownError')),
      });
    } finally {
      setTesting(false);
    }
  };

  return (
    <>
      <div className="inspector__inline">
        <SelectField
          label={t('editor.inspector.http.method')}
          value={method}
          options={NODE_FIELD_VALUES.httpMethods}
          optionLabel={(value) => value}
          onChange={(value) => set({ method: value })}
        />
        <TextField
          label={t('editor.inspector.http.url')}
          type="url"
          value={data.url ?? ''}
          placeholder="https://api.ejemplo.com/clientes/{{email}}"
          help={t('editor.inspector.http.urlHelp')}
          maxLength={2000}
          mono
          autoFocus
          onChange={(url) => set({ url })}
        />
      </div>
      <VariableHints variables={variables} />
      <RowsField
        label={t('editor.inspector.http.headers')}
        rows={data.headers ?? []}
        columns={[
          { key: 'key', label: t('editor.inspector.http.headerName'), placeholder: 'Authorization' },
          { key: 'value', label: t('editor.inspector.http.headerValue'), placeholder: 'Bearer {{token}}' },
        ]}
        createRow={keyValueRow}
        addLabel={t('editor.inspector.http.addHeader')}
        onChange={(headers) => set({ headers })}
      />
      <SelectField
        label={t('editor.inspector.http.bodyType')}
        value={bodyType}
        options={NODE_FIELD_VALUES.httpBodyTypes}
        optionLabel={(value) => t(`editor.inspector.http.bodyTypes.${value}`)}
        help={t('editor.inspector.http.bodyTypeHelp')}
        onChange={(value) => onChange(applyHttpBodyType(data, value))}
      />
      {(bodyType === 'json' || bodyType === 'text') && (
        <TextField
          label={t('editor.inspector.http.body')}
          multiline
          rows={5}
          mono
          value={data.bodyString ?? ''}
          placeholder={bodyType === 'json' ? '{ "email": "{{email}}" }' : ''}
          maxLength={100_000}
          onChange={(bodyString) => set({ bodyString })}
        />
      )}
      {bodyType === 'form-data' && (
        <RowsField
          label={t('editor.inspector.http.formData')}
          rows={data.bodyFormData ?? []}
          columns={[
            { key: 'key', label: t('editor.inspector.http.fieldName'), placeholder: 'email' },
            { key: 'value', label: t('editor.inspector.http.fieldValue'), placeholder: '{{email}}' },
          ]}
          createRow={keyValueRow}
          addLabel={t('editor.inspector.http.addField')}
          onChange={(bodyFormData) => set({ bodyFormData })}
        />
      )}
      <RowsField
        label={t('editor.inspector.http.mapping')}
        helpId={mappingHelpId}
        help={t('editor.inspector.http.mappingHelp')}
        rows={data.responseMapping ?? []}
        columns={[
          {
            key: 'source',
            label: t('editor.inspector.http.mappingSource'),
            options: NODE_FIELD_VALUES.responseMappingSources,
            optionLabel: (value) =>
              optionLabelOf(NODE_FIELD_VALUES.responseMappingSources, value, (source) =>
                t(`editor.inspector.http.sources.${source}`),
              ),
          },
          {
            key: 'pathOrKey',
            label: t('editor.inspector.http.mappingPath'),
            placeholderFor: (row) => {
              const hint = getResponseMappingHint(row.source);
              return hint && text({ flow: hint });
            },
            hiddenFor: (row) => row.source === 'status_code',
          },
          {
            key: 'targetVariable',
            label: t('editor.inspector.http.mappingVariable'),
            placeholder: 'cliente_id',
          },
          { key: 'defaultValue', label: t('editor.inspector.http.mappingDefault'), placeholder: '—' },
        ]}
        createRow={mappingRow}
        normalize={(row) => applyResponseMappingSource(row, row.source)}
        addLabel={t('editor.inspector.http.addMapping')}
        onChange={(responseMapping) => set({ responseMapping })}
      />
      <TextField
        label={t('editor.inspector.http.notes')}
        multiline
        rows={2}
        value={data.notes ?? ''}
        maxLength={5000}
        onChange={(notes) => set({ notes })}
      />
      {canEdit && (
        <section className="inspector__test" aria-live="polite">
          <Button
            size="sm"
            variant="secondary"
            onClick={runTest}
            disabled={!canRunHttpTest({ url: data.url, isTesting: testing })}
          >
            {testing ? t('editor.inspector.http.testing') : t('editor.inspector.http.test')}
          </Button>
          {outcome?.kind === 'success' && (
            <div className="inspector__result inspector__result--ok">
              <p>
                <strong>{outcome.message}</strong>{' '}
                {t('editor.inspector.http.status', { status: outcome.status })}
              </p>
              <pre>{outcome.preview}</pre>
              {outcome.headers.length > 0 && (
                <details>
                  <summary>{t('editor.inspector.http.responseHeaders')}</summary>
                  <ul>
                    {outcome.headers.map(([name, value]) => (
                      <li key={name}>
                        <code>{name}</code>: {value}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </div>
          )}
          {outcome?.kind === 'failure' && (
            <div className="inspector__result inspector__result--error" role="alert">
              <p>
                <strong>{t('editor.inspector.http.failure')}</strong>
              </p>
              <p>{outcome.detail}</p>
            </div>
          )}
        </section>
      )}
    </>
  );
}
