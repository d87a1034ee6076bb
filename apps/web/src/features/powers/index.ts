export { PowersAbout } from './components/PowersAbout';
export { PowersCatalog } from './components/PowersCatalog';
