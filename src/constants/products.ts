/** Products a new company may pick when registering (spec doc 1 §3, doc 2 §3); joined with commas on submit. */
export const PRODUCTS = ['云ERP', '云CRM', '云电商', '云仓库', 'CPQ', 'MES', 'QMS', 'EMS', 'IoT', '低代码平台', '其他'] as const;

export const PRODUCT_OPTIONS = PRODUCTS.map((name) => ({ label: name, value: name }));

export const LOW_CODE_PRODUCT = '低代码平台';
