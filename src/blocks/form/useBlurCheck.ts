/**
 * What a block form's item with `check` does when it loses focus: its own rules, then the check operation; a
 * refused value is said and cleared.
 */
import { type FormInstance, message } from 'antd';
import { ApiError } from '@/services/request';
import { callOperation, operationOf } from '../calls';
import type { BlockSpec, ItemSpec, PageApi, Row } from '../types';
import { holds } from '../when';
import { checkParams, checkVerdict } from './blur-check';

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * What an item with `check` does when its input loses focus with a value: its own rules first (a refused value is
 * said and cleared), then, while `check.when` holds, the check operation (a refusal or a `failIf` answer is said
 * with the server's message and the value cleared). `scope` gives what conditions read; `changed` is told of a clear.
 */
export function useBlurCheck(form: FormInstance, page: PageApi, block: BlockSpec, scope: () => Row, changed: () => void) {
  return async (item: ItemSpec) => {
    const name = item.field;
    if (blank(form.getFieldValue(name))) return;
    const clear = (warning: string) => {
      form.setFields([{ name, value: '', errors: [] }]);
      changed();
      message.warning(warning);
    };
    try {
      await form.validateFields([name]);
    } catch (error) {
      const refused = (error as { errorFields?: { errors: string[] }[] })?.errorFields?.[0]?.errors?.[0];
      if (refused) clear(refused);
      return;
    }
    const { check } = item;
    if (!check || !holds(check.when, scope(), true)) return;
    const params = checkParams(check, form.getFieldsValue(true));
    if (!params) {
      if (check.incomplete) message.warning(check.incomplete);
      return;
    }
    const operation = operationOf(page, block, check.operation);
    if (!operation) return;
    try {
      const warning = checkVerdict(check, await callOperation(operation, { params, quiet: true }));
      if (warning) clear(warning);
    } catch (error) {
      clear((error instanceof ApiError && error.body?.msg) || '校验失败，请稍后重试');
    }
  };
}
