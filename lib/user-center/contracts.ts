import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { changeMobileSchema, profileSchema } from './schemas';
import { changedMobileSchema, endedSessionsSchema, savedProfileSchema } from './types';

// The calls of the user centre's 账号与安全 section (docs/features.md, User centre).

export const updateUserProfileCall = contract(catalogue.updateUserProfile, {
  summary: "Saves the caller's display name and, when given, the uploaded avatar or its removal (docs/features.md, User centre 账号与安全).",
  input: profileSchema,
  output: savedProfileSchema,
});

export const logoutEverywhereCall = contract(catalogue.logoutEverywhere, {
  summary: "Ends every session of the caller's account, this one included (docs/features.md, User centre 退出所有设备).",
  input: z.object({}),
  output: endedSessionsSchema,
});

export const changeMobileCall = contract(catalogue.changeMobile, {
  summary: "Changes the caller's phone, with SMS codes sent to the old and the new phone (docs/features.md, User centre 账号与安全).",
  input: changeMobileSchema,
  output: changedMobileSchema,
});
