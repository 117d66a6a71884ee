// Answer codes of getPhoneVerifyCode (000 §8, 001 §8, 002 §8), shared by the server and the widget.
export const SmsSendCode = {
  sent: 0,
  /** The phone number is malformed. */
  badPhone: 1001,
  /** A passed captcha is needed before this send. */
  captchaRequired: 1002,
  /** Within a minute of the phone's last send. */
  tooFrequent: 1003,
  /** An hourly or daily limit is reached. */
  limitReached: 1004,
  /** The captcha given was wrong, expired or already spent. */
  captchaInvalid: 1005,
  /** The SMS gateway failed. */
  sendFailed: 500,
} as const;

export type SmsSendCode = (typeof SmsSendCode)[keyof typeof SmsSendCode];
