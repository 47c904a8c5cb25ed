/**
 * Sends one text message. The embedded default is the local outbox (outbox-sms-sender.ts); Alibaba Cloud SMS
 * (aliyun-sms-sender.ts) sends the same message by signature, template code and parameters. Whatever sends it,
 * a message's text (a verification code in it) never travels back in an HTTP answer. A failed send throws, its
 * message being the provider's reason (never a secret).
 */
export interface SmsMessage {
  mobile: string;
  /** Why it is sent: register, forget, password (the platform's texts) or api (a company's send). */
  purpose: string;
  /** Which platform template a gateway uses when it is not the purpose's (initialPassword: a registration's password). */
  platformTemplate?: string;
  /** The whole text, signature included where the sender knows it. */
  content: string;
  /** A company's approved signature and template; unset, a gateway uses the platform's for the purpose. */
  signName?: string;
  templateCode?: string;
  /** The template's variables, e.g. {code: '123456'}. */
  params?: Record<string, string>;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
