/** A message the dev SMS provider kept instead of sending (/dev/sms-inbox). */
export interface OutboxMessage {
  id: number;
  phone: string;
  text: string;
  createdAt: Date;
}
