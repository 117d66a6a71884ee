import { z } from 'zod';

// Answers of getImageVerifyCode: a token and the images of one challenge (000 §7, 001 §7). The
// schemas are the call's contract (./contracts.ts); the types come from them.

export const slideImagesSchema = z.object({
  /** The puzzle piece: PNG data URL, PIECE_SIZE square with alpha. */
  cutoutImage: z.string(),
  /** The background with the piece's hole darkened: PNG data URL, SLIDE_WIDTH x SLIDE_HEIGHT. */
  shadeImage: z.string(),
  /** The piece's top edge; its left edge is the answer and stays on the server. */
  y: z.number().int(),
});
export type SlideImages = z.infer<typeof slideImagesSchema>;

export const charImagesSchema = z.object({ charImage: z.string() });
export type CharImages = z.infer<typeof charImagesSchema>;

/** The images each kind of challenge shows. */
export const challengeImagesSchemas = { slide: slideImagesSchema, char: charImagesSchema } as const;

/** One challenge: the token to verify it by and its images. */
const challengeOf = <D extends z.ZodType>(images: D) => z.object({ token: z.string(), data: images });
export const challengeSchema = challengeOf(z.union([slideImagesSchema, charImagesSchema]));
export type Challenge<D = SlideImages | CharImages> = z.infer<ReturnType<typeof challengeOf<z.ZodType<D>>>>;

/** What a passed captcha hands on to the call it guards (getPhoneVerifyCode's token and validateCode). */
export interface CaptchaPass {
  token: string;
  validateCode: string;
}

/** The captcha kinds: slide puzzle (002) or character image (001 quick publish). */
export const CAPTCHA_TYPES = ['slide', 'char'] as const;

/** A challenge's life on the server: one verify attempt ('passed' or 'failed'), then 'spent' by the call it guards. */
export const CAPTCHA_STATUSES = ['new', 'passed', 'failed', 'spent'] as const;
export type CaptchaStatus = (typeof CAPTCHA_STATUSES)[number];
