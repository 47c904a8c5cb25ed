/**
 * Sends one text message. The embedded default is the local outbox (outbox-sms-sender.ts); a real gateway
 * (Aliyun SMS, Tencent Cloud SMS) implements the same call with its template and signature. Whatever sends it,
 * a message's text (a verification code in it) never travels back in an HTTP answer.
 */
export interface SmsSender {
  /** `purpose` names why it is sent (register, forget, password); `content` is the whole text. */
  send(mobile: string, purpose: string, content: string): Promise<void>;
}
