/**
 * The local stand-in for a mail service: a tiny HTTP server on 127.0.0.1 that stores every .eml
 * the worker POSTs (see workers/mail/transport.ts) as a file, so local mail can be opened in any
 * mail program or read in a text editor. scripts/serve.ts starts it and tells the worker its URL.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import { basename, dirname, join } from "node:path";

export interface MailSink {
  url: string;
  dir: string;
  close(): Promise<void>;
}

/** Mail sits next to the database it belongs to: .wrangler/state → .wrangler/mail, .wrangler/e2e-state → .wrangler/e2e-mail. */
export function mailDirFor(stateDir: string): string {
  const name = basename(stateDir);
  const mailName = /state$/.test(name) ? name.replace(/state$/, "mail") : `${name}-mail`;
  return join(dirname(stateDir), mailName);
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function headerValue(eml: string, name: string): string {
  const match = eml.match(new RegExp(`^${name}:\\s*(.*)$`, "im"));
  return match?.[1]?.trim() ?? "";
}

/** e.g. 2026-11-22T08-15-02-123Z_outbox-12_made@example.com.eml: sorted by time, findable by recipient. */
function fileNameFor(eml: string): string {
  const time = new Date().toISOString().replace(/[:.]/g, "-");
  const messageId = headerValue(eml, "Message-ID").replace(/^<|@.*$/g, "");
  const to = headerValue(eml, "To");
  const safe = (value: string) => value.replace(/[^A-Za-z0-9@._-]/g, "_").slice(0, 80);
  return `${time}_${safe(messageId)}_${safe(to)}.eml`;
}

export function startMailSink(dir: string, port = 0): Promise<MailSink> {
  mkdirSync(dir, { recursive: true });
  const server = createServer(async (request, response) => {
    if (request.method !== "POST") {
      response.writeHead(405, { allow: "POST" }).end();
      return;
    }
    const eml = (await bodyOf(request)).toString("utf8");
    if (!/^From:/im.test(eml) || !/^To:/im.test(eml)) {
      response.writeHead(400, { "content-type": "text/plain" }).end("not an RFC 5322 message");
      return;
    }
    const file = join(dir, fileNameFor(eml));
    writeFileSync(file, eml);
    response.writeHead(201, { "content-type": "text/plain" }).end(file);
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const boundPort = typeof address === "object" && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${boundPort}/`,
        dir,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
