/**
 * The record a block shows or edits: the merged answers of its `load` operations, shared across the page or
 * loaded for the row a dialog was opened with.
 */
import { useEffect, useState } from 'react';
import { callOperation, loadNames, operationOf } from './calls';
import { recordOf } from './record-of';
import type { BlockOperation, BlockSpec, PageApi, Row } from './types';

export interface RecordState {
  record?: Row;
  loading: boolean;
  failed: boolean;
  /** Some `load` operation is not served to the caller. */
  denied: boolean;
  /** Why the load failed (the server's message), for a block that says it (`failure`). */
  reason?: string;
}

/**
 * The block's record: the merged answers of its `load` operations. Without a row they are shared by the blocks of
 * the page (one request per operation); from a row (a dialog), loaded for that row. Reloads with the page.
 */
export function useRecord(page: PageApi, block: BlockSpec, row?: Row): RecordState {
  const names = loadNames(block);
  const operations = names.map((name) => operationOf(page, block, name));
  const denied = operations.some((operation) => !operation);
  const [state, setState] = useState<RecordState>({ loading: names.length > 0 && !denied, failed: false, denied });
  const key = `${names.join(',')}@${page.version}`;

  useEffect(() => {
    if (!names.length || denied) {
      setState({ record: row, loading: false, failed: false, denied });
      return;
    }
    let alive = true;
    setState((current) => ({ ...current, loading: true }));
    const found = operations as BlockOperation[];
    // A block with its own `failure` message says the refusal itself (no toast of the request client).
    const quiet = Boolean(block.failure);
    const load = row
      ? Promise.all(found.map((operation) => callOperation(operation, { row, quiet }).then((res) => res.data))).then((answers) => recordOf(answers, names))
      : page.loadRecord(found, names);
    load
      .then((record: Row) => alive && setState({ record, loading: false, failed: false, denied }))
      .catch((error: unknown) => alive && setState({ loading: false, failed: true, denied, reason: error instanceof Error ? error.message : undefined }));
    return () => {
      alive = false;
    };
  }, [key, row]);
  return state;
}
