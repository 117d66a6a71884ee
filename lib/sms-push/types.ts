import { z } from 'zod';

// SMS pushes of new opportunities (docs/features.md "SMS pushes").

/**
 * A push SMS's life: queued (maybe until 08:00), sending (claimed by one worker), sent, failed after its
 * tries, or cancelled (the user opted out meanwhile).
 */
export const SMS_PUSH_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type SmsPushStatus = (typeof SMS_PUSH_STATUSES)[number];

/** The user's choice, as the account section shows it. */
export const smsPushSettingSchema = z.object({ enabled: z.boolean() });
export type SmsPushSetting = z.infer<typeof smsPushSettingSchema>;
