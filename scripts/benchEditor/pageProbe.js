// The in-page instruments of `npm run bench:editor`, injected before any script of the page runs
// (Playwright init script, as plain JavaScript so that nothing rewrites it on the way in). It reads
// `window.__plubotBenchConfig` ({ count, columns, spacing }: the grid the page draws) and exposes
// `window.__plubotBench`:
// - `ready`: set once every grid node that intersects the React Flow pane is drawn (in the DOM and
//   not hidden by React Flow while it measures) under a viewport that has left the identity
//   transform (the fit or the saved viewport is applied) and held still for a frame. `ready.at` is
//   `performance.now()` of that frame: milliseconds since navigation start.
// - `startFrames()` / `stopFrames()`: requestAnimationFrame intervals in between, in ms, with the
//   distance the viewport travelled and the zoom range it went through.
// - `findPanePoint()`: a point of the window where the pane itself is under the pointer.
// - `readView()`: the current transform and the nodes in the DOM.
(() => {
  const config = window.__plubotBenchConfig;
  const READY_TIMEOUT_MS = config.readyTimeoutMs;
  /** Nodes overlapping the pane by less than this many screen pixels are not expected drawn. */
  const EDGE_MARGIN_PX = 2;
  /** Up to this many changes of what is on screen are kept in `trace`, to see where the wait went. */
  const TRACE_LIMIT = 100;
  const bench = { ready: null, timedOut: false, checks: 0, trace: [] };
  window.__plubotBench = bench;

  const readTransform = (flow) => {
    const viewport = flow.querySelector('.react-flow__viewport');
    const match = viewport?.style.transform.match(
      /translate\(\s*(-?[\d.e+-]+)px,\s*(-?[\d.e+-]+)px\)\s*scale\(\s*([\d.e+-]+)\)/,
    );
    return match ? { x: Number(match[1]), y: Number(match[2]), zoom: Number(match[3]) } : null;
  };

  /** The smallest drawn node's size, in flow pixels (layout sizes ignore the viewport's scale). */
  const readNodeSize = (elements) => {
    let width = 0;
    let height = 0;
    let seen = 0;
    for (const element of elements) {
      if (element.style.visibility === 'hidden' || element.offsetWidth === 0) continue;
      width = seen === 0 ? element.offsetWidth : Math.min(width, element.offsetWidth);
      height = seen === 0 ? element.offsetHeight : Math.min(height, element.offsetHeight);
      seen += 1;
      if (seen === 50) break;
    }
    return seen === 0 ? null : { width, height };
  };

  /** Ids of the grid nodes whose box overlaps the pane. */
  const expectedIds = (transform, paneWidth, paneHeight, size) => {
    const { count, columns, spacing } = config;
    const zoom = transform.zoom;
    const margin = EDGE_MARGIN_PX / zoom;
    const left = -transform.x / zoom + margin;
    const top = -transform.y / zoom + margin;
    const right = left + paneWidth / zoom - 2 * margin;
    const bottom = top + paneHeight / zoom - 2 * margin;
    const rows = Math.ceil(count / columns);
    const ids = new Set();
    const firstColumn = Math.max(0, Math.floor((left - size.width) / spacing));
    const lastColumn = Math.min(columns - 1, Math.ceil(right / spacing));
    const firstRow = Math.max(0, Math.floor((top - size.height) / spacing));
    const lastRow = Math.min(rows - 1, Math.ceil(bottom / spacing));
    for (let row = firstRow; row <= lastRow; row += 1) {
      for (let column = firstColumn; column <= lastColumn; column += 1) {
        const index = row * columns + column;
        const x = column * spacing;
        const y = row * spacing;
        if (index >= count || x + size.width <= left || x >= right) continue;
        if (y + size.height <= top || y >= bottom) continue;
        ids.add(`n${index}`);
      }
    }
    return ids;
  };

  let candidate = null;
  let lastCheckAt = 0;
  const note = (entry) => {
    if (bench.trace.length < TRACE_LIMIT) bench.trace.push(entry);
  };
  const checkReady = (now) => {
    if (bench.ready) return;
    if (now > READY_TIMEOUT_MS) {
      bench.timedOut = true;
      return;
    }
    requestAnimationFrame(checkReady);
    bench.checks += 1;
    // A frame that came this late means the main thread was busy meanwhile.
    if (now - lastCheckAt > 500) note({ at: Math.round(now), frameGapMs: Math.round(now - lastCheckAt) });
    lastCheckAt = now;
    const flow = document.querySelector('.react-flow');
    const transform = flow && readTransform(flow);
    if (!transform || (transform.x === 0 && transform.y === 0 && transform.zoom === 1)) {
      const dom = flow ? flow.querySelectorAll('.react-flow__node').length : 0;
      const view = flow ? 'identity' : 'no canvas';
      const last = bench.trace[bench.trace.length - 1];
      if (last?.dom !== dom || last?.view !== view) note({ at: Math.round(now), dom, view });
      candidate = null;
      return;
    }
    const elements = flow.querySelectorAll('.react-flow__node');
    const size = readNodeSize(elements);
    if (!size) {
      candidate = null;
      return;
    }
    const expected = expectedIds(transform, flow.clientWidth, flow.clientHeight, size);
    let drawn = 0;
    for (const element of elements) {
      if (element.style.visibility !== 'hidden' && expected.has(element.dataset.id)) drawn += 1;
    }
    const key = `${transform.x},${transform.y},${transform.zoom}`;
    const last = bench.trace[bench.trace.length - 1];
    if (!last || last.dom !== elements.length || last.drawn !== drawn || last.view !== key) {
      note({ at: Math.round(now), dom: elements.length, drawn, expected: expected.size, view: key });
    }
    if (expected.size === 0 || drawn < expected.size) {
      candidate = null;
    } else if (candidate?.key === key) {
      bench.ready = { ...candidate.ready };
    } else {
      const ready = {
        at: now,
        expected: expected.size,
        domNodes: elements.length,
        transform,
        nodeSize: size,
      };
      candidate = { key, ready };
    }
  };
  requestAnimationFrame(checkReady);

  let frames = null;
  bench.startFrames = () => {
    const recorded = { intervals: [], x: [], y: [], zoom: [] };
    frames = recorded;
    let last = null;
    const record = (now) => {
      if (frames !== recorded) return;
      if (last !== null) recorded.intervals.push(now - last);
      last = now;
      const flow = document.querySelector('.react-flow');
      const transform = flow && readTransform(flow);
      if (transform) {
        recorded.x.push(transform.x);
        recorded.y.push(transform.y);
        recorded.zoom.push(transform.zoom);
      }
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  };
  /** The intervals since startFrames, and how far the viewport travelled meanwhile. */
  bench.stopFrames = () => {
    const recorded = frames ?? { intervals: [], x: [], y: [], zoom: [] };
    frames = null;
    const span = (values) => (values.length === 0 ? 0 : Math.max(...values) - Math.min(...values));
    return {
      intervals: recorded.intervals,
      panned: Math.round(Math.hypot(span(recorded.x), span(recorded.y))),
      zoomRange: recorded.zoom.length === 0 ? null : [Math.min(...recorded.zoom), Math.max(...recorded.zoom)],
    };
  };

  bench.findPanePoint = (preferX, preferY) => {
    const flow = document.querySelector('.react-flow');
    if (!flow) return null;
    const box = flow.getBoundingClientRect();
    const startX = box.left + box.width * preferX;
    const startY = box.top + box.height * preferY;
    for (let radius = 0; radius <= 300; radius += 8) {
      for (let step = 0; step < Math.max(1, radius); step += 1) {
        const angle = (step / Math.max(1, radius)) * 2 * Math.PI;
        const x = Math.round(startX + radius * Math.cos(angle));
        const y = Math.round(startY + radius * Math.sin(angle));
        if (document.elementFromPoint(x, y)?.classList.contains('react-flow__pane')) return { x, y };
      }
    }
    return null;
  };

  bench.readView = () => {
    const flow = document.querySelector('.react-flow');
    return {
      transform: flow ? readTransform(flow) : null,
      domNodes: document.querySelectorAll('.react-flow__node').length,
      domEdges: document.querySelectorAll('.react-flow__edge').length,
    };
  };
})();
