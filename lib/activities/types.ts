import { z } from 'zod';
import { listPageOf } from '@/lib/api/list';
import { activityStatusSchema } from './rules';

// Activities and sign-ups as the calls and pages see them: the schemas are the calls' contracts
// (./contracts.ts), the types come from them. Times travel as ISO 8601 text.

export const activityCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.number().int(),
  typeName: z.string(),
  summary: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  online: z.boolean(),
  place: z.string().nullable(),
  /** ISO times. */
  startTime: z.string(),
  endTime: z.string(),
  signUpDeadline: z.string(),
  quota: z.number().int(),
  signedCount: z.number().int(),
  placesLeft: z.number().int(),
  status: activityStatusSchema,
});
export type ActivityCard = z.infer<typeof activityCardSchema>;

export const activityDetailSchema = activityCardSchema.extend({
  intro: z.array(z.string()),
  agenda: z.array(z.object({ time: z.string(), item: z.string() })),
  speakers: z.array(z.object({ name: z.string(), title: z.string() })),
  organiser: z.string(),
  /** The meeting link of an online activity: only for a viewer signed up to it (null otherwise). */
  onlineLink: z.string().nullable(),
  /** The viewer's standing sign-up, if any. */
  mySignUpId: z.number().int().nullable(),
  allowBlank: z.boolean(),
  /** The cover picture's address (/files/<key>), or null. */
  coverUrl: z.string().nullable(),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

/** activityList: one page of cards and the total. */
export const activityPageSchema = listPageOf(activityCardSchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const mySignUpSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  /** Whether the user may still cancel it (signed up, before the sign-up deadline). */
  cancellable: z.boolean(),
  createdAt: z.string(),
  depName: z.string(),
  contactName: z.string(),
  telphone: z.string(),
  activity: activityCardSchema,
});
export type MySignUp = z.infer<typeof mySignUpSchema>;

/** activitySignUp's and cancelActivitySignUp's answer: the sign-up concerned. */
export const signUpAnswerSchema = z.object({ signUpId: z.number().int() });
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;
