import { useCallback, useMemo, useRef, useState } from 'react';
import { callOperation } from './calls';
import { recordOf } from './record-of';
import type { BlockOperation, PageApi, PageSchema, Row } from './types';

/**
 * The page's shared state: its schema, a version that reload() bumps, and the answers of row-less loads kept per
 * version, so blocks that show the same record (a banner and a form) make one request and reload together.
 */
export function usePage(schema: PageSchema, raw: unknown): PageApi {
  const [version, setVersion] = useState(0);
  const answers = useRef(new Map<string, Promise<unknown>>());
  const reload = useCallback(() => {
    answers.current.clear();
    setVersion((v) => v + 1);
  }, []);
  const loadRecord = useCallback((operations: BlockOperation[], names: string[]) => {
    const once = (operation: BlockOperation, name: string) => {
      let answer = answers.current.get(name);
      if (!answer) {
        answer = callOperation(operation).then((res) => res.data);
        // A failed load is tried again by the next block that asks.
        answer.catch(() => answers.current.delete(name));
        answers.current.set(name, answer);
      }
      return answer;
    };
    return Promise.all(operations.map((operation, i) => once(operation, names[i]))).then((list) => recordOf(list, names));
  }, []);
  return useMemo(() => ({ schema, raw, version, reload, loadRecord }), [schema, raw, version, reload, loadRecord]);
}
