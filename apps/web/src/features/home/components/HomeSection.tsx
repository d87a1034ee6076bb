import type { ReactNode } from 'react';
import './HomeSection.css';

export interface HomeSectionProps {
  id: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  tone?: 'plain' | 'nebula';
}

/** One themed band of the home page with its heading and introduction. */
export function HomeSection({ id, title, intro, children, tone = 'plain' }: HomeSectionProps) {
  return (
    <section id={id} className={`home-section home-section--${tone}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="home-section__title">
          {title}
        </h2>
        {intro && <p className="home-section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
