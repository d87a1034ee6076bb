import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HUB_REGIONS } from '../helpers/hubRegions';

/** Where each region sits on the map (percent of the map), around the user at the centre. */
const REGION_POSITIONS: Record<(typeof HUB_REGIONS)[number]['id'], { x: number; y: number }> = {
  factory: { x: 21, y: 30 },
  academy: { x: 50, y: 17 },
  marketplace: { x: 79, y: 30 },
  coliseum: { x: 79, y: 70 },
  tower: { x: 50, y: 83 },
  sanctuary: { x: 21, y: 70 },
};

export interface RegionMapProps {
  /** The user's level, shown at the map's core. */
  level: number | undefined;
}

/**
 * The six regions of the Pluniverse as planets on orbits around the user, each a real link. On
 * narrow screens the map becomes a grid of the same links.
 */
export function RegionMap({ level }: RegionMapProps) {
  const { t } = useTranslation();
  return (
    <section className="hub-map" aria-labelledby="hub-map-title">
      <h2 id="hub-map-title" className="hub-section__title">
        {t('pluniverse.map.heading')}
      </h2>
      <div className="hub-map__space">
        <svg className="hub-map__orbits" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
          <ellipse cx="50" cy="50" rx="14" ry="17" />
          <ellipse cx="50" cy="50" rx="29" ry="37" />
          <ellipse cx="50" cy="50" rx="44" ry="47" className="hub-map__orbit--outer" />
        </svg>
        <div className="hub-map__core" aria-hidden="true">
          <span className="hub-map__core-label">{t('pluniverse.map.core')}</span>
          {level !== undefined && <span className="hub-map__core-level">{level}</span>}
        </div>
        <ul className="hub-map__regions" aria-label={t('pluniverse.map.listLabel')}>
          {HUB_REGIONS.map((region, index) => {
            const position = REGION_POSITIONS[region.id];
            const style = {
              '--region-color': region.color,
              '--region-x': `${position.x}%`,
              '--region-y': `${position.y}%`,
              '--region-delay': `${index * -1.3}s`,
            } as CSSProperties;
            return (
              <li key={region.id} className="hub-region" style={style}>
                <Link to={region.route} className="hub-region__link">
                  <span className="hub-region__planet motion-loop" aria-hidden="true">
                    <span className="hub-region__glyph">{region.glyph}</span>
                  </span>
                  <span className="hub-region__text">
                    <span className="hub-region__name">{t(`pluniverse.regions.${region.id}.name`)}</span>
                    <span className="hub-region__description">
                      {t(`pluniverse.regions.${region.id}.description`)}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
