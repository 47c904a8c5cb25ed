/**
 * 服务控制台 (/selectedCondition, spec doc 2 §2 Service console): the company's SMS signatures and templates
 * (schemas/service/), each waiting for the platform's audit.
 */
import type { ServerModule } from '../../engine/area-types';
import { signatureHooks } from './signature-section';
import { templateHooks } from './template-section';

const service: ServerModule = {
  hooks: { signatureManage: signatureHooks, templateManager: templateHooks },
};

export default service;
