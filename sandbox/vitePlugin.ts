/**
 * Mounts the sandbox services (local stand-ins for the external APIs) into Vite's dev server
 * (`npm run dev`) and preview server (`npm start`, the e2e tests), on the site's own origin.
 * A service is mounted only while its real counterpart is not configured, and starts on its
 * first request, so a page that never calls it costs nothing.
 *
 * Adding a service (YouTube, storefront): write a `SandboxService` beside its emulator and add
 * it to `defaultServices`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inspect } from 'node:util';
import type { Connect, Logger, Plugin, PreviewServer, ViteDevServer } from 'vite';
import { supabaseSandboxService } from './supabase/gateway/service.ts';
import { storefrontSandboxServices } from './storefront/service.ts';
import { youtubeSandboxService } from './youtube/service.ts';

export type SandboxHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

export interface RunningService {
  /** Gets requests below the prefix, with the prefix already stripped from `req.url`. */
  handler: SandboxHandler;
  /** Where its data lives, for the ready line (e.g. "data in .sandbox-data/supabase"). */
  description: string;
  close(): Promise<void>;
}

export interface SandboxService {
  /** For logs, e.g. "Supabase gateway". */
  name: string;
  /** Its base URL on the site's origin, e.g. `/sandbox/supabase`. */
  prefix: string;
  /** The env variable that configures the real service; when it is set, no sandbox. */
  realServiceVariable: string;
  start(): Promise<RunningService>;
}

export const defaultServices: readonly SandboxService[] = [
  supabaseSandboxService(),
  youtubeSandboxService(),
  ...storefrontSandboxServices(),
];

/** An error as a line of the log: its message, or the whole value when it is no Error. */
const describeError = (error: unknown) =>
  error instanceof Error ? error.message : inspect(error, { depth: 3, breakLength: Infinity });

/** Starts `service` once, on first use; a failed start is retried on the next request. */
function lazily(service: SandboxService, logger: Logger) {
  let running: Promise<RunningService> | null = null;
  const start = () => {
    running ??= service.start().then(
      (started) => {
        logger.info(`sandbox: ${service.name} ready at ${service.prefix} (${started.description})`);
        return started;
      },
      (error: unknown) => {
        running = null;
        throw error;
      },
    );
    return running;
  };
  const handle: Connect.NextHandleFunction = (req, res, next) => {
    start().then(
      (started) => started.handler(req, res, next),
      (error: unknown) => {
        logger.error(`sandbox: ${service.name} could not start: ${describeError(error)}`);
        res.statusCode = 500;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ message: `The sandbox ${service.name} could not start.` }));
      },
    );
  };
  const close = async () => {
    const started = await running?.catch(() => null);
    running = null;
    await started?.close();
  };
  return { handle, close };
}

function mount(server: ViteDevServer | PreviewServer, services: readonly SandboxService[]) {
  const { logger } = server.config;
  const mounted = services.map((service) => {
    const instance = lazily(service, logger);
    server.middlewares.use(service.prefix, instance.handle);
    return instance;
  });
  server.httpServer?.once('close', () => {
    Promise.all(mounted.map((instance) => instance.close())).catch((error: unknown) => {
      logger.error(`sandbox: closing failed: ${String(error)}`);
    });
  });
}

function isSet(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export function sandboxPlugin(options: { services?: readonly SandboxService[] } = {}): Plugin {
  const services = options.services ?? defaultServices;
  let enabled: readonly SandboxService[] = [];
  return {
    name: 'editor-portfolio:sandbox',
    configResolved(config) {
      enabled = services.filter((service) => {
        const variable = service.realServiceVariable;
        const real = isSet(config.env[variable]) || isSet(process.env[variable]);
        if (real) config.logger.info(`sandbox: ${service.name} off (${variable} is set)`);
        return !real;
      });
    },
    configureServer(server) {
      mount(server, enabled);
    },
    configurePreviewServer(server) {
      mount(server, enabled);
    },
  };
}
