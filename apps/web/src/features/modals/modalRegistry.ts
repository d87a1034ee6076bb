import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyModal } from '../chat';
import type { ModalName, ModalProps } from './stores/useModalStore';

export interface GlobalModalProps {
  props: ModalProps;
  onClose: () => void;
}

type ModalComponent = ComponentType<GlobalModalProps> | LazyExoticComponent<ComponentType<GlobalModalProps>>;

/**
 * The component shown for each global modal. The screens that own a modal (template selector,
 * embed, import/export) register it here with `React.lazy`, so its code loads only when opened.
 */
export const modalRegistry: Partial<Record<ModalName, ModalComponent>> = {
  embed: lazyModal(() => import('../sharing/components/SharePanel'), 'SharePanel', 'sharing.openError'),
  simulation: lazyModal(
    () => import('../simulation/components/SimulationModal'),
    'SimulationModal',
    'simulation.startError',
  ),
};
