// The public face of features/simulation: other features, pages and the app import only this file.
export { SimulationModal } from './components/SimulationModal';
