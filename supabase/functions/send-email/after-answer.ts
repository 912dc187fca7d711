/**
 * Work that follows an answer (a first delivery attempt, the team's e-mail about a claim): kept
 * running after the answer by the platform's waitUntil (Supabase's EdgeRuntime.waitUntil, the
 * Node server's event loop); without one, the answer waits for it, at most `waitMs`.
 */
export interface AfterAnswer {
  waitUntil?: (work: Promise<unknown>) => void;
  log(line: string): void;
}

export async function afterAnswer(
  work: Promise<unknown>,
  deps: AfterAnswer,
  waitMs: number,
): Promise<void> {
  if (deps.waitUntil) {
    deps.waitUntil(work);
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    work,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
}
