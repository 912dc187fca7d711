/**
 * Preloaded into the function's Deno process (`deno run --preload`): the `EdgeRuntime` global of
 * Supabase's runtime, which index.ts hands the work after the answer to (the first delivery
 * attempt, the reconciliation of a lead e-mailed while the store was down). With it the entry
 * answers as it does on Supabase instead of waiting up to 3 s for that work. The process lives on
 * anyway, so waitUntil only has to let the work run.
 * Why ours: Supabase's edge runtime runs only in its Docker image (`supabase start`); the bench runs
 * the entry in plain Deno and needs only this one global of it.
 */
const EdgeRuntime = {
  waitUntil(work: Promise<unknown>): void {
    work.catch(() => {});
  },
};
Object.assign(globalThis, { EdgeRuntime });

export {};
