// Sizes and limits both sides of the captcha agree on (000 §7 "Slide captcha get/verify").

/** The slide puzzle's background (shadeImage) and piece (cutoutImage), in CSS pixels. */
export const SLIDE_WIDTH = 310;
export const SLIDE_HEIGHT = 155;
export const PIECE_SIZE = 50;
/** The piece's left edge ranges over 0..SLIDE_MAX_X; the handle moves with it one to one. */
export const SLIDE_MAX_X = SLIDE_WIDTH - PIECE_SIZE;
export const SLIDE_TOLERANCE_PX = 5;

/** The character captcha (001 §5: "image code" input max 4). */
export const CHAR_LENGTH = 4;
export const CHAR_WIDTH = 100;
export const CHAR_HEIGHT = 38;

/** Answer code for an unknown, expired or already used challenge: the widget loads a new one. */
export const CAPTCHA_INVALID_CODE = 1006;
export const CAPTCHA_INVALID_MSG = '验证码已失效，请刷新';
