import { useEffect, useState } from 'react';
import { api } from '@/services/request';
import type { SectionSchema } from './types';

/** A column or search item written as a bare field name becomes `{field}`. */
const asObject = <T extends { field: string }>(entry: string | T): T | { field: string } => (typeof entry === 'string' ? { field: entry } : entry);

/** The served schema may carry the UI part flat or under `ui`; both become one flat object, names become objects. */
export function normalizeSchema(raw: any, id: string): SectionSchema {
  const { ui, ...rest } = raw ?? {};
  const merged = { ...rest, ...(ui ?? {}) };
  return {
    ...merged,
    id: merged.id ?? id,
    title: merged.title ?? id,
    fields: merged.fields ?? {},
    operations: merged.operations ?? {},
    columns: (merged.columns ?? []).map(asObject),
    ...(merged.searchForm ? { searchForm: merged.searchForm.map(asObject) } : {}),
  };
}

/** Loads GET /api/schemas/:id. */
export function useSectionSchema(sectionId: string) {
  const [schema, setSchema] = useState<SectionSchema>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let alive = true;
    setSchema(undefined);
    setError(undefined);
    api
      .get(`/api/schemas/${encodeURIComponent(sectionId)}`)
      .then((res) => alive && setSchema(normalizeSchema(res.data, sectionId)))
      .catch((e: Error) => alive && setError(e.message || '加载页面配置失败'));
    return () => {
      alive = false;
    };
  }, [sectionId]);
  return { schema, error };
}
