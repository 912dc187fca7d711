/**
 * Who signs the guides (/wiedza/{slug}): the name and role under each title and the `author` of
 * its Article structured data.
 *
 * The owner fills in `ownerData` below with a real author who can answer for the guides: a
 * named person with the role and credentials to print (e.g. "Anna Nowak", "Doradca kredytowy,
 * 12 lat w bankowości detalicznej"), or a team the owner wants named. Until then the guides are
 * signed by the firm's editorial team, and the launch checklist lists the missing authors
 * (src/content/launch-checklist.ts).
 */
import type { ArticleAuthor } from './types';

/** What only the owner can supply. `undefined` = not supplied yet. */
interface OwnerAuthorData {
  /** The author of the guides, with the role (and credentials) to print under the name. */
  articleAuthor?: ArticleAuthor;
}

const ownerData: OwnerAuthorData = {};

/** The placeholder signature: the firm's editors, named by the brand in the genitive. */
const editors: ArticleAuthor = {
  name: 'Redakcja Spokojnej Raty',
  role: 'Doradcy kredytowi',
  kind: 'Organization',
};

/** The author of every guide that names no other (an article's `author` overrides it). */
export const articleAuthor: ArticleAuthor = ownerData.articleAuthor ?? editors;

/**
 * The name the article modules use for the site's author (`author: editorialTeam`): the same
 * record, so that the owner's author replaces the placeholder on every guide at once.
 */
export const editorialTeam: ArticleAuthor = articleAuthor;

/** True while the guides are signed by the placeholder, not by an author the owner has given. */
export const articleAuthorPending: boolean = ownerData.articleAuthor === undefined;
