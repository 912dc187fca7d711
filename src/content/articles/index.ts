import { articleAuthor } from '@/content/authors';
import type { Article, PublishedArticle } from '@/content/types';
import { typeset } from '@/lib/typography';
import { creditBureausArticle } from './bik-i-biura-informacji-gospodarczej-co-widza-kredytodawcy';
import { householdBudgetArticle } from './budzet-domowy-i-lista-dlugow-przed-wnioskiem';
import { consolidationCreditArticle } from './co-to-jest-kredyt-konsolidacyjny-jak-dziala';
import { rrsoGuideArticle } from './jak-czytac-rrso-i-calkowity-koszt-kredytu';
import { debtFreedomArticle } from './jak-skutecznie-wyjsc-z-dlugow';
import { brokerRegisterArticle } from './jak-sprawdzic-posrednika-kredytowego-w-rejestrze-knf';
import { bailiffCollectorArticle } from './komornik-lub-windykator-pisze-co-robic';
import { paydayConsolidationArticle } from './konsolidacja-chwilowek-kiedy-pomaga-a-kiedy-nie';
import { doctorGuideArticle } from './kredyt-dla-lekarza-etat-kontrakt-dyzury';
import { teacherGuideArticle } from './kredyt-dla-nauczyciela-dochody-i-dokumenty';
import { nurseGuideArticle } from './kredyt-dla-pielegniarki-i-poloznej';
import { educationWorkersGuideArticle } from './kredyt-dla-pracownikow-oswiaty-bez-tajemnic';
import { withdrawalArticle } from './odstapienie-od-umowy-kredytu-w-14-dni';
import { earlyRepaymentArticle } from './wczesniejsza-splata-kredytu-ile-kosztuje';
import { newestFirst, withoutByline } from './registry';
import { readTimeOf } from './read-time';

/** Every article module, in any order: the registry sorts them. */
const written: Article[] = [
  creditBureausArticle,
  householdBudgetArticle,
  consolidationCreditArticle,
  rrsoGuideArticle,
  debtFreedomArticle,
  brokerRegisterArticle,
  bailiffCollectorArticle,
  paydayConsolidationArticle,
  doctorGuideArticle,
  teacherGuideArticle,
  nurseGuideArticle,
  educationWorkersGuideArticle,
  withdrawalArticle,
  earlyRepaymentArticle,
];

/** An article as published: the author record resolved, the read time counted from the body. */
function publish(article: Article): PublishedArticle {
  return {
    ...withoutByline(article),
    author: article.author ?? articleAuthor,
    readTime: readTimeOf(article.content),
  };
}

/**
 * All articles, newest first, typeset for Polish (non-breaking spaces after one-letter words and
 * between a number and its unit; the HTML markup of the bodies is left as written).
 */
export const articles: PublishedArticle[] = typeset(written.map(publish).sort(newestFirst));

/** How many related articles an article shows (spec §9). */
export const RELATED_ARTICLES_COUNT = 2;

export function findArticle(slug: string): PublishedArticle | undefined {
  return articles.find((article) => article.slug === slug);
}

/** What relatedness reads of an article. */
type Relatable = Pick<PublishedArticle, 'slug' | 'id' | 'date' | 'category' | 'tags'>;

const tagKey = (tag: string) => tag.toLocaleLowerCase('pl').replace(/\s+/g, ' ').trim();

/**
 * The articles closest to one, for the "read also" block: scored one point for the same category
 * and one for each shared tag, the newest first among equals; never the article itself.
 */
export function relatedTo<T extends Relatable>(
  article: Relatable,
  pool: readonly T[],
  count = RELATED_ARTICLES_COUNT,
): T[] {
  const tags = new Set(article.tags.map(tagKey));
  const score = (other: Relatable) =>
    (other.category === article.category ? 1 : 0) +
    other.tags.filter((tag) => tags.has(tagKey(tag))).length;
  return pool
    .filter((other) => other.slug !== article.slug)
    .map((other) => ({ other, score: score(other) }))
    .sort((a, b) => b.score - a.score || newestFirst(a.other, b.other))
    .slice(0, count)
    .map(({ other }) => other);
}

/** The articles shown under an article as related (RELATED_ARTICLES_COUNT of them). */
export function relatedArticles(slug: string): PublishedArticle[] {
  const article = findArticle(slug);
  return article ? relatedTo(article, articles) : [];
}
