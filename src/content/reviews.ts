import type { Review, ReviewsContent } from '@/sections/reviews-section';
import { formatDatePl, pluralPl } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { reviewsLabels } from '@/content/labels';

/**
 * The firm's public Google reviews, copied by the owner from its Business Profile. Fill in all of
 * it or none: the profile's address (where every visitor can check the reviews), the average and
 * the count the profile shows on `checkedOn`, and the reviews copied word for word with their
 * authors as the profile shows them. Until then the site shows no rating, count or review anywhere
 * (an invented or unverifiable review is an unfair commercial practice).
 */
export interface OwnerGoogleProfile {
  profileUrl: string;
  average: number;
  total: number;
  /** ISO date on which the average and the count were read from the profile. */
  checkedOn: string;
  reviews: Review[];
}

// Asserted, not annotated: an annotated `undefined` narrows to undefined where it is read.
const ownerGoogleProfile = undefined as OwnerGoogleProfile | undefined;

/** The stars scale of Google reviews. */
const SCALE = 5;
/** How many of the copied reviews the block shows: the last ones (spec §2). */
const SHOWN = 3;

/** Polish plural of "opinia" after a number: 1 opinia, 2–4 opinie, 5+ opinii (and 12–14 opinii). */
export function opinions(count: number): string {
  return pluralPl(count, 'opinia', 'opinie', 'opinii');
}

/** The reviews block's content for a configured profile; exported for its tests. */
export function googleReviewsFrom(profile: OwnerGoogleProfile): ReviewsContent | undefined {
  const complete =
    profile.profileUrl.startsWith('https://') &&
    profile.total > 0 &&
    profile.average > 0 &&
    profile.average <= SCALE &&
    profile.reviews.length > 0;
  if (!complete) return undefined;
  return {
    ...typeset({
      eyebrow: 'Opinie w Google',
      title: 'Co piszą o nas klienci',
      lead: 'Opinie przepisane z naszej wizytówki w Google. Wszystkie, także te krytyczne, przeczytasz w samej wizytówce.',
    }),
    average: profile.average,
    total: profile.total,
    scale: SCALE,
    shown: SHOWN,
    sourceLabel: `${profile.total} ${opinions(profile.total)} w Google (stan na ${formatDatePl(profile.checkedOn)})`,
    profileUrl: profile.profileUrl,
    reviews: profile.reviews,
    labels: reviewsLabels,
  };
}

/**
 * The reviews block, or `undefined` while the owner has not configured the Google profile: pages
 * render `{googleReviews ? <ReviewsSection {...googleReviews} /> : null}`.
 */
export const googleReviews: ReviewsContent | undefined = ownerGoogleProfile
  ? googleReviewsFrom(ownerGoogleProfile)
  : undefined;
