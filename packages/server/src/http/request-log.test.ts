import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog, type RequestLines } from './request-log.ts';

/** A server answering GET /items and failing GET /broken, logging through pino into `lines`. */
async function serverLogging(level: string, requestLines?: (write: (line: string) => void) => RequestLines) {
  const lines: string[] = [];
  const write = (line: string) => {
    lines.push(...line.split('\n').filter(Boolean));
  };
  const app = Fastify({
    logger: { level, stream: { write } },
    logController: new RequestLog(requestLines?.(write)),
  });
  app.get('/items', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
  return { app, lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** A line without what differs between two requests: its time, its request id and its milliseconds. */
const without = ({ time: _time, reqId: _reqId, ms: _ms, ...rest }: Record<string, unknown>) => rest;

describe('the request log', () => {
  it('writes the line pino writes, without pino', async () => {
    const url = '/items?q="quoted" and \\ back, ঢাকা';
    const viaPino = await serverLogging('info');
    const direct = await serverLogging('info', (write) => ({ write, level: 'info' }));
    await viaPino.app.inject({ method: 'GET', url });
    await direct.app.inject({ method: 'GET', url });
    const [pinoLine] = viaPino.lines();
    const [directLine] = direct.lines();
    expect(direct.lines()).toHaveLength(1);
    expect(Object.keys(directLine!)).toEqual(Object.keys(pinoLine!));
    expect(without(directLine!)).toEqual(without(pinoLine!));
    expect(directLine).toMatchObject({ msg: 'request completed', url: pinoLine!.url, statusCode: 200 });
    expect(directLine!.url).toContain('\\');
    expect(typeof directLine!.time).toBe('number');
    expect(typeof directLine!.reqId).toBe('string');
  });

  it('writes no line above the info level, where errors still go through pino', async () => {
    const quiet = await serverLogging('warn', (write) => ({ write, level: 'warn' }));
    await quiet.app.inject({ method: 'GET', url: '/items' });
    expect(quiet.lines()).toEqual([]);
    await quiet.app.inject({ method: 'GET', url: '/broken' });
    expect(quiet.lines()).toEqual([expect.objectContaining({ level: 50, msg: 'broken on purpose' })]);
  });
});
