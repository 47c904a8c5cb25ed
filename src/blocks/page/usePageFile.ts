import { useCallback, useEffect, useState } from 'react';
import { answer, apiClient, type AnswerData } from '@/services/api-client';

/** A page file as GET /api/pages/:id serves it to the caller (blocks pruned, the company's layout applied). */
export type ServedPage = AnswerData<'/api/pages/{id}', 'get'>;

/** Loads the page file `id`; `reload()` asks again (after its layout is saved). */
export function usePageFile(id: string) {
  const [page, setPage] = useState<ServedPage>();
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let alive = true;
    answer(apiClient.GET('/api/pages/{id}', { params: { path: { id } } }), { quiet: true })
      .then((res) => alive && (setPage(res.data), setError(undefined)))
      .catch((e: Error) => alive && setError(e.message || '页面加载失败'));
    return () => {
      alive = false;
    };
  }, [id, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { page, error, reload };
}
