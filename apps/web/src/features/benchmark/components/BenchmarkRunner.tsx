import type { ProfilerOnRenderCallback } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { downloadJson } from '../../../lib/downloadJson';
import { FlowBenchmark } from '../../editor';
import {
  BENCHMARK_RESULTS_FILE,
  BENCHMARK_SIZES,
  type BenchmarkRecord,
  type BenchmarkRun,
  type BenchmarkSize,
  collectResults,
  summarizeRun,
  toBenchmarkRecord,
} from '../helpers/benchmarkRecords';
import './benchmark.css';

/** A run ends once the canvas has not committed for this long. */
const SETTLE_MS = 1000;
/** A run that never settles stops here. */
const MAX_RUN_MS = 60_000;

interface ActiveRun {
  id: number;
  nodeCount: BenchmarkSize;
  startedAt: number;
  lastCommitAt: number;
  records: BenchmarkRecord[];
}

/**
 * `/benchmark`: generates a flow of 200, 500 or 1,000 nodes (types cycling message, decision,
 * action, ai; a 400 px grid), draws it with the real editor canvas and measures each commit with
 * React's Profiler; the results download as `flow-benchmark-results.json`.
 */
export function BenchmarkRunner() {
  const { t, i18n } = useTranslation();
  const [size, setSize] = useState<BenchmarkSize>(BENCHMARK_SIZES[0]);
  const [shown, setShown] = useState<{ id: number; nodeCount: BenchmarkSize } | null>(null);
  const [running, setRunning] = useState(false);
  const [runs, setRuns] = useState<BenchmarkRun[]>([]);
  const active = useRef<ActiveRun | null>(null);
  const nextId = useRef(1);

  const onRender: ProfilerOnRenderCallback = useCallback((id, phase, actualDuration, baseDuration) => {
    const run = active.current;
    if (!run) return;
    run.lastCommitAt = performance.now();
    run.records.push(toBenchmarkRecord(id, run.nodeCount, phase, actualDuration, baseDuration, new Date()));
  }, []);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const run = active.current;
      if (!run) return;
      const now = performance.now();
      const settled = run.records.length > 0 && now - run.lastCommitAt >= SETTLE_MS;
      if (!settled && now - run.startedAt < MAX_RUN_MS) return;
      active.current = null;
      setRuns((previous) => [
        ...previous,
        { nodeCount: run.nodeCount, records: run.records, settledAfterMs: run.lastCommitAt - run.startedAt },
      ]);
      setRunning(false);
    }, 200);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = () => {
    const id = nextId.current;
    nextId.current += 1;
    const now = performance.now();
    active.current = { id, nodeCount: size, startedAt: now, lastCommitAt: now, records: [] };
    setShown({ id, nodeCount: size });
    setRunning(true);
  };

  const format = (value: number) => value.toLocaleString(i18n.language, { maximumFractionDigits: 2 });

  return (
    <div className="benchmark">
      <header className="benchmark__bar">
        <div className="benchmark__heading">
          <h1>{t('benchmark.title')}</h1>
          <p>{t('benchmark.intro')}</p>
        </div>
        <fieldset className="benchmark__sizes" disabled={running}>
          <legend>{t('benchmark.sizeLegend')}</legend>
          {BENCHMARK_SIZES.map((option) => (
            <label key={option} className="benchmark__size">
              <input
                type="radio"
                name="benchmark-size"
                value={option}
                checked={size === option}
                onChange={() => setSize(option)}
              />
              {t('benchmark.nodes', { count: option, formatted: format(option) })}
            </label>
          ))}
        </fieldset>
        <div className="benchmark__actions">
          <Button onClick={start} disabled={running}>
            {running ? t('benchmark.running') : t('benchmark.run')}
          </Button>
          <Button
            variant="secondary"
            disabled={runs.length === 0 || running}
            onClick={() => downloadJson(collectResults(runs), BENCHMARK_RESULTS_FILE)}
          >
            {t('benchmark.download')}
          </Button>
          <Button variant="ghost" disabled={runs.length === 0 || running} onClick={() => setRuns([])}>
            {t('benchmark.clear')}
          </Button>
          <Link to="/" className="benchmark__home">
            {t('benchmark.home')}
          </Link>
        </div>
      </header>
      <section className="benchmark__results" aria-live="polite">
        <h2>{t('benchmark.resultsTitle')}</h2>
        {runs.length === 0 ? (
          <p>{running ? t('benchmark.measuring') : t('benchmark.empty')}</p>
        ) : (
          <div className="benchmark__table-wrap">
            <table className="benchmark__table">
              <thead>
                <tr>
                  <th scope="col">{t('benchmark.columns.nodes')}</th>
                  <th scope="col">{t('benchmark.columns.commits')}</th>
                  <th scope="col">{t('benchmark.columns.mount')}</th>
                  <th scope="col">{t('benchmark.columns.total')}</th>
                  <th scope="col">{t('benchmark.columns.slowest')}</th>
                  <th scope="col">{t('benchmark.columns.settled')}</th>
                </tr>
              </thead>
              <tbody>
                {runs.map((run, index) => {
                  const summary = summarizeRun(run);
                  return (
                    // Runs are only ever appended, so the index is a stable key.
                    // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
                    <tr key={index}>
                      <td>{format(summary.nodeCount)}</td>
                      <td>{format(summary.commits)}</td>
                      <td>{format(summary.mountMs)}</td>
                      <td>{format(summary.totalRenderMs)}</td>
                      <td>{format(summary.slowestCommitMs)}</td>
                      <td>{format(summary.settledAfterMs)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="benchmark__stage" aria-label={t('benchmark.canvasLabel')}>
        {shown ? (
          <FlowBenchmark key={shown.id} nodeCount={shown.nodeCount} onRender={onRender} />
        ) : (
          <p className="benchmark__hint">{t('benchmark.hint')}</p>
        )}
      </section>
    </div>
  );
}
