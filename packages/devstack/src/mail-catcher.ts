// A mail catcher for `pnpm start`, the end-to-end flows and the reliability suite: an SMTP server
// (smtp-server, nodemailer's authors) that keeps every message in memory, and a small web page
// that lists them, so a newcomer sees every email the store sends. Never for production: the
// server refuses MAIL_CATCHER there.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  id: number;
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface MailCatcher {
  /** SMTP_URL for the server. */
  smtpUrl: string;
  /** The page listing what was caught (JSON at /messages.json). */
  webUrl: string;
  messages(): CaughtMail[];
  /** Resolves with the first message `match` accepts, waiting up to `timeoutMs` for it. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
  stop(): Promise<void>;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function listPage(mails: CaughtMail[]): string {
  const rows = mails
    .toReversed()
    .map(
      (m) =>
        `<tr><td>${escape(m.receivedAt)}</td><td>${escape(m.to.join(', '))}</td><td><a href="/messages/${m.id}">${escape(m.subject)}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Caught mail (${mails.length})</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;color:#0f172a}td,th{padding:.4rem .8rem;border-bottom:1px solid #e2e8f0;text-align:left}</style></head>
<body><h1>Caught mail: ${mails.length}</h1><p>Every email the storefront sent while <code>pnpm start</code> runs. Nothing leaves this machine.</p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}

export async function startMailCatcher({ smtpPort = 0, webPort = 0 } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let next = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            id: next++,
            messageId: parsed.messageId ?? '',
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          });
          waiters.forEach((wake) => wake());
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const smtpAddress = (smtp.server as { address(): AddressInfo }).address();

  const web: HttpServer = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/messages.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
      return;
    }
    const one = /^\/messages\/(\d+)$/.exec(path ?? '');
    const mail = one ? mails.find((m) => m.id === Number(one[1])) : undefined;
    if (mail) {
      // The email's own HTML, as in a sandboxed frame (a unique origin: no scripts, forms or popups),
      // requesting nothing, but with its inline styles: an email's look is its style attributes and
      // <style> blocks, and CSS without a request out can only restyle this page.
      response
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
          'x-content-type-options': 'nosniff',
        })
        .end(mail.html || `<pre>${escape(mail.text)}</pre>`);
      return;
    }
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(listPage(mails));
      return;
    }
    response.writeHead(404).end('Not found');
  });
  await new Promise<void>((resolve) => web.listen(webPort, '127.0.0.1', resolve));
  const webAddress = web.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpAddress.port}`,
    webUrl: `http://127.0.0.1:${webAddress.port}`,
    messages: () => [...mails],
    async waitFor(match, timeoutMs = 15_000) {
      const found = () => mails.find(match);
      const already = found();
      if (already) return already;
      return new Promise<CaughtMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching email within ${timeoutMs} ms; caught: ${mails.map((m) => m.subject).join(' | ')}`),
          );
        }, timeoutMs);
        const check = () => {
          const mail = found();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        waiters.add(check);
      });
    },
    clear: () => void mails.splice(0),
    async stop() {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          web.closeAllConnections();
          web.close(() => resolve());
        }),
      ]);
    },
  };
}
