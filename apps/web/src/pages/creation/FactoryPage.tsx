import { useEffect } from 'react';
import { useStore } from 'zustand';
import { BytePanel } from '../../features/byte';
import { CreationLab, creationLabStore, FactoryIntro, LabStoreContext } from '../../features/creation';

/**
 * `/factory`: the 'Fábrica de Bots' intro, then the creation lab. The draft is kept in the
 * browser, so a reload returns to the lab where the user was.
 */
export function FactoryPage() {
  const started = useStore(creationLabStore, (state) => state.started);

  useEffect(() => {
    // A plain creation: a template remembered from /plubot/create/:templateId no longer applies.
    if (creationLabStore.getState().templateId) creationLabStore.getState().setTemplate(null, null);
  }, []);

  return (
    <LabStoreContext.Provider value={creationLabStore}>
      {started ? (
        <CreationLab mode="create" />
      ) : (
        <FactoryIntro onStart={() => creationLabStore.getState().startLab()} />
      )}
      <BytePanel context="lab" />
    </LabStoreContext.Provider>
  );
}
