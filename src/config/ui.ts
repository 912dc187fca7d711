/** Interface constants of spec §9. */
export const DESKTOP_MIN_WIDTH_PX = 768;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const SWIPE_TO_CLOSE_PX = 100;
