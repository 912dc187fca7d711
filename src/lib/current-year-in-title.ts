/** Replaces a four-digit year in an article title with `year` ("Poradnik 2025" → "Poradnik 2026"). */
export function withCurrentYear(title: string, year: number): string {
  return title.replace(/\b(?:19|20)\d{2}\b/, String(year));
}
