import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyModal } from './components/lazyModal';
import type { ModalComponentProps, ModalName } from './modalProps';

type ModalComponent<N extends ModalName> =
  | ComponentType<ModalComponentProps<N>>
  | LazyExoticComponent<ComponentType<ModalComponentProps<N>>>;

/**
 * The component of every global modal, loaded on first open. `satisfies` makes a modal without a
 * component, or a component whose props do not fit its modal, a compile error.
 */
export const modalRegistry = {
  embed: lazyModal(() => import('../sharing'), 'SharePanel', 'sharing.openError'),
  simulation: lazyModal(() => import('../simulation'), 'SimulationModal', 'simulation.startError'),
} satisfies { [N in ModalName]: ModalComponent<N> };
