export { PowersAbout } from './components/PowersAbout';
export { PowersCatalog } from './components/PowersCatalog';
export { formatList } from './helpers/formatList';
