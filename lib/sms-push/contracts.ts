import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { setSmsPushSchema } from './schemas';
import { smsPushSettingSchema } from './types';

// The call of the SMS-push switch in the user centre's 账号与安全 (docs/features.md "SMS pushes").

export const setSmsPushCall = contract(catalogue.setSmsPush, {
  summary: "Turns the caller's SMS pushes of new opportunities on or off (docs/features.md \"SMS pushes\").",
  input: setSmsPushSchema,
  output: smsPushSettingSchema,
});
