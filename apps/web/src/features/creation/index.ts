// The public face of features/creation: other features, pages and the app import only this file.

export { ActivationNoticeBanner } from './components/ActivationNoticeBanner';
export { CreationDraftOffer } from './components/CreationDraftOffer';
export { CreationLab } from './components/CreationLab';
export { FactoryIntro } from './components/FactoryIntro';
export { Hologram } from './components/Hologram';
export { LabMessage } from './components/LabMessage';
export { ChatLinkPanel } from './components/quick/ChatLinkPanel';
export { QuickBotForm } from './components/quick/QuickBotForm';
export { QuickBotPreview } from './components/quick/QuickBotPreview';
export type { CreationTemplate } from './helpers/fetchTemplate';
export { fetchTemplate } from './helpers/fetchTemplate';
export { getPlubotLoadError } from './helpers/getPlubotLoadError';
export type { TypewriterTiming } from './helpers/getTypewriterFrame';
export { getDraftResumePath, isResumableDraft } from './helpers/isResumableDraft';
export type { QuickBotFormError, QuickBotFormValues } from './helpers/quickBotForm';
export { createMenuRow, createQuickBotFormValues, validateQuickBotForm } from './helpers/quickBotForm';
export { readQuickBotAnswers } from './helpers/readQuickBotAnswers';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { useSaveQuickBot } from './hooks/useSaveQuickBot';
export { useTypewriter } from './hooks/useTypewriter';
export { creationLabStore, identityLabStore } from './stores/createLabStore';
export { LabStoreContext } from './stores/LabStoreContext';
