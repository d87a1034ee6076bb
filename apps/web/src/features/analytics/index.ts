// The public face of features/analytics: other features, pages and the app import only this file.

// The dashboard (`/plubot/analytics/:plubotId`).
export { AnalyticsEmpty } from './components/AnalyticsEmpty';
export { AnalyticsRangePicker } from './components/AnalyticsRangePicker';
export { ChannelBreakdown } from './components/ChannelBreakdown';
export { ChannelPicker } from './components/ChannelPicker';
export { DailyChart } from './components/DailyChart';
// The editor's overlay (issue #18): the toggle's panel, the context the canvas reads, badge and label.
export { EdgeTrafficLabel } from './components/EdgeTrafficLabel';
export { FunnelOverlayContext, useFunnelOverlay } from './components/FunnelOverlayContext';
export { EDITOR_RANGE_PRESETS, FunnelPanel } from './components/FunnelPanel';
export { HeadlineFigures } from './components/HeadlineFigures';
export { NodeFunnelBadge } from './components/NodeFunnelBadge';
export { NodeFunnelTable } from './components/NodeFunnelTable';
export { VersionPicker } from './components/VersionPicker';
export { WorstDropOff } from './components/WorstDropOff';
export { downloadAnalyticsCsv, fetchBotFlow } from './helpers/analyticsApi';
export {
  type AnalyticsRange,
  DEFAULT_RANGE_DAYS,
  getPresetRange,
  type RangeChoice,
  type RangePreset,
  resolveRangeChoice,
} from './helpers/analyticsRange';
export { buildFunnelOverlay, edgeTrafficKey, type FunnelOverlay } from './helpers/buildFunnelOverlay';
export { buildNodeRows } from './helpers/buildNodeRows';
export { formatIsoDay } from './helpers/formatIsoDay';
export { getChannelLabelKey } from './helpers/getChannelLabelKey';
export { scaleEdgeWidth } from './helpers/scaleEdgeWidth';
export { useDailyAnalyticsQuery } from './hooks/useDailyAnalyticsQuery';
export { useFunnelQuery } from './hooks/useFunnelQuery';
