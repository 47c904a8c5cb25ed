import { useCallback, useSyncExternalStore } from 'react';

/**
 * Shared invalidation of loaded data. A writer announces that a kind of record changed (`announceChange('schedules')`);
 * every view that loaded it reads `useChangeVersion` among its effect's dependencies and loads again. Views that show
 * the same records through different calls (今日日程 and 日历) so stay current without a timer or a reload.
 */
const versions = new Map<string, number>();
const listeners = new Map<string, Set<() => void>>();

export function announceChange(topic: string) {
  versions.set(topic, (versions.get(topic) ?? 0) + 1);
  listeners.get(topic)?.forEach((listener) => listener());
}

/** A number that grows each time `topic` is announced changed. */
export function useChangeVersion(topic: string): number {
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      return () => set.delete(listener);
    },
    [topic],
  );
  return useSyncExternalStore(subscribe, () => versions.get(topic) ?? 0);
}
