import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { readAllSchema } from '@/lib/user-center/schemas';
import { inboxListSchema, readMessageSchema } from './schemas';
import { inboxPageSchema } from './types';

// The inbox's calls (站内信, 001 §7): the caller's own messages only.

/** The message a call acted on. */
const messageIdSchema = z.object({ id: z.number().int().positive() });

export const getInboxListCall = contract(catalogue.getInboxList, {
  summary: "A page of the caller's inbox messages of one kind, with the unread count of every kind (001 §7 inbox).",
  input: inboxListSchema,
  output: inboxPageSchema,
});

export const readInboxMessageCall = contract(catalogue.readInboxMessage, {
  summary: "Marks one of the caller's inbox messages read; the unread badge counts down (001 §7 inbox).",
  input: readMessageSchema,
  output: messageIdSchema,
});

export const readAllInboxMessagesCall = contract(catalogue.readAllInboxMessages, {
  summary: "Marks the caller's unread inbox messages read, of one kind or of all; answers how many (001 §7 inbox).",
  input: readAllSchema,
  output: z.object({ read: z.number().int().min(0) }),
});

export const deleteInboxMessageCall = contract(catalogue.deleteInboxMessage, {
  summary: "Deletes one of the caller's inbox messages (001 §7 inbox).",
  input: readMessageSchema,
  output: messageIdSchema,
});
