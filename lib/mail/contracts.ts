import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { digestHourSchema, mailAddressSchema, mailBounceSchema, savedSearchMailSchema, subscriptionMailSchema } from './schemas';
import { MAIL_MODES, mailSettingsSchema } from './types';

// The e-mail calls of 账号与安全 and 我的订阅管理 (docs/features.md, E-mail).

export const setMailAddressCall = contract(catalogue.setMailAddress, {
  summary: "Adds or changes the caller's e-mail address: a confirmation link (24 h, single use) is mailed to it, and it is used only once confirmed (docs/features.md, E-mail).",
  input: mailAddressSchema,
  output: mailSettingsSchema,
});

export const setMailDigestHourCall = contract(catalogue.setMailDigestHour, {
  summary: "Sets the hour (0-23, China time) of the caller's daily opportunity digest (docs/features.md, E-mail).",
  input: digestHourSchema,
  output: mailSettingsSchema,
});

export const setSubscriptionMailCall = contract(catalogue.setSubscriptionMail, {
  summary: "Sets the e-mail of one of the caller's opportunity subscriptions: none, instant or the daily digest (docs/features.md, E-mail).",
  input: subscriptionMailSchema,
  output: z.object({ channel: z.number().int(), mode: z.enum(MAIL_MODES) }),
});

export const setSavedSearchMailCall = contract(catalogue.setSavedSearchMail, {
  summary: "Sets the e-mail of one of the caller's saved searches (new matching opportunities): none, instant or the daily digest (docs/features.md, E-mail).",
  input: savedSearchMailSchema,
  output: z.object({ id: z.number().int(), mode: z.enum(MAIL_MODES) }),
});

export const mailBounceCall = contract(catalogue.mailBounce, {
  summary: "The mail provider's bounces and complaints (Authorization: Bearer MAIL_BOUNCE_TOKEN; 404 when the token is not set): a permanent bounce or a complaint stops the address and tells its user, as an SMTP 5xx does (docs/features.md, E-mail).",
  input: mailBounceSchema,
  output: z.object({ stopped: z.number().int() }),
});
