/** Interface constants of spec §9. */
export const DESKTOP_MIN_WIDTH_PX = 768;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const SWIPE_TO_CLOSE_PX = 100;
/** How long the pointer rests on a term before its explanation opens. */
export const TOOLTIP_DELAY_MS = 700;
/** After an explanation closes, how long another opens at once (moving along a row of terms). */
export const TOOLTIP_SKIP_DELAY_MS = 300;
