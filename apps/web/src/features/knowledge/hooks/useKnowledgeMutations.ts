import type { UpdateKnowledgeSourceBody } from '@plubot/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  answerUnanswered,
  createKnowledgeSource,
  deleteKnowledgeSource,
  KNOWLEDGE_QUERY_KEY,
  knowledgeSourceKey,
  knowledgeSourcesKey,
  type NewKnowledgeSource,
  searchKnowledge,
  unansweredKey,
  updateKnowledgeSource,
} from '../helpers/knowledgeApi';
import {
  type KnowledgeSourcesResponse,
  removeSource,
  sourceVersion,
  upsertSource,
} from '../helpers/sourcesCache';
import { removeAnsweredGroups, type UnansweredResponse } from '../helpers/unansweredDisplay';

type SourceAnswer = Awaited<ReturnType<typeof createKnowledgeSource>>;

/** Puts a source as the server answered it into the list and its passages' cache, then reads the list again. */
function useStoreSourceAnswer(plubotId: string) {
  const queryClient = useQueryClient();
  return (answer: SourceAnswer) => {
    queryClient.setQueryData<KnowledgeSourcesResponse>(knowledgeSourcesKey(plubotId), (list) =>
      upsertSource(list, answer.source),
    );
    queryClient.setQueryData(
      knowledgeSourceKey(plubotId, answer.source.id, sourceVersion(answer.source)),
      answer,
    );
    void queryClient.invalidateQueries({ queryKey: knowledgeSourcesKey(plubotId) });
  };
}

/** «Añadir una fuente»: a text, FAQ, web page or file. */
export function useAddKnowledgeSource(plubotId: string) {
  const store = useStoreSourceAnswer(plubotId);
  return useMutation({
    mutationFn: (source: NewKnowledgeSource) => createKnowledgeSource(plubotId, source),
    onSuccess: store,
  });
}

/** Saves a source's changes, or reads a web page or file again (`refresh`). */
export function useUpdateKnowledgeSource(plubotId: string, sourceId: string) {
  const store = useStoreSourceAnswer(plubotId);
  return useMutation({
    mutationFn: (changes: UpdateKnowledgeSourceBody) => updateKnowledgeSource(plubotId, sourceId, changes),
    onSuccess: store,
  });
}

/** Deletes a source; the list and the usage are read again. */
export function useDeleteKnowledgeSource(plubotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: string) => deleteKnowledgeSource(plubotId, sourceId),
    onSuccess: (_answer, sourceId) => {
      queryClient.setQueryData<KnowledgeSourcesResponse>(knowledgeSourcesKey(plubotId), (list) =>
        removeSource(list, sourceId),
      );
      queryClient.removeQueries({ queryKey: [...KNOWLEDGE_QUERY_KEY, plubotId, 'source', sourceId] });
      void queryClient.invalidateQueries({ queryKey: knowledgeSourcesKey(plubotId) });
    },
  });
}

/** «Probar»: what the bot would answer to a question. */
export function useKnowledgeSearch(plubotId: string) {
  return useMutation({ mutationFn: (query: string) => searchKnowledge(plubotId, query) });
}

/** «Añadir respuesta»: the group leaves the list and the «Respuestas añadidas» source changes. */
export function useAnswerUnanswered(plubotId: string) {
  const queryClient = useQueryClient();
  const store = useStoreSourceAnswer(plubotId);
  return useMutation({
    mutationFn: (answer: { questionIds: string[]; question: string; answer: string }) =>
      answerUnanswered(plubotId, answer),
    onSuccess: (answer, sent) => {
      queryClient.setQueryData<UnansweredResponse>(unansweredKey(plubotId), (data) =>
        data ? { ...data, groups: removeAnsweredGroups(data.groups, sent.questionIds) } : data,
      );
      store(answer);
    },
  });
}
