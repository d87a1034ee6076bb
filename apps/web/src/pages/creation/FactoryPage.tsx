import { useEffect } from 'react';
import { useStore } from 'zustand';
import { CreationLab } from '../../features/creation/components/CreationLab';
import { FactoryIntro } from '../../features/creation/components/FactoryIntro';
import { creationLabStore } from '../../features/creation/stores/createLabStore';
import { LabStoreContext } from '../../features/creation/stores/LabStoreContext';

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
    </LabStoreContext.Provider>
  );
}
