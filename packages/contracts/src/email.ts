// The e-mail rule lives in packages/flow (the engine validates captured e-mails with it too).
export { isValidEmail, normalizeEmail } from '@plubot/flow';
