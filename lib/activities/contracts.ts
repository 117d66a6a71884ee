import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { listPageOf } from '@/lib/api/list';
import { activityDetailQuerySchema, activityListSchema, cancelSignUpSchema, mySignUpsSchema, signUpSchema } from './schemas';
import { activityDetailSchema, activityPageSchema, mySignUpSchema, signUpAnswerSchema } from './types';

// The platform's activities (002 §7 path catalogue "Activity list, sign-up").

export const activityListCall = contract(catalogue.activityList, {
  summary: 'Activities by type, city and time (upcoming soonest first, past latest first), one page with the total (002 §7 activityList).',
  input: activityListSchema,
  output: activityPageSchema,
});

export const activityDetailCall = contract(catalogue.activityDetail, {
  summary: "One activity with its agenda, speakers, place, quota and status; a signed-up viewer also gets the meeting link and their sign-up's id (002 §7 activityDetail).",
  input: activityDetailQuerySchema,
  output: activityDetailSchema,
});

export const activitySignUpCall = contract(catalogue.activitySignUp, {
  summary: "Signs the logged-in user up to an activity with the form's fields of 002 §3, taking a place of its quota (002 §7 activitySignUp).",
  input: signUpSchema,
  output: signUpAnswerSchema,
});

export const mineActivityListCall = contract(catalogue.mineActivityList, {
  summary: "The logged-in user's own sign-ups with their status and activity, newest first (002 §7 mineActivityList).",
  input: mySignUpsSchema,
  output: listPageOf(mySignUpSchema),
});

export const cancelActivitySignUpCall = contract(catalogue.cancelActivitySignUp, {
  summary: "Cancels one of the user's own sign-ups before the sign-up deadline; its place goes back (002 §7 cancelActivitySignUp).",
  input: cancelSignUpSchema,
  output: signUpAnswerSchema,
});
