import type { Plubot, Tone } from '@plubot/contracts';
import { PERSONALITIES } from '@plubot/contracts';
import { QUICK_BOT_TEXTS } from '@plubot/flow';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { BytePanel } from '../../features/byte';
import {
  ChatLinkPanel,
  createMenuRow,
  createQuickBotFormValues,
  getPlubotLoadError,
  Hologram,
  LabMessage,
  QuickBotForm,
  type QuickBotFormError,
  type QuickBotFormValues,
  QuickBotPreview,
  readQuickBotAnswers,
  useSaveQuickBot,
  validateQuickBotForm,
} from '../../features/creation';
import { fetchPlubot, fetchPlubotFlow, isInitialFlow, usePlubotsQuery } from '../../features/plubots';
import { ApiError } from '../../lib/apiClient';
import './PersonalizationPage.css';

const DEFAULT_COLOR = '#8B5CF6';

/** The form of an existing bot: its identity, and the answers its flow was made from when it was. */
function toFormValues(plubot: Plubot, nodes: unknown[]): QuickBotFormValues {
  const answers = readQuickBotAnswers(nodes);
  const tone = PERSONALITIES.some((personality) => personality.id === plubot.tone)
    ? (plubot.tone as Tone)
    : '';
  const base = createQuickBotFormValues();
  return {
    ...base,
    plubotId: plubot.id,
    name: plubot.name,
    tone,
    welcomeMessage: answers?.welcomeMessage ?? plubot.initial_message,
    menuQuestion: answers?.menuQuestion || QUICK_BOT_TEXTS.menuQuestion,
    menu: answers ? answers.menu.map((item) => createMenuRow(item.label, item.answer)) : base.menu,
    collect: answers?.collect ?? base.collect,
    farewellMessage: answers?.farewellMessage || QUICK_BOT_TEXTS.farewell,
  };
}

/**
 * `/personalization`: the quick "Plubot Despierto" creator of the free plan. Name, personality,
 * welcome, a menu of up to 3 buttons with their answers and what to ask the visitor; saving
 * creates or updates the bot and generates its flow, then shows its public chat link.
 */
export function PersonalizationPage() {
  const { t } = useTranslation();
  const selectId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const targetId = searchParams.get('plubotId');
  const [values, setValues] = useState<QuickBotFormValues>(createQuickBotFormValues);
  const [errors, setErrors] = useState<QuickBotFormError[]>([]);
  const [saved, setSaved] = useState<Plubot | null>(null);
  const list = usePlubotsQuery();
  const { mutation: save, startNew } = useSaveQuickBot();

  const source = useQuery({
    queryKey: ['quick-bot-source', targetId],
    queryFn: async () => {
      const id = targetId ?? '';
      const [plubot, flow] = await Promise.all([fetchPlubot(id), fetchPlubotFlow(id)]);
      return { plubot, flow };
    },
    enabled: targetId !== null,
    retry: false,
    staleTime: 0,
  });

  useEffect(() => {
    if (source.data) setValues(toFormValues(source.data.plubot, source.data.flow.nodes));
  }, [source.data]);

  const replacesEditorFlow =
    source.data !== undefined &&
    readQuickBotAnswers(source.data.flow.nodes) === null &&
    !isInitialFlow({ nodes: source.data.flow.nodes, edges: source.data.flow.edges });

  const chooseTarget = (id: string) => {
    setErrors([]);
    setSaved(null);
    save.reset();
    if (id === '') {
      startNew();
      setValues(createQuickBotFormValues());
      setSearchParams({}, { replace: true });
    } else {
      setSearchParams({ plubotId: id }, { replace: true });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateQuickBotForm(values);
    setErrors(problems);
    if (problems.length > 0) return;
    save.mutate(values, {
      onSuccess: (plubot) => {
        setSaved(plubot);
        setValues((current) => ({ ...current, plubotId: plubot.id }));
        if (!targetId) setSearchParams({ plubotId: plubot.id }, { replace: true });
      },
    });
  };

  const saveError = (() => {
    if (!save.isError) return null;
    const error = save.error;
    if (error instanceof ApiError) {
      if (error.status === 409) return t('creation.quick.errors.flowConflict');
      if (error.isNetworkError) return t('creation.quick.errors.offline');
      if (error.message) return error.message;
    }
    return t('creation.quick.errors.saveFailed');
  })();

  const loadError = source.isError ? getPlubotLoadError(source.error) : null;
  const serverBots = (list.data?.plubots ?? []).filter((bot) => !bot.isLocal);
  const color = PERSONALITIES.find((personality) => personality.id === values.tone)?.color ?? DEFAULT_COLOR;

  return (
    <section className="quick-page container">
      <PageTitle subtitle={t('creation.quick.subtitle')}>{t('creation.quick.title')}</PageTitle>

      {saved && <ChatLinkPanel plubot={saved} />}

      <div className="quick-page__target">
        <label htmlFor={selectId} className="lab-field__label">
          {t('creation.quick.target')}
        </label>
        <select
          id={selectId}
          className="lab-select"
          value={targetId ?? ''}
          onChange={(event) => chooseTarget(event.target.value)}
        >
          <option value="">{t('creation.quick.targetNew')}</option>
          {serverBots.map((bot) => (
            <option key={bot.id} value={bot.id}>
              {bot.name}
            </option>
          ))}
          {targetId && !serverBots.some((bot) => bot.id === targetId) && (
            <option value={targetId}>{source.data?.plubot.name ?? targetId}</option>
          )}
        </select>
      </div>

      {loadError && (
        <LabMessage tone="error">
          {loadError.key === 'creation.lab.errors.notFound'
            ? t(loadError.key)
            : t(loadError.key, {
                reason: loadError.reason ?? (loadError.reasonKey ? t(loadError.reasonKey) : ''),
              })}
        </LabMessage>
      )}
      {replacesEditorFlow && <LabMessage tone="warning">{t('creation.quick.replaceWarning')}</LabMessage>}

      {source.isLoading ? (
        <div className="quick-page__loading">
          <Spinner /> {t('creation.quick.loadingBot')}
        </div>
      ) : (
        <form className="quick-page__layout" onSubmit={onSubmit} noValidate>
          <div className="quick-page__form">
            <QuickBotForm values={values} onChange={setValues} errors={errors} disabled={save.isPending} />
            {errors.length > 0 && (
              <LabMessage tone="error">
                <ul className="quick-page__errors">
                  {errors.map((error) => (
                    <li key={error.field}>{t(error.key, { n: error.n })}</li>
                  ))}
                </ul>
              </LabMessage>
            )}
            {saveError && <LabMessage tone="error">{saveError}</LabMessage>}
            <Button type="submit" size="lg" disabled={save.isPending}>
              {save.isPending ? t('creation.quick.saving') : t('creation.quick.save')}
            </Button>
          </div>
          <aside className="quick-page__side">
            <Hologram name={values.name} color={color} />
            <QuickBotPreview values={values} />
          </aside>
        </form>
      )}
      <BytePanel context="lab" />
    </section>
  );
}
