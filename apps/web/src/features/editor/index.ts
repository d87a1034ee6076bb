// The public face of features/editor: other features, pages and the app import only this file.

export { benchmarkProfilerId, FlowBenchmark } from './components/benchmark/FlowBenchmark';
export { FlowEditor } from './components/FlowEditor';
export { fetchPlubots } from './helpers/editorApi';
export { pickMostRecentPlubot } from './helpers/pickMostRecentPlubot';
