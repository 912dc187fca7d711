/** Wires the handler to its transport and the clock, from the configuration. */
import type { FunctionConfig } from './config.ts';
import { handleRequest, type Deps } from './handler.ts';
import type { Transport } from './mail.ts';
import { createOutboxTransport, type OutboxFiles } from './outbox.ts';
import { createResendTransport } from './resend.ts';

/** What the runtime (Deno or Node) provides. */
export interface Platform {
  /** File access for the outbox transport. */
  files: OutboxFiles;
  /** Technical log lines; console.error by default. */
  log?: (line: string) => void;
  /** The outbox's one line per lead; console.log by default. */
  print?: (line: string) => void;
  fetch?: typeof fetch;
}

export function createTransport(config: FunctionConfig, platform: Platform): Transport {
  if (config.transport === 'resend') {
    return createResendTransport({
      apiKey: config.resendApiKey,
      apiUrl: config.resendApiUrl,
      ...(platform.fetch ? { fetch: platform.fetch } : {}),
    });
  }
  return createOutboxTransport({
    dir: config.outboxDir,
    files: platform.files,
    ...(platform.print ? { print: platform.print } : {}),
  });
}

export function createHandler(
  config: FunctionConfig,
  platform: Platform,
): (request: Request) => Promise<Response> {
  const deps: Deps = {
    transport: createTransport(config, platform),
    config,
    now: () => new Date(),
    log: platform.log ?? ((line) => console.error(line)),
  };
  return (request) => handleRequest(request, deps);
}
