/**
 * ajv's errors of a designed form's submission as Chinese messages naming the field's title: used by the server (the
 * 400's `msg` and `data`) and by the client (rjsf's `transformErrors`), so both say the same.
 */

/** What the messages need of a designed schema: its properties' titles and kinds, and the field order. */
export interface DesignedSchemaLike {
  properties?: Record<string, { type?: string; title?: string; format?: string; enum?: unknown[]; items?: unknown }>;
}

/** One error as ajv 8 reports it (ErrorObject's fields the messages read). */
export interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, any>;
}

/** One error as rjsf 5 reports it to transformErrors (RJSFValidationError's fields the messages read). */
export interface RjsfErrorLike {
  name?: string;
  property?: string;
  params?: Record<string, any>;
  message?: string;
  stack: string;
}

export interface FieldError {
  /** The property key ('' for the form as a whole). */
  field: string;
  message: string;
}

const FORMAT_MESSAGES: Record<string, string> = {
  email: '不是有效的邮箱地址',
  mobile: '不是有效的手机号码',
  date: '不是有效的日期',
  'date-time': '不是有效的日期',
};

/** Whether a field is picked rather than typed (its missing value says 请选择). */
function isChoice(property: NonNullable<DesignedSchemaLike['properties']>[string] | undefined) {
  return Boolean(property && (property.enum || property.type === 'array' || property.type === 'boolean'));
}

/** The Chinese message of one error of `field` (ajv's keyword and params). */
export function designedFieldMessage(schema: DesignedSchemaLike, field: string, keyword: string, params: Record<string, any> = {}): string {
  const property = schema.properties?.[field];
  const title = property?.title || field;
  switch (keyword) {
    case 'required':
      return `${isChoice(property) ? '请选择' : '请填写'}${title}`;
    case 'additionalProperties':
      return `表单中没有字段“${field}”`;
    case 'minLength':
      return `${title}不能少于${params.limit}个字符`;
    case 'maxLength':
      return `${title}不能超过${params.limit}个字符`;
    case 'minimum':
      return `${title}不能小于${params.limit}`;
    case 'maximum':
      return `${title}不能大于${params.limit}`;
    case 'format':
      return `${title}${FORMAT_MESSAGES[params.format] ?? '格式不正确'}`;
    case 'enum':
      return `${title}的选项无效`;
    case 'minItems':
      return `${title}至少选择${params.limit}项`;
    case 'maxItems':
      return `${title}最多选择${params.limit}项`;
    case 'uniqueItems':
      return `${title}有重复的选项`;
    default:
      // type, pattern and anything else: the value is not of the field's form.
      return field ? `${title}格式不正确` : '表单内容格式不正确';
  }
}

/** The field an ajv error is about: the missing or unknown key, else the first segment of its path. */
function fieldOf(keyword: string, instancePath: string, params: Record<string, any>): string {
  if (keyword === 'required') return String(params.missingProperty ?? '');
  if (keyword === 'additionalProperties') return String(params.additionalProperty ?? '');
  return decodeURIComponent(instancePath.split('/')[1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The form's field order: `ui:order` (without `*`), then the properties' own. */
export function fieldOrder(schema: DesignedSchemaLike, uiSchema?: Record<string, any> | null): string[] {
  const keys = Object.keys(schema.properties ?? {});
  const ordered = Array.isArray(uiSchema?.['ui:order']) ? (uiSchema!['ui:order'] as string[]).filter((key) => keys.includes(key)) : [];
  return [...ordered, ...keys.filter((key) => !ordered.includes(key))];
}

/**
 * Every ajv error as {field, message}, one per field (its first error), unknown keys first, then in the form's order.
 * The server answers the first as the 400's message and all of them as its data.
 */
export function designedFormErrors(errors: AjvErrorLike[] | null | undefined, schema: DesignedSchemaLike, uiSchema?: Record<string, any> | null): FieldError[] {
  const order = fieldOrder(schema, uiSchema);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) + 1 : 0);
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of errors ?? []) {
    const field = fieldOf(error.keyword, error.instancePath, error.params);
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: designedFieldMessage(schema, field, error.keyword, error.params) });
  }
  return out.sort((a, b) => rank(a.field) - rank(b.field));
}

/**
 * rjsf's transformErrors: each error's message (and stack) replaced by ours. rjsf names the field as `.key` (or
 * `.key.0` for an item of a multiple choice) and the missing key of `required` in params.
 */
export function transformDesignedFormErrors<T extends RjsfErrorLike>(errors: T[], schema: DesignedSchemaLike): T[] {
  return errors.map((error) => {
    const keyword = error.name ?? '';
    const params = error.params ?? {};
    const path = (error.property ?? '').replace(/^\./, '').split('.')[0];
    const field = keyword === 'required' ? String(params.missingProperty ?? path) : keyword === 'additionalProperties' ? String(params.additionalProperty ?? path) : path;
    const message = designedFieldMessage(schema, field, keyword, params);
    return { ...error, message, stack: message };
  });
}
