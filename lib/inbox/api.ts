import { request } from '@/lib/api/request';
import { readInboxMessageCall } from './contracts';

// The inbox's one client call: a message opened is marked read before its link is followed.

/** POST readInboxMessage; resolves once the server has it (a failure leaves the message unread). */
export async function markMessageRead(id: number): Promise<void> {
  await request(readInboxMessageCall, { id });
}
