/**
 * Alibaba Cloud SMS (SendSms, API version 2017-05-25) through its official SDK. A company's send carries its approved
 * signature and template code; the platform's own texts use the configured signature and the template of their
 * purpose. Any answer but Code "OK", and any network error, throws with the provider's code and message.
 */
import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import type { AliyunSmsSettings, PlatformSmsPurpose } from '../../../config/sms-provider';
import type { SmsMessage, SmsSender } from './sms-sender';

/** The SDK's client settings; its Config model lives in @alicloud/openapi-core, which we do not import directly. */
type ClientSettings = ConstructorParameters<typeof Dysmsapi>[0];

export class AliyunSmsSender implements SmsSender {
  private client: Dysmsapi;

  constructor(private settings: AliyunSmsSettings) {
    this.client = new Dysmsapi({
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      endpoint: settings.endpoint,
      protocol: settings.protocol,
      connectTimeout: settings.timeoutMs,
      readTimeout: settings.timeoutMs,
    } as ClientSettings);
  }

  async send(message: SmsMessage): Promise<void> {
    const templateCode = message.templateCode ?? this.settings.templates[(message.platformTemplate ?? message.purpose) as PlatformSmsPurpose];
    if (!templateCode) throw new Error(`未配置${message.platformTemplate ?? message.purpose}的短信模板`);
    const request = new SendSmsRequest({
      phoneNumbers: message.mobile,
      signName: message.signName ?? this.settings.signName,
      templateCode,
      templateParam: JSON.stringify(message.params ?? {}),
    });
    let answer: { code?: string; message?: string } | undefined;
    try {
      answer = (await this.client.sendSms(request)).body;
    } catch (error) {
      throw new Error(providerReason(error));
    }
    if (answer?.code !== 'OK') throw new Error(`${answer?.code ?? '无应答'}：${answer?.message ?? ''}`);
  }
}

/**
 * The provider's code and message of a refused call, or the network error's. The SDK's messages name no secret; a
 * network error's ends with the request URL, whose query holds the parameters (a code): that part is cut off.
 */
function providerReason(error: unknown): string {
  const { code, message, data } = error as { code?: string; message?: string; data?: { Message?: string } };
  const text = String(data?.Message ?? message ?? '').replace(/(GET|POST) https?:\/\/.*$/s, '').trim();
  return `${code ?? 'NetworkError'}：${text}`;
}
