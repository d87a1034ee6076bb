import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BytePanel } from '../../features/byte';
import {
  CreationLab,
  type CreationTemplate,
  creationLabStore,
  fetchTemplate,
  LabMessage,
  LabStoreContext,
} from '../../features/creation';

type Lookup =
  | { status: 'checking' }
  | { status: 'found'; template: CreationTemplate }
  | { status: 'unknown' };

/**
 * `/plubot/create/:templateId`: the creation lab with the template remembered, so the bot starts
 * from the template's flow when it has one; an unknown template starts from the initial flow,
 * with a notice.
 */
export function CreateFromTemplatePage() {
  const { t } = useTranslation();
  const { templateId = '' } = useParams();
  const [lookup, setLookup] = useState<Lookup>({ status: 'checking' });

  useEffect(() => {
    const store = creationLabStore.getState();
    if (store.templateId !== templateId) store.setTemplate(templateId, null);
    if (!store.started) store.startLab();
    let current = true;
    setLookup({ status: 'checking' });
    void fetchTemplate(templateId).then((template) => {
      if (!current) return;
      creationLabStore.getState().setTemplate(templateId, template?.flow ?? null);
      setLookup(template ? { status: 'found', template } : { status: 'unknown' });
    });
    return () => {
      current = false;
    };
  }, [templateId]);

  const notice =
    lookup.status === 'checking' ? (
      <LabMessage tone="info">{t('creation.lab.template.checking')}</LabMessage>
    ) : lookup.status === 'found' ? (
      <LabMessage tone="success">
        {t('creation.lab.template.found', { name: lookup.template.name })}
      </LabMessage>
    ) : (
      <LabMessage tone="warning">{t('creation.lab.template.unknown', { id: templateId })}</LabMessage>
    );

  return (
    <LabStoreContext.Provider value={creationLabStore}>
      <CreationLab
        mode="create"
        notice={notice}
        templateName={lookup.status === 'found' ? lookup.template.name : templateId}
      />
      <BytePanel context="lab" />
    </LabStoreContext.Provider>
  );
}
