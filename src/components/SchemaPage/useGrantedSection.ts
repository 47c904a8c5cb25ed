import { useModel } from '@umijs/max';
import { useEffect, useState } from 'react';
import { ApiError, api } from '@/services/request';
import type { InitialState } from '@/services/types';
import { menusList } from './menus-list';
import { normalizeSchema } from './useSectionSchema';
import type { SectionSchema } from './types';

/**
 * A section as the caller may use it, for a page written around it (GET /api/schemas/<id>: its fields, and only
 * the operations the caller's grants allow), so the page shows no button the server would refuse. A caller whose
 * menus (front/menus) do not list the section has no read grant: nothing is asked (it would be a 403) and the
 * state is `denied`, which the page shows as such instead of an error.
 */
export type GrantedSection =
  | { state: 'loading' }
  | { state: 'denied' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; schema: SectionSchema; can: (operation: string) => boolean };

export function useGrantedSection(sectionId: string, active = true): GrantedSection {
  const { initialState } = useModel('@@initialState');
  const listed = menusList((initialState as InitialState | undefined)?.menus, sectionId);
  const [granted, setGranted] = useState<GrantedSection>({ state: 'loading' });
  useEffect(() => {
    if (!active) return undefined;
    if (listed === false) {
      setGranted({ state: 'denied' });
      return undefined;
    }
    let alive = true;
    setGranted({ state: 'loading' });
    api
      .get(`/api/schemas/${encodeURIComponent(sectionId)}`, undefined, { quiet: true })
      .then((res) => {
        const schema = normalizeSchema(res.data, sectionId);
        if (alive) setGranted({ state: 'ready', schema, can: (operation) => Boolean(schema.operations[operation]) });
      })
      .catch((error: Error) => {
        if (!alive) return;
        setGranted(error instanceof ApiError && error.status === 403 ? { state: 'denied' } : { state: 'failed', message: error.message || '加载页面配置失败' });
      });
    return () => {
      alive = false;
    };
  }, [sectionId, active, listed]);
  return granted;
}
