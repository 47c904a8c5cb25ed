/**
 * 服务控制台 (/selectedCondition, spec doc 2 §2 Service console): the company's SMS signatures and templates
 * (schemas/service/), each waiting for the platform's audit; API keys, sending with them, send records and counts;
 * electronic waybills and logistics queries made with the keys, their figures and records.
 */
import type { ServerModule } from '../../engine/area-types';
import { signatureHooks } from './signature-section';
import { templateHooks } from './template-section';
import { apiKeyHooks } from './api-keys';
import { feeStatisticsHooks } from './fee-statistics';
import { mountSmsSendRoute } from './sms-send-route';
import { mountSendCountRoute } from './send-counts';
import { mountLogisticsRoutes } from './logistics-routes';
import { mountLogisticsCountRoutes } from './logistics-counts';
import { inquiryHooks, sheetHooks } from './logistics-records';

const service: ServerModule = {
  hooks: { signatureManage: signatureHooks, templateManager: templateHooks, apiKey: apiKeyHooks, feeStatistics: feeStatisticsHooks, sheet: sheetHooks, inquiry: inquiryHooks },
  mounts: [mountSmsSendRoute, mountSendCountRoute, mountLogisticsRoutes, mountLogisticsCountRoutes],
};

export default service;
