import { FRAME_RATE } from './frameRate';

/**
 * When the canvas warns of a low frame rate (spec §9, alert under 25 fps): after two readings in a
 * row under 25 (3 s of slowness, so one slow moment does not flash it), and until two readings in a
 * row at 30 or more (so a rate hovering around 25 does not make it blink).
 */
export const LOW_FRAME_RATE_WARNING = {
  showUnderFps: FRAME_RATE.minFps,
  hideFromFps: FRAME_RATE.minFps + 5,
  readingsToShow: 2,
  readingsToHide: 2,
} as const;

/** Whether the warning shows, and how many readings in a row point the other way. */
export interface LowFrameRateWarningState {
  readonly showing: boolean;
  readonly streak: number;
}

export const NO_LOW_FRAME_RATE_WARNING: LowFrameRateWarningState = { showing: false, streak: 0 };

/**
 * The warning after one frame-rate reading (`null`: no reading, e.g. a hidden tab, changes nothing).
 * @example nextLowFrameRateWarning({ showing: false, streak: 1 }, 18) // { showing: true, streak: 0 }
 */
export function nextLowFrameRateWarning(
  state: LowFrameRateWarningState,
  fps: number | null,
): LowFrameRateWarningState {
  if (fps === null) return state;
  const { showUnderFps, hideFromFps, readingsToShow, readingsToHide } = LOW_FRAME_RATE_WARNING;
  const turning = state.showing ? fps >= hideFromFps : fps < showUnderFps;
  if (!turning) return state.streak === 0 ? state : { showing: state.showing, streak: 0 };
  const streak = state.streak + 1;
  if (streak >= (state.showing ? readingsToHide : readingsToShow))
    return { showing: !state.showing, streak: 0 };
  return { showing: state.showing, streak };
}
