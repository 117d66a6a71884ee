import 'server-only';
import { asc, desc, eq, like } from 'drizzle-orm';
import { CONSULT_SERVICES, consultServiceById, NOT_ONLINE_MSG } from '@/lib/consult/services';
import { CONSULT_CODE, CONSULT_MSG, type ConsultTicketInput, type ServiceListItem } from '@/lib/consult/schemas';
import { ErrorCode } from '@/lib/api/envelope';
import type { TicketView } from '@/lib/consult/types';
import { findOrCreateUser, getUser } from '@/lib/server/accounts';
import { getDb } from '@/lib/server/db/client';
import { consultTickets, purchasers, suppliers } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { consumeSubmission, submissionNo } from '@/lib/server/phone-submissions';
import { verifySmsCode } from '@/lib/server/sms';

// Software-consulting tickets (002 §5, §7): the service list, company suggestions and the
// ticket itself, which a visitor files with a verified phone (and is logged in by).

const SUGGESTIONS = 10;

/** getServiceList (serviceType software_consult): every service with its detail flag. */
export function serviceList(serviceType: string): ServiceListItem[] {
  if (serviceType !== 'software_consult') return [];
  return CONSULT_SERVICES.map((s) => ({ serviceId: s.serviceId, serviceName: s.serviceName, detailFlag: s.detail }));
}

/** getBuInfosByBuName: suppliers and purchasers whose name starts with what was typed, 10 at most. */
export async function suggestCompanies(buName: string): Promise<{ buName: string }[]> {
  if (!buName) return [];
  // LIKE's own wildcards in the typed text match themselves.
  const prefix = `${buName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const db = await getDb();
  const [fromSuppliers, fromPurchasers] = await Promise.all([
    db.select({ name: suppliers.compName }).from(suppliers).where(like(suppliers.compName, prefix)).orderBy(asc(suppliers.compName)).limit(SUGGESTIONS),
    db.select({ name: purchasers.name }).from(purchasers).where(like(purchasers.name, prefix)).orderBy(asc(purchasers.name)).limit(SUGGESTIONS),
  ]);
  const names = [...new Set([...fromPurchasers, ...fromSuppliers].map((r) => r.name))].sort((a, b) => a.length - b.length || a.localeCompare(b, 'zh-CN'));
  return names.slice(0, SUGGESTIONS).map((name) => ({ buName: name }));
}

export interface ConsultAsker {
  userId: number | null;
  client: string;
}

/** A refusal with the code the dialog acts on (1008: refresh the login info; others: show the msg). */
const refusal = (code: number, msg: string, status = 400) => new ApiError(status, code, msg);

/**
 * Files a ticket. The phone is proved by its SMS code (purpose 'consult') unless it is the logged-in
 * user's own; a page that believed another login (jfid) gets 1008 and refreshes. Every service asked
 * about must be online. Returns the ticket number and the user it belongs to.
 */
export async function createTicket(input: ConsultTicketInput, asker: ConsultAsker): Promise<{ ticketNo: string; userId: number }> {
  if (input.jfid !== undefined && input.jfid !== asker.userId) throw refusal(CONSULT_CODE.loginChanged, '登录状态已变化，请重新提交');
  const services = [...new Set(input.ticketField.split(',').map(Number))].map((id) => consultServiceById(id));
  if (services.some((s) => !s)) throw refusal(ErrorCode.badRequest, CONSULT_MSG.services);
  if (services.some((s) => !s!.detail)) throw refusal(ErrorCode.badRequest, NOT_ONLINE_MSG);
  const own = asker.userId !== null && (await getUser(asker.userId))?.mobile === input.phoneNumber;
  if (!own) {
    if (!input.smsCode) throw refusal(ErrorCode.badRequest, CONSULT_MSG.phoneAndCode);
    const verdict = await verifySmsCode(input.phoneNumber, 'consult', input.smsCode);
    if (verdict !== 'ok') throw refusal(CONSULT_CODE.smsWrong, '验证码不正确或已过期');
  }
  if (!(await consumeSubmission('consult', input.phoneNumber, asker.client))) throw refusal(ErrorCode.tooMany, '提交过于频繁，请稍后再试', 429);
  const userId = own ? asker.userId! : (await findOrCreateUser(input.phoneNumber)).user.id;
  const names = services.map((s) => s!.serviceName);
  const no = submissionNo('ZX');
  const db = await getDb();
  await db.insert(consultTickets).values({
    ticketNo: no,
    userId,
    subject: input.subject || `软件咨询：${names.join('、')}`,
    content: input.content,
    ticketField: services.map((s) => s!.serviceId).join(','),
    tags: names.join(','),
    corpName: input.corpName,
    contactName: input.contactName,
    countryCode: input.countryCode,
    phoneNumber: input.phoneNumber,
  });
  return { ticketNo: no, userId };
}

/** The user's consult tickets, newest first (the user centre). */
export async function ownTickets(userId: number, limit = 20): Promise<TicketView[]> {
  const db = await getDb();
  return db
    .select({ ticketNo: consultTickets.ticketNo, subject: consultTickets.subject, status: consultTickets.status, createdAt: consultTickets.createdAt })
    .from(consultTickets)
    .where(eq(consultTickets.userId, userId))
    .orderBy(desc(consultTickets.createdAt), desc(consultTickets.id))
    .limit(limit);
}
