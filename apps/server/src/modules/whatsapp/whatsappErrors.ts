import { AppError } from '../../lib/AppError';

/** No QR could be had for a pairing (the socket closed first, or the QR would not render). */
export const qrFailed = () => new AppError('WHATSAPP_QR_FAILED');

/** A pairing could not be started (the socket could not be made, or the bot is busy). */
export const initiateFailed = () => new AppError('WHATSAPP_INITIATE_FAILED');

/** A number could not be logged out and forgotten (the bot is busy). */
export const disconnectFailed = () => new AppError('WHATSAPP_DISCONNECT_FAILED');
