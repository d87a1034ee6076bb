import {
  claimChallengeResponseSchema,
  cloneResponseSchema,
  coliseumResponseSchema,
  communityProfileBodySchema,
  communityProfileResponseSchema,
  featuredBotsResponseSchema,
  myPublicationsResponseSchema,
  publicationBodySchema,
  publicationResponseSchema,
  rankingResponseSchema,
  towerQuerySchema,
  towerResponseSchema,
} from '../community';
import { defineEndpoint } from './defineEndpoint';

/** The Coliseum (weekly challenges, ranking, featured bots) and the Tower (published bots). */
export const COMMUNITY_ENDPOINTS = {
  coliseum: defineEndpoint({ method: 'GET', path: '/coliseum', response: coliseumResponseSchema }),
  claimChallenge: defineEndpoint({
    method: 'POST',
    path: '/coliseum/challenges/:challengeId/claim',
    response: claimChallengeResponseSchema,
  }),
  ranking: defineEndpoint({ method: 'GET', path: '/coliseum/ranking', response: rankingResponseSchema }),
  updateCommunityProfile: defineEndpoint({
    method: 'PUT',
    path: '/coliseum/profile',
    body: communityProfileBodySchema,
    response: communityProfileResponseSchema,
  }),
  featuredBots: defineEndpoint({
    method: 'GET',
    path: '/coliseum/featured',
    response: featuredBotsResponseSchema,
  }),
  tower: defineEndpoint({
    method: 'GET',
    path: '/tower',
    query: towerQuerySchema,
    response: towerResponseSchema,
  }),
  myPublications: defineEndpoint({
    method: 'GET',
    path: '/tower/mine',
    response: myPublicationsResponseSchema,
  }),
  updatePublication: defineEndpoint({
    method: 'PUT',
    path: '/plubots/:id/publication',
    body: publicationBodySchema,
    response: publicationResponseSchema,
  }),
  cloneTowerBot: defineEndpoint({
    method: 'POST',
    path: '/tower/:publicId/clone',
    response: cloneResponseSchema,
  }),
};
