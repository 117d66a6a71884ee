import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { loginMenuItemSchema, sessionUserSchema, unreadCountsSchema } from '@/lib/session/types';
import { loginAnswerSchema } from './answers';
import { buInfoByIdsSchema, loginSchema, registerSchema } from './schemas';

// The account and session calls (000 §6-§7, 001 §6-§7, 002 §2).

export const refreshSessionCall = contract(catalogue.refreshSession, {
  summary: 'Renews the login window of a live session and rotates its refresh secret (000 §6 refreshSession).',
  input: z.object({}),
  output: z.null(),
});

export const loginCall = contract(catalogue.login, {
  summary: 'Logs in with phone and SMS code, registering a new phone on the way; sets the session cookie (001 §6 login, 002 §8).',
  input: loginSchema,
  output: loginAnswerSchema,
});

export const registerCall = contract(catalogue.register, {
  summary: 'Registers with phone, SMS code and the agreement accepted; an existing phone is logged in (002 §2, §8 registration).',
  input: registerSchema,
  output: loginAnswerSchema,
});

export const getUserInfoCall = contract(catalogue.getUserInfo, {
  summary: 'The logged-in user with the identity in use and the identities menu (001 §7 getUserInfo).',
  input: z.object({}),
  output: sessionUserSchema,
});

export const getMsgNumCall = contract(catalogue.getMsgNum, {
  summary: "The caller's unread counts by kind, their total and the account status (001 §7 getMsgNum, 001 §6).",
  input: z.object({}),
  output: unreadCountsSchema.extend({
    total: z.number().int(),
    /** 1 to 6: the account must log out (001 §6). */
    accountStat: z.number().int(),
  }),
});

export const getBuInfoByBuIdsCall = contract(catalogue.getBuInfoByBuIds, {
  summary: "Business units by id, only among the caller's own identities (000 §7 getBuInfoByBuIds).",
  input: buInfoByIdsSchema,
  output: z.object({ list: z.array(loginMenuItemSchema) }),
});
