export { IntegrationFailuresSection } from './components/IntegrationFailuresSection';
export { PowersAbout } from './components/PowersAbout';
export { PowersCatalog } from './components/PowersCatalog';
export { actsInConversations } from './helpers/actsInConversations';
export { formatList } from './helpers/formatList';
export {
  getPowerActionDescription,
  getPowerActionTitle,
  getPowerInputLabel,
  getPowerOptionLabel,
  getPowerOutputLabel,
} from './helpers/powerActionTexts';
