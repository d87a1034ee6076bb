import type { ChannelState, WhatsAppTemplate } from '@plubot/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { chooseWhatsAppTemplate, fetchWhatsAppTemplates } from '../helpers/channelsApi';
import {
  listTemplateChoices,
  NO_TEMPLATE,
  readChosenTemplate,
  templateValue,
  toTemplateChoice,
} from '../helpers/whatsAppTemplateView';
import './WhatsAppTemplateChooser.css';

/** The query of a bot's approved WhatsApp templates. */
export const whatsAppTemplatesQueryKey = (plubotId: string) => ['channels', plubotId, 'whatsapp-templates'];

export interface WhatsAppTemplateChooserProps {
  plubotId: string;
  /** The connected WhatsApp Cloud channel (its details name the account and the chosen template). */
  state: ChannelState;
  /** The channel's state once a choice is saved. */
  onSaved: (next: ChannelState) => void;
}

/**
 * «Plantilla fuera de las 24 h» of the connected WhatsApp Cloud card (issue #33): the approved
 * templates of the bot's WhatsApp Business Account (read from Meta by the server) in a select with
 * «Ninguna», each with its language, and the chosen one's text; saved with 'Guardar'. Templates
 * Plubot cannot fill are listed but disabled. Without the account's id, it says how to add it.
 */
export function WhatsAppTemplateChooser({ plubotId, state, onSaved }: WhatsAppTemplateChooserProps) {
  const { t } = useTranslation();
  const hasAccount = Boolean(state.details.wabaId);
  const templates = useQuery({
    queryKey: whatsAppTemplatesQueryKey(plubotId),
    queryFn: ({ signal }) => fetchWhatsAppTemplates(plubotId, signal),
    enabled: hasAccount,
    staleTime: 60_000,
  });

  let body: ReactNode;
  if (!hasAccount)
    body = <p className="channels-tab__muted">{t('sharing.channels.whatsappCloud.template.noWaba')}</p>;
  else if (templates.isPending)
    body = <Spinner label={t('sharing.channels.whatsappCloud.template.loading')} />;
  else if (templates.isError)
    body = (
      <div className="whatsapp-tab__row" role="alert">
        <span>
          {getErrorMessage(templates.error, t('sharing.channels.whatsappCloud.template.loadFailed'))}
        </span>
        <Button size="sm" variant="secondary" onClick={() => void templates.refetch()}>
          {t('sharing.channels.whatsappCloud.template.retry')}
        </Button>
      </div>
    );
  else
    body = (
      <WhatsAppTemplateForm plubotId={plubotId} state={state} templates={templates.data} onSaved={onSaved} />
    );

  return (
    <section className="template-chooser" aria-labelledby={`${plubotId}-template-title`}>
      <h4 id={`${plubotId}-template-title`} className="template-chooser__title">
        {t('sharing.channels.whatsappCloud.template.title')}
      </h4>
      <p className="channels-tab__muted">{t('sharing.channels.whatsappCloud.template.text')}</p>
      {body}
    </section>
  );
}

/** The select, the chosen template's text and 'Guardar', once the templates are known. */
export function WhatsAppTemplateForm({
  plubotId,
  state,
  templates,
  onSaved,
}: WhatsAppTemplateChooserProps & { templates: readonly WhatsAppTemplate[] }) {
  const { t } = useTranslation();
  const selectId = useId();
  const chosen = readChosenTemplate(state.details);
  const saved = chosen ? templateValue(chosen) : NO_TEMPLATE;
  const [selected, setSelected] = useState(saved);
  // What the server keeps wins when it changes (saved here, or reconnected).
  useEffect(() => setSelected(saved), [saved]);
  const save = useMutation({
    mutationFn: (value: string) => chooseWhatsAppTemplate(plubotId, toTemplateChoice(value)),
    onSuccess: onSaved,
  });
  const choices = listTemplateChoices(templates, chosen);
  const preview = choices.find((choice) => choice.value === selected)?.template;
  const label = (template: WhatsAppTemplate) => ({ name: template.name, language: template.languageCode });

  return (
    <form
      className="channels-tab__form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(selected);
      }}
    >
      <p className="channels-tab__muted">
        {chosen
          ? t('sharing.channels.whatsappCloud.template.current', label(chosen))
          : t('sharing.channels.whatsappCloud.template.currentNone')}
      </p>
      {templates.length === 0 && (
        <p className="channels-tab__muted">{t('sharing.channels.whatsappCloud.template.empty')}</p>
      )}
      <label htmlFor={selectId}>{t('sharing.channels.whatsappCloud.template.label')}</label>
      <select
        id={selectId}
        className="channels-tab__input"
        value={selected}
        onChange={(event) => {
          setSelected(event.target.value);
          save.reset();
        }}
      >
        <option value={NO_TEMPLATE}>{t('sharing.channels.whatsappCloud.template.none')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.disabled
              ? t('sharing.channels.whatsappCloud.template.unusable', label(choice.template))
              : t('sharing.channels.whatsappCloud.template.option', label(choice.template))}
          </option>
        ))}
      </select>
      {preview && (
        <figure className="template-chooser__preview">
          <figcaption>
            {t('sharing.channels.whatsappCloud.template.preview')}
            {preview.category &&
              ` · ${t('sharing.channels.whatsappCloud.template.category', { category: preview.category })}`}
          </figcaption>
          <blockquote>{preview.bodyText}</blockquote>
          <p className="channels-tab__muted">
            {preview.parameterCount > 0
              ? t('sharing.channels.whatsappCloud.template.carriesText', { slot: '{{1}}' })
              : t('sharing.channels.whatsappCloud.template.noText')}
          </p>
        </figure>
      )}
      <div className="whatsapp-tab__row">
        <Button type="submit" size="sm" disabled={save.isPending || selected === saved}>
          {save.isPending
            ? t('sharing.channels.whatsappCloud.template.saving')
            : t('sharing.channels.whatsappCloud.template.save')}
        </Button>
      </div>
      {save.isSuccess && (
        <p className="whatsapp-tab__notice whatsapp-tab__notice--success" role="status">
          {t('sharing.channels.whatsappCloud.template.saved')}
        </p>
      )}
      {save.isError && (
        <p className="whatsapp-tab__notice whatsapp-tab__notice--error" role="alert">
          {getErrorMessage(save.error)}
        </p>
      )}
    </form>
  );
}
