import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { getDb } from '@/lib/server/db/client';
import { mailAddresses, mailCaptures } from '@/lib/server/db/schema';
import { startMailCapture, type MailCapture } from '@/lib/server/mail/capture';
import { transportFor, setMailTransport } from '@/lib/server/mail/transport';

// Mail for the integration tests: the development capture on a free loopback port (what the demo
// runs), or an SMTP server that refuses every recipient with a given code; reading a mail back parsed.

let capture: MailCapture | null = null;

/** Sends this process's mail to a capture of its own (started once). */
export async function captureMail(): Promise<void> {
  capture ??= await startMailCapture(0);
  setMailTransport(transportFor(`smtp://127.0.0.1:${capture.port}`));
}

/** Sends this process's mail to a server that answers every RCPT TO with `code` (e.g. 550, 451); returns its stop. */
export async function refuseMail(code: number): Promise<() => Promise<void>> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error(code >= 500 ? 'mailbox unavailable' : 'try again later'), { responseCode: code }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  setMailTransport(transportFor(`smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every captured mail to `email`, parsed, oldest first. */
export async function mailsTo(email: string): Promise<ParsedMail[]> {
  const db = await getDb();
  const rows = await db.select({ raw: mailCaptures.raw }).from(mailCaptures).where(eq(mailCaptures.envelopeTo, email)).orderBy(mailCaptures.id);
  return Promise.all(rows.map((r) => simpleParser(r.raw)));
}

/** A confirmed address for `userId`, written directly (the confirmation itself has its own tests). */
export async function confirmedAddress(userId: number, email = `u${userId}.${Date.now().toString(36)}@example.com`, digestHour = 8): Promise<string> {
  const db = await getDb();
  await db.insert(mailAddresses).values({ userId, email, state: 'active', digestHour }).onConflictDoUpdate({ target: mailAddresses.userId, set: { email, state: 'active', digestHour } });
  return email;
}
