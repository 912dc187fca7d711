/**
 * Where the advisers' page lives, defined once for the site (src/config/paths.ts reads it) and for
 * the send-email function (its e-mails link to the page). Kept apart from ./adviser-request.ts,
 * which re-exports it, so that the site's route table, loaded on every page, takes this one string
 * and not the request schema. It imports nothing.
 */

/**
 * The advisers' claim and outcome page (noindex, out of the sitemap, never cached). The function's
 * links are `<site>${ADVISER_LEAD_PATH}#<token>`: the token in the fragment, which the browser never
 * sends to a server (no access log, no Referer holds it); the page reads it from there.
 */
export const ADVISER_LEAD_PATH = '/doradca/zgloszenie';
