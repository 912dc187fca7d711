/** The middle value (the upper one of the two middles for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const finite = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return finite.length ? (finite[Math.floor(finite.length / 2)] as number) : Number.NaN;
}
