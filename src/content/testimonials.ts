import type { SectionHeading } from '@/sections/section-shell';
import type { Testimonial } from '@/sections/testimonial-card';
import type { TestimonialsContent } from '@/sections/testimonials-section';
import { testimonialsLabels } from '@/content/labels';

/** The audiences whose pages can show testimonials. */
export type TestimonialAudience =
  | 'general'
  | 'doctor'
  | 'nurse'
  | 'teacher'
  | 'police'
  | 'soldier'
  | 'military'
  | 'uniformedServices'
  | 'noCreditCapacity';

/**
 * The owner's real testimonials, each with the client's consent, its source and its date
 * (docs/owner-data.md). Empty until the owner supplies them: the site never invents one, and a page
 * shows its testimonials section only when its audience has entries here.
 */
export const ownerTestimonials: Record<TestimonialAudience, Testimonial[]> = {
  general: [],
  doctor: [],
  nurse: [],
  teacher: [],
  police: [],
  soldier: [],
  military: [],
  uniformedServices: [],
  noCreditCapacity: [],
};

/** The testimonials section of a page, or nothing while the owner has supplied none. */
export function testimonialsFor(
  audience: TestimonialAudience,
  heading: SectionHeading,
): TestimonialsContent | undefined {
  const items = ownerTestimonials[audience];
  return items.length > 0 ? { ...heading, items, labels: testimonialsLabels } : undefined;
}
