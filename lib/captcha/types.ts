// Answers of getImageVerifyCode: a token and the images of one challenge (000 §7, 001 §7).

export interface SlideImages {
  /** The puzzle piece: PNG data URL, PIECE_SIZE square with alpha. */
  cutoutImage: string;
  /** The background with the piece's hole darkened: PNG data URL, SLIDE_WIDTH x SLIDE_HEIGHT. */
  shadeImage: string;
  /** The piece's top edge; its left edge is the answer and stays on the server. */
  y: number;
}

export interface CharImages {
  charImage: string;
}

export interface Challenge<D> {
  token: string;
  data: D;
}

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
