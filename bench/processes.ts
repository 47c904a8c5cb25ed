import fs from 'node:fs';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';

/** A server the bench started in a process of its own. */
export interface ServerProcess {
  name: string;
  pid: number;
  base: string;
  /** Resident memory of the server process, in MB (Linux /proc). */
  rssMb(): number;
  /** CPU time the process has used so far (all its threads, user + system), in seconds (Linux /proc). */
  cpuSeconds(): number;
  /** SIGTERM, and wait for the process to end (a profiled process writes its profile then). */
  stop(): Promise<void>;
}

/** A free TCP port on loopback (asked of the kernel, then released for the server to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return kb / 1024;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ): 100 on Linux. */
const TICKS_PER_SECOND = 100;

function cpuOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Polls until the port answers HTTP (any status), the process dies, or a minute passes. */
async function waitUntilAnswering(name: string, base: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before answering:\n${log()}`);
    try {
      await fetch(`${base}/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${name} did not answer on ${base} within 60 s:\n${log()}`);
}

/** Starts `node <args>` with PORT set and waits until it answers on 127.0.0.1. Its output goes to stderr with a prefix. */
export async function startServer(name: string, args: string[], env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(name, base, child, () => output);
  return {
    name,
    pid: child.pid!,
    base,
    rssMb: () => rssOf(child.pid!),
    cpuSeconds: () => cpuOf(child.pid!),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(killer);
    },
  };
}

/** Runs `node <args>` to the end and answers the last line it printed on stdout. */
export function runToEnd(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(out.trim().split('\n').pop() ?? '') : reject(new Error(`node ${args.join(' ')} exited with ${code}`))));
  });
}
