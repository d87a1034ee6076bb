// The public face of features/templates: the template catalogue the editor's Plantillas and
// `/plubot/create/{templateId}` start bots from.

export { listTemplateProPowers } from './helpers/listTemplateProPowers';
export { fetchTemplates, findTemplateById, localize, TEMPLATES_QUERY } from './helpers/templateCatalogue';
