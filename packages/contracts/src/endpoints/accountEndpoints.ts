import { accountExportSchema, deleteAccountBodySchema } from '../account';
import {
  authResponseSchema,
  changePasswordBodySchema,
  emailOnlyBodySchema,
  googleCallbackQuerySchema,
  googleCallbackResponseSchema,
  googleLoginQuerySchema,
  googleLoginResponseSchema,
  loginBodySchema,
  messageResponseSchema,
  profileResponseSchema,
  refreshBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  subscribeBodySchema,
  tokenPairResponseSchema,
} from '../auth';
import { billingConfigResponseSchema, checkoutBodySchema, checkoutResponseSchema } from '../billing';
import {
  dailyRewardBodySchema,
  gamificationFactBodySchema,
  gamificationStateSchema,
  progressTimelineSchema,
  unlockBodySchema,
} from '../gamification';
import { defineEndpoint } from './defineEndpoint';

/** Accounts, sessions, the newsletter and progress (spec app.md §7). */
export const ACCOUNT_ENDPOINTS = {
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    body: registerBodySchema,
    response: messageResponseSchema,
    auth: false,
  }),
  verifyEmail: defineEndpoint({
    method: 'GET',
    path: '/auth/verify-email/:token',
    response: messageResponseSchema,
    auth: false,
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/auth/resend-verification',
    body: emailOnlyBodySchema,
    response: messageResponseSchema,
    auth: false,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    body: loginBodySchema,
    response: authResponseSchema,
    auth: false,
  }),
  // The web client calls these two itself (`lib/apiClient.ts`, the auth store), outside `callApi`.
  refreshSession: defineEndpoint({
    method: 'POST',
    path: '/auth/refresh',
    body: refreshBodySchema,
    response: tokenPairResponseSchema,
    auth: false,
  }),
  logout: defineEndpoint({ method: 'POST', path: '/auth/logout', response: messageResponseSchema }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    body: emailOnlyBodySchema,
    response: messageResponseSchema,
    auth: false,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/reset-password',
    body: resetPasswordBodySchema,
    response: messageResponseSchema,
    auth: false,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/auth/change-password',
    body: changePasswordBodySchema,
    response: messageResponseSchema,
  }),
  profile: defineEndpoint({ method: 'GET', path: '/auth/profile', response: profileResponseSchema }),
  billingConfig: defineEndpoint({
    method: 'GET',
    path: '/billing/config',
    response: billingConfigResponseSchema,
    auth: false,
  }),
  createCheckout: defineEndpoint({
    method: 'POST',
    path: '/billing/checkout',
    body: checkoutBodySchema,
    response: checkoutResponseSchema,
  }),
  exportAccount: defineEndpoint({ method: 'GET', path: '/auth/export', response: accountExportSchema }),
  deleteAccount: defineEndpoint({
    method: 'POST',
    path: '/auth/delete-account',
    body: deleteAccountBodySchema,
    response: messageResponseSchema,
  }),
  updateProfile: defineEndpoint({
    method: 'POST',
    path: '/auth/update-profile',
    body: 'multipart',
    response: profileResponseSchema,
  }),
  googleLogin: defineEndpoint({
    method: 'GET',
    path: '/auth/google/login',
    query: googleLoginQuerySchema,
    response: googleLoginResponseSchema,
    auth: false,
  }),
  googleCallback: defineEndpoint({
    method: 'GET',
    path: '/auth/google/callback',
    query: googleCallbackQuerySchema,
    response: googleCallbackResponseSchema,
    auth: false,
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/subscribe',
    body: subscribeBodySchema,
    response: messageResponseSchema,
    auth: false,
  }),
  gamificationMe: defineEndpoint({
    method: 'GET',
    path: '/gamification/me',
    response: gamificationStateSchema,
  }),
  claimDailyReward: defineEndpoint({
    method: 'POST',
    path: '/gamification/daily-reward',
    body: dailyRewardBodySchema,
    response: gamificationStateSchema,
  }),
  gamificationFact: defineEndpoint({
    method: 'POST',
    path: '/gamification/facts',
    body: gamificationFactBodySchema,
    response: gamificationStateSchema,
  }),
  unlockItem: defineEndpoint({
    method: 'POST',
    path: '/gamification/unlock',
    body: unlockBodySchema,
    response: gamificationStateSchema,
  }),
  progressTimeline: defineEndpoint({
    method: 'GET',
    path: '/gamification/timeline',
    response: progressTimelineSchema,
  }),
};
