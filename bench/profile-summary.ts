/**
 * Summarises V8 CPU profiles (`node --cpu-prof`) of the app under load: shares of the process's busy time (idle
 * excluded) by where the code lives (our server code, each npm package, Node's internals, garbage collection), the
 * functions with the most self time, and the functions with the most inclusive time (everything they called).
 *
 * `npx tsx bench/profile-summary.ts <dir or .cpuprofile>`; `npm run bench` with BENCH_PROFILE=1 prints it too.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const ROOT = path.resolve(__dirname, '..');

/** Where a frame's code lives: a package name, `server/…` code, `node:` internals, or V8's own entries. */
export function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first, second] = file.slice(modules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (file.startsWith('node:')) return 'node internals';
  const relative = path.relative(ROOT, file).replace(/^build\/(server|bench)\//, '');
  return relative.startsWith('..') ? file : relative.split('/').slice(0, 2).join('/');
}

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url ? url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '').replace(/^.*\/node_modules\//, '') : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
}

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1).padStart(5)} %`;

function top(map: Map<string, number>, busy: number, count: number): string[] {
  return [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, us]) => `  ${percent(us, busy)}  ${key}`);
}

/**
 * `windows`: the measured runs ([start, end] in µs of the monotonic clock V8 stamps profiles with); samples outside
 * them (start-up, logins, warm-ups) are left out. Without windows every sample counts.
 */
export function summariseProfile(profile: CpuProfile, windows?: [number, number][], count = 25): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfByArea = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  let clock = profile.startTime;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    clock += us;
    if (windows && !windows.some(([from, to]) => clock >= from && clock <= to)) return;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') {
      idle += us;
      return;
    }
    busy += us;
    const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + us);
    add(selfByArea, areaOf(node.callFrame.url, node.callFrame.functionName));
    add(selfByFunction, label(node));
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = label(byId.get(at)!);
      if (!seen.has(key)) {
        seen.add(key);
        add(inclusive, key);
      }
    }
  });
  inclusive.delete('(root)');
  return [
    `busy ${(busy / 1e6).toFixed(1)} s of ${((busy + idle) / 1e6).toFixed(1)} s ${windows ? 'under measured load' : 'profiled'}; shares of busy time`,
    'self time by area:',
    ...top(selfByArea, busy, count),
    'self time by function:',
    ...top(selfByFunction, busy, count),
    'inclusive time by function:',
    ...top(inclusive, busy, count * 2),
  ].join('\n');
}

/** Every .cpuprofile in a folder (or one file), each summarised; threads that were hardly busy are skipped. */
export function summariseProfiles(target: string, windows?: [number, number][]): string {
  const files = fs.statSync(target).isDirectory()
    ? fs.readdirSync(target).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(target, f))
    : [target];
  return files
    .map((file) => ({ file, profile: JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile }))
    .filter(({ profile }) => profile.timeDeltas.reduce((sum, us) => sum + us, 0) > 0)
    .map(({ file, profile }) => `profile ${path.relative(ROOT, file)}\n${summariseProfile(profile, windows)}`)
    .join('\n\n');
}

if (require.main === module) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: profile-summary <dir or .cpuprofile>');
  // A bench run leaves the measured runs' windows beside its profiles.
  const windowsFile = path.join(fs.statSync(target).isDirectory() ? target : path.dirname(target), 'windows.json');
  console.log(summariseProfiles(target, fs.existsSync(windowsFile) ? JSON.parse(fs.readFileSync(windowsFile, 'utf8')) : undefined));
}
