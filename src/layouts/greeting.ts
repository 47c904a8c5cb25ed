/** The console header's greeting: the shared rule by hour (shared/greeting.ts) at the hour in Shanghai. */
import { greetingFor } from '../../shared/greeting';
import { shanghaiNow } from '../shared/shanghai-clock';

export { greetingFor };

/** By the hour in Shanghai, whatever the browser's zone. */
export function greetingNow(nowMs = Date.now()): string {
  return greetingFor(shanghaiNow(nowMs).hour());
}
