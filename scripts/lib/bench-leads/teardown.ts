/**
 * What the bench started, stopped in reverse order exactly once: from its `finally`, or from
 * Ctrl-C (SIGINT) or SIGTERM, whichever comes first. A step that fails is reported and the others
 * still run.
 */
export class Teardown {
  readonly #steps: { name: string; stop: () => unknown }[] = [];
  #done: Promise<void> | undefined;

  /** Registers how to stop something just started. */
  add(name: string, stop: () => unknown): void {
    this.#steps.push({ name, stop });
  }

  /** Stops everything registered, last first; the same promise on every call. */
  run(): Promise<void> {
    this.#done ??= (async () => {
      for (const { name, stop } of [...this.#steps].reverse()) {
        try {
          await stop();
        } catch (error) {
          console.error(`bench:leads: stopping ${name} failed: ${String(error)}`);
        }
      }
    })();
    return this.#done;
  }

  /** On SIGINT or SIGTERM: stop everything, then exit 130. */
  onSignals(): void {
    const stop = (signal: NodeJS.Signals) => {
      console.error(`\nbench:leads: ${signal}, stopping everything it started`);
      void this.run().then(() => process.exit(130));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
}
