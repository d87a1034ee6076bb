import type { ReactNode } from 'react';
import './AnalyticsDashboard.css';

/**
 * The sideways-scrolling box around a funnel table: a named, focusable region, so a keyboard alone
 * can scroll a table wider than a phone (axe scrollable-region-focusable).
 */
export function FunnelTableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to be scrolled by keys
    <section className="funnel-table__scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
