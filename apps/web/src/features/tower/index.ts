// The public face of features/tower: pages import only this file.
export { MyPublications } from './components/MyPublications';
export { TowerGallery } from './components/TowerGallery';
