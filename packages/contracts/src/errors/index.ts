export {
  ERROR_CATALOGUE,
  type ErrorCode,
  type ErrorDefinition,
  type ErrorSide,
  isErrorCode,
  type ServerErrorCode,
} from './errorCatalogue';
export { ERROR_MESSAGES, type ErrorLanguage, type ErrorMessageKey } from './errorMessages';
export { type ErrorMessageParams, formatErrorMessage } from './formatErrorMessage';
