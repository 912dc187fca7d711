/**
 * The send-email entry run by Deno as a child process, the way production runs it: started on a
 * given port and ready once it answers OPTIONS with 204; killed with SIGKILL and started again on
 * the same port. When it dies by itself (an uncaught error), it is counted and started again, as
 * Supabase's runtime starts a new worker for the next request. The last lines of its stdout and
 * stderr are kept, to show when something fails.
 * Why ours: a process manager restarts on its own schedule; the bench must kill at a chosen moment
 * and count a restart it did not cause.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

export interface DenoFunctionOptions {
  /** The Deno binary. */
  deno: string;
  /** The entry module, relative to cwd. */
  entry: string;
  /** Modules run before the entry (deno run --preload). */
  preload?: string[];
  cwd: string;
  /** The child's whole environment. */
  env: Record<string, string>;
  port: number;
  readyTimeoutMs?: number;
  /** Told when the function died by itself, before it is started again. */
  onCrash?: (how: string) => void;
}

interface Running {
  kill(): void;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
  gone: boolean;
}

const KEPT_LINES = 200;

export class DenoFunction {
  readonly url: string;
  /** How many times the function was started. */
  starts = 0;
  /** How many times it died by itself. */
  crashes = 0;
  /** Why starting it again after a crash failed, if it did. */
  restartError: Error | undefined;
  #running: Running | undefined;
  #stopped = false;
  readonly #lines: string[] = [];

  constructor(private readonly options: DenoFunctionOptions) {
    this.url = `http://127.0.0.1:${options.port}/`;
  }

  /** Starts the process and waits until it answers. */
  async start(): Promise<void> {
    if (this.#stopped) return;
    this.starts += 1;
    const running = this.#spawn(`deno#${this.starts}`);
    this.#running = running;
    void running.exited.then((how) => this.#exitedByItself(running, how));
    await this.#waitReady(running);
  }

  /** SIGKILL, then waits for the process to be gone (start() starts it again). */
  async kill(): Promise<void> {
    const running = this.#running;
    this.#running = undefined;
    if (!running) return;
    running.kill();
    await running.exited;
  }

  /** Kills the process for good: no restart after this. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.kill();
  }

  #exitedByItself(running: Running, how: string): void {
    if (running !== this.#running || this.#stopped) return;
    this.#running = undefined;
    this.crashes += 1;
    this.options.onCrash?.(how);
    this.start().catch((error: unknown) => {
      this.restartError = error instanceof Error ? error : new Error(String(error));
    });
  }

  /** The last `count` lines the function printed (both streams, every start). */
  tail(count = 20): string[] {
    return this.#lines.slice(-count);
  }

  #keep(line: string): void {
    this.#lines.push(line);
    if (this.#lines.length > KEPT_LINES) this.#lines.splice(0, this.#lines.length - KEPT_LINES);
  }

  #spawn(tag: string): Running {
    const { deno, entry, cwd, env, preload = [] } = this.options;
    // --node-modules-dir=manual: zod and postgres come from the project's node_modules, never
    // from the registry (without it Deno downloads them into its own cache).
    const preloads = preload.flatMap((module) => ['--preload', module]);
    const args = ['run', '-A', '--node-modules-dir=manual', ...preloads, entry];
    // Its own process group: Ctrl-C reaches the bench, which stops it, not the function directly.
    const child = spawn(deno, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => this.#keep(`${tag} ${line}`));
    }
    const running: Running = {
      kill: () => child.kill('SIGKILL'),
      gone: false,
      exited: new Promise<string>((resolve) => {
        const done = (how: string) => {
          running.gone = true;
          resolve(how);
        };
        child.once('error', (error) => done(error.message));
        child.once('exit', (code, signal) => done(signal ?? `exit code ${code ?? '?'}`));
      }),
    };
    return running;
  }

  async #waitReady(running: Running): Promise<void> {
    const deadline = Date.now() + (this.options.readyTimeoutMs ?? 60_000);
    while (Date.now() < deadline) {
      // Killed on purpose meanwhile: whoever did it starts the next one.
      if (running !== this.#running) return;
      if (running.gone) {
        throw new Error(`the function stopped before answering (${await running.exited})`);
      }
      try {
        const response = await fetch(this.url, {
          method: 'OPTIONS',
          signal: AbortSignal.timeout(1000),
        });
        await response.arrayBuffer();
        if (response.status === 204) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the function did not answer OPTIONS with 204 within the time limit`);
  }
}
