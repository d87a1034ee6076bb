import type { ReactNode } from 'react';
import './PageTitle.css';

export interface PageTitleProps {
  children: ReactNode;
  subtitle?: ReactNode;
  align?: 'center' | 'start';
}

/** The one `h1` of a screen, with the brand gradient and an optional subtitle. */
export function PageTitle({ children, subtitle, align = 'center' }: PageTitleProps) {
  return (
    <header className={`page-title page-title--${align}`}>
      <h1 className="page-title__heading">{children}</h1>
      {subtitle && <p className="page-title__subtitle">{subtitle}</p>}
    </header>
  );
}
