// One log line per request, when its answer is sent (Fastify writes two by default: half the log
// volume under load, and the line carries what an operator reads: method, path, status, time).
// With a destination to write to (main.ts), an answered request's line is written as the JSON text
// pino would have made, without pino: its call was a seventh of a cached read's CPU at the
// default log level (bench/README.md, "Memory and the default settings"). Errors still go through
// pino, with their serializers.
import { hostname } from 'node:os';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/** Where answered requests' lines go, and at which level the server logs. */
export interface RequestLines {
  write(line: string): void;
  level: string;
}

/** pino's fields before a line's own, as its default `base` writes them. */
const base = `"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
const INFO = pino.levels.values.info!;

export class RequestLog extends LogController {
  readonly #write: ((line: string) => void) | undefined;

  constructor(lines?: RequestLines) {
    super();
    const level = lines ? pino.levels.values[lines.level] : undefined;
    // "silent" and unknown levels write nothing, as pino would.
    this.#write = lines && level !== undefined && level <= INFO ? lines.write : undefined;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime);
    if (!error && this.#write) {
      this.#write(completedLine(request.id, request.method, request.url, reply.statusCode, ms));
      return;
    }
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  /**
   * The line of a request answered before Fastify (http/public-fast-path.ts), as requestCompleted
   * writes it; `log` is the server's logger, whose child per request Fastify would have made.
   */
  answeredBeforeRouting(
    log: FastifyBaseLogger,
    error: Error | undefined,
    reqId: string,
    method: string,
    url: string,
    statusCode: number,
    elapsedMs: number,
  ): void {
    const ms = Math.round(elapsedMs);
    if (!error && this.#write) {
      this.#write(completedLine(reqId, method, url, statusCode, ms));
      return;
    }
    const line = { method, url, statusCode, ms };
    if (error) log.child({ reqId }).error({ ...line, err: error }, 'request errored');
    else log.child({ reqId }).info(line, 'request completed');
  }
}

/** pino's JSON for an answered request. The request id is a UUID (app.ts, genReqId) and the method one the parser knows: only the URL needs escaping. */
function completedLine(reqId: string, method: string, url: string, statusCode: number, ms: number): string {
  return `{"level":${INFO},"time":${Date.now()},${base},"reqId":"${reqId}","method":"${method}","url":${JSON.stringify(url)},"statusCode":${statusCode},"ms":${ms},"msg":"request completed"}\n`;
}
