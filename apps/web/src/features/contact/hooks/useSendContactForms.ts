import { API, type EndpointBody } from '@plubot/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/callApi';

/** Sends the /contact form (POST /api/contact). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof API.sendContactMessage>) =>
      callApi(API.sendContactMessage, { body }),
  });
}

/** Sends the /tu-opinion form (POST /api/feedback). */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof API.sendFeedback>) => callApi(API.sendFeedback, { body }),
  });
}
