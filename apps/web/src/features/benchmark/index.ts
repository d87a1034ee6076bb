// The public face of features/benchmark: other features, pages and the app import only this file.
export { BenchmarkRunner } from './components/BenchmarkRunner';
