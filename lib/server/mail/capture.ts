import 'server-only';
import { desc, eq, lt } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { CapturedMail, CapturedSummary } from '@/lib/mail/types';
import { getDb } from '@/lib/server/db/client';
import { mailCaptures } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';

// The development SMTP capture (docs/decisions/0017): an SMTP server on loopback that keeps every
// message it receives in mail_capture, so every app process (and the tests) read the same mails at
// /dev/mail-inbox. Never a real mail server: it accepts anything from this machine and relays nothing.

const MAX_BYTES = 2 * 1024 * 1024;

export interface MailCapture {
  port: number;
  close(): Promise<void>;
}

/** Starts the capture on loopback (`port` 0: a free one); rejects when the port is taken. */
export function startMailCapture(port: number): Promise<MailCapture> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
        storeCapture(raw, from, to).then(
          () => callback(),
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
        );
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      server.on('error', (err: Error) => log.warn('mail.capture_error', { error: err.message }));
      const address = server.server.address();
      resolve({ port: typeof address === 'object' && address ? address.port : port, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

async function storeCapture(raw: string, envelopeFrom: string, envelopeTo: string): Promise<void> {
  const parsed = await simpleParser(raw);
  const db = await getDb();
  await db.insert(mailCaptures).values({ envelopeFrom, envelopeTo, subject: parsed.subject ?? '', sentAt: parsed.date ?? null, raw });
}

/** The newest captured messages. */
export async function listCaptures(limit: number): Promise<CapturedSummary[]> {
  const db = await getDb();
  return db
    .select({ id: mailCaptures.id, to: mailCaptures.envelopeTo, subject: mailCaptures.subject, receivedAt: mailCaptures.receivedAt })
    .from(mailCaptures)
    .orderBy(desc(mailCaptures.id))
    .limit(limit);
}

/** One captured message, parsed: its HTML and text bodies and every header line. */
export async function getCapture(id: number): Promise<CapturedMail | null> {
  const db = await getDb();
  const [row] = await db.select().from(mailCaptures).where(eq(mailCaptures.id, id));
  if (!row) return null;
  const parsed = await simpleParser(row.raw);
  return {
    id: row.id,
    to: row.envelopeTo,
    from: row.envelopeFrom,
    subject: row.subject,
    receivedAt: row.receivedAt,
    html: parsed.html || null,
    text: parsed.text ?? '',
    // As written (the parser's keys are lower-cased), folded lines joined again (RFC 5322 unfolding).
    headers: parsed.headerLines.map((h) => ({ name: h.line.slice(0, h.line.indexOf(':')), value: h.line.slice(h.line.indexOf(':') + 1).replace(/\r?\n(?=[ \t])/g, '').trim() })),
    raw: row.raw,
  };
}

/** Days the capture keeps a message: enough to read a demo's or a test run's mail, never a growing table. */
export const CAPTURE_KEEP_DAYS = 7;

/** Drops captured messages received before `before`. */
export async function pruneCaptures(before: Date): Promise<number> {
  const db = await getDb();
  const removed = await db.delete(mailCaptures).where(lt(mailCaptures.receivedAt, before)).returning({ id: mailCaptures.id });
  return removed.length;
}
