import type { ServerModule } from '../../engine/area-types';
import { designedFormHooks } from './designed-form-hooks';
import { formFillHooks } from './form-fill-hooks';

/**
 * Designed forms (issue 31): 表单设计 (schemas/admin/designedForm.json) designs, publishes and closes forms and reads
 * their submissions; 我的表单 (schemas/forms/formFill.json, every member) fills them. Resources in schemas/forms/resources.
 */
const forms: ServerModule = {
  hooks: { designedForm: designedFormHooks, formFill: formFillHooks },
};

export default forms;
