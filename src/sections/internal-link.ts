/**
 * A link inside the site: `path` is always a value of src/config/paths.ts (or an article path).
 *
 * The one shape many sections share (features, checklists, questions, calls to action, quotes,
 * tabs, offers). Every other section's props live in its own file, beside the component that
 * renders them, and content modules import them from there, type-only.
 */
export interface InternalLink {
  text: string;
  path: string;
}
