import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { Spinner } from '../../components/Spinner';
import { BytePanel } from '../../features/byte';
import {
  CreationLab,
  getPlubotLoadError,
  identityLabStore,
  LabMessage,
  LabStoreContext,
} from '../../features/creation';
import { fetchPlubot } from '../../features/plubots';
import './EditIdentityPage.css';

/**
 * `/plubot/edit/identity/:plubotId`: the lab in edit mode. The bot loads on entry; another id
 * than the stored draft's resets the draft, while unsaved changes to the same bot survive a reload.
 */
export function EditIdentityPage() {
  const { t } = useTranslation();
  const { plubotId = '' } = useParams();
  const [ready, setReady] = useState(false);
  const query = useQuery({
    queryKey: ['plubot', plubotId],
    queryFn: () => fetchPlubot(plubotId),
    retry: false,
    staleTime: 0,
  });

  useEffect(() => {
    const draft = identityLabStore.getState();
    if (draft.plubotId !== plubotId) {
      draft.clear();
      setReady(false);
    }
  }, [plubotId]);

  useEffect(() => {
    if (!query.data || query.data.id !== plubotId) return;
    const draft = identityLabStore.getState();
    const keepChanges = draft.plubotId === plubotId && draft.dirty;
    if (!keepChanges) draft.loadPlubot(query.data);
    setReady(true);
  }, [query.data, plubotId]);

  const back = (
    <Link to="/profile" className="edit-identity__back">
      ← {t('creation.lab.backToProfile')}
    </Link>
  );

  let content: ReactNode;
  if (query.isError) {
    const error = getPlubotLoadError(query.error);
    const text =
      error.key === 'creation.lab.errors.notFound'
        ? t(error.key)
        : t(error.key, { reason: error.reason ?? (error.reasonKey ? t(error.reasonKey) : '') });
    content = (
      <div className="edit-identity__state">
        {back}
        <LabMessage tone="error">{text}</LabMessage>
        <ButtonLink to="/profile" variant="secondary">
          {t('creation.lab.backToProfile')}
        </ButtonLink>
      </div>
    );
  } else if (!ready) {
    content = (
      <div className="edit-identity__state edit-identity__state--loading">
        <Spinner size="lg" />
        <p>{t('creation.lab.loading')}</p>
      </div>
    );
  } else {
    content = <CreationLab mode="edit" headerStart={back} />;
  }

  return (
    <LabStoreContext.Provider value={identityLabStore}>
      {content}
      <BytePanel context="lab" />
    </LabStoreContext.Provider>
  );
}
