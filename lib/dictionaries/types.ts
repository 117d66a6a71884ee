import { z } from 'zod';

// The base dictionaries of 001 §3 as dimJfBaseDict answers them: up to three nested levels. The schemas
// are the calls' contracts (./contracts.ts), the types come from them.

export const BASE_CODES = ['T1', 'T2', 'T4', 'T9', 'T11', 'T13', 'T14', 'T18', 'T22'] as const;
export type BaseCode = (typeof BASE_CODES)[number];

export const thirdLevelEntrySchema = z.object({
  thirdLevelCode: z.string(),
  thirdLevelName: z.string(),
});
export type ThirdLevelEntry = z.infer<typeof thirdLevelEntrySchema>;

export const secondLevelEntrySchema = z.object({
  secondLevelCode: z.string(),
  secondLevelName: z.string(),
  thirdLevelDictList: z.array(thirdLevelEntrySchema),
});
export type SecondLevelEntry = z.infer<typeof secondLevelEntrySchema>;

export const firstLevelEntrySchema = z.object({
  firstLevelCode: z.string(),
  firstLevelName: z.string(),
  /** A line of help shown with the entry (company scale, T2). */
  help: z.string().nullable(),
  secondLevelDictList: z.array(secondLevelEntrySchema),
});
export type FirstLevelEntry = z.infer<typeof firstLevelEntrySchema>;

export const dictResponseSchema = z.object({
  firstLevelDictList: z.array(firstLevelEntrySchema),
});
export type DictResponse = z.infer<typeof dictResponseSchema>;

/** queryAllCity: every city under its initial letter, letters in order. */
export const cityMapSchema = z.object({
  formatCityMap: z.record(z.string(), z.array(z.object({ cityCode: z.string(), cityName: z.string() }))),
});
export type CityMap = z.infer<typeof cityMapSchema>;
