import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './Hologram.css';

export interface HologramProps {
  name: string;
  color: string;
}

/** The bot taking shape: its name floating over a beam in its colour. */
export function Hologram({ name, color }: HologramProps) {
  const { t } = useTranslation();
  const shown = name.trim() || t('creation.lab.hologram.placeholder');
  return (
    <figure
      className="hologram"
      style={{ '--holo-color': color } as CSSProperties}
      role="img"
      aria-label={t('creation.lab.hologram.aria', { name: shown })}
    >
      <div className="hologram__bot motion-loop" aria-hidden="true">
        <span className="hologram__eye" />
        <span className="hologram__eye" />
      </div>
      <div className="hologram__beam" aria-hidden="true" />
      <figcaption className="hologram__name" aria-hidden="true">
        {shown}
      </figcaption>
    </figure>
  );
}
