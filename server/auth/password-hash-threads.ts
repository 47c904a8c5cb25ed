import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Password hashes (argon2id, 10–20 ms of one core each) run on threads of their own at a lower CPU priority (10 nice
 * steps below the process, on Linux, where a thread's nice value is its own): when the cores are busy, the event
 * loop's requests go first and logins wait, so a burst of logins cannot slow every other request. Half the cores (at
 * least one) hash at once; more jobs wait in line. Each thread runs the package's synchronous calls, one at a time.
 */
export const PASSWORD_HASH_THREADS = Math.max(1, Math.floor(os.availableParallelism() / 2));
export const PASSWORD_HASH_NICE = 10;

/** Plain JavaScript (an eval'd worker), so it runs the same under tsx, Jest and the compiled build. */
const workerSource = (argon2Path: string) => `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const os = require('node:os');
try {
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  os.setPriority(tid, Math.min(19, os.getPriority(tid) + ${PASSWORD_HASH_NICE}));
} catch {}
const argon2 = require(${JSON.stringify(argon2Path)});
parentPort.on('message', ({ op, args }) => {
  try {
    parentPort.postMessage({ result: op === 'hash' ? argon2.hashSync(...args) : argon2.verifySync(...args) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});`;

interface Job {
  op: 'hash' | 'verify';
  args: unknown[];
  resolve: (result: any) => void;
  reject: (error: Error) => void;
}

const running = new Map<Worker, Job | undefined>();
const idle: Worker[] = [];
const waiting: Job[] = [];

function start(worker: Worker, job: Job) {
  running.set(worker, job);
  worker.ref(); // an idle thread does not keep the process alive; a busy one does
  worker.postMessage({ op: job.op, args: job.args });
}

function next(worker: Worker) {
  const job = waiting.shift();
  if (job) return start(worker, job);
  running.set(worker, undefined);
  worker.unref();
  idle.push(worker);
}

function lost(worker: Worker, error: Error) {
  if (!running.has(worker)) return; // 'error' is followed by 'exit'
  const job = running.get(worker);
  running.delete(worker);
  idle.splice(idle.indexOf(worker) >>> 0, 1);
  job?.reject(error);
  const queued = waiting.shift();
  if (queued) start(spawn(), queued);
}

function spawn(): Worker {
  const worker = new Worker(workerSource(require.resolve('@node-rs/argon2')), { eval: true });
  running.set(worker, undefined);
  worker.on('message', (answer: { result?: unknown; error?: string }) => {
    const job = running.get(worker);
    next(worker);
    if (answer.error === undefined) job?.resolve(answer.result);
    else job?.reject(new Error(answer.error));
  });
  worker.on('error', (error) => lost(worker, error));
  worker.on('exit', () => lost(worker, new Error('password hashing thread stopped')));
  return worker;
}

/** Runs one argon2 call (`hashSync` or `verifySync` arguments) on a hashing thread. */
export function onHashThread(op: 'hash', args: [string, object]): Promise<string>;
export function onHashThread(op: 'verify', args: [string, string]): Promise<boolean>;
export function onHashThread(op: Job['op'], args: unknown[]): Promise<any> {
  return new Promise((resolve, reject) => {
    const job = { op, args, resolve, reject };
    const worker = idle.pop() ?? (running.size < PASSWORD_HASH_THREADS ? spawn() : undefined);
    if (worker) start(worker, job);
    else waiting.push(job);
  });
}
