import { PRODUCT_SLUG } from './product';

/** Names of the window events the app shell broadcasts and listens to. */
export const APP_EVENTS = {
  openModal: `${PRODUCT_SLUG}-open-modal`,
  closeModal: `${PRODUCT_SLUG}-close-modal`,
  flowDataUpdate: `${PRODUCT_SLUG}-flow-data-update`,
  flowSaved: 'flow-saved',
  preloadError: 'preload-error',
} as const;

export interface FlowSavedDetail {
  success: boolean;
  message?: string;
}
