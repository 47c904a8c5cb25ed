import registerLead from '../../schemas/platform/registerLead.json';

/** Products a new company may pick when registering (spec doc 1 §3, doc 2 §3); joined with commas on submit. */
export const PRODUCTS = ['云ERP', '云CRM', '云电商', '云仓库', 'CPQ', 'MES', 'QMS', 'EMS', 'IoT', '低代码平台', '其他'] as const;

export const PRODUCT_OPTIONS = PRODUCTS.map((name) => ({ label: name, value: name }));

export const LOW_CODE_PRODUCT = '低代码平台';

/**
 * The products the phone registration offers (spec doc 2 §3: 云ERP, CRM, 电商, … 其他): the 注册线索 section's field,
 * whose definition the server checks them against.
 */
export const PHONE_REGISTER_PRODUCT_OPTIONS = registerLead.fields.products.enum.map((name) => ({ label: name, value: name }));
