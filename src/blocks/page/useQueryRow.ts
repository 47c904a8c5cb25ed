import { useSearchParams } from '@umijs/max';
import { useMemo } from 'react';
import type { Row } from '../types';

/**
 * A page file block's record from the page address (`query`: the parameters it reads, e.g. versionId): `undefined`
 * for a block that reads none, `null` while one is missing. Kept per address, so the block loads once per address.
 */
export function useQueryRow(names: string[] | undefined): Row | null | undefined {
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  return useMemo(() => {
    if (!names?.length) return undefined;
    const values = names.map((name) => [name, searchParams.get(name)] as const);
    return values.every(([, value]) => value) ? Object.fromEntries(values) : null;
  }, [names, search]);
}
