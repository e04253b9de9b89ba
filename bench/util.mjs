/** Small helpers the benchmark modules share: paths, numbers, gzip, process groups. */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../scripts/lib.mjs';

export { ROOT };
/** Downloads (nginx), snapshots and D1 state live here; gitignored. */
export const CACHE = path.join(ROOT, '.bench-cache');
export const RESULTS = path.join(ROOT, 'bench', 'results');
export const BIN = path.join(ROOT, 'node_modules', '.bin');

export function ensureDir(dir) {
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function median(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** Bytes as a browser would download them from a CDN compressing with gzip (zlib level 9, as bundle reports use). */
export const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function hasCommand(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

export function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM a process group we started, then SIGKILL it if it has not gone after `graceMs`. */
export async function stopGroup(pgid, graceMs = 5000) {
  if (!pgid || !groupAlive(pgid)) return;
  try {
    process.kill(-pgid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && groupAlive(pgid)) await sleep(100);
  if (groupAlive(pgid)) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      /* gone meanwhile */
    }
  }
}

/** PIDs in a process group (Linux `ps`). */
export function groupPids(pgid) {
  const res = spawnSync('ps', ['-o', 'pid=', '-g', String(pgid)], { encoding: 'utf8' });
  return res.stdout.split(/\s+/).filter(Boolean).map(Number);
}

/**
 * Pins every thread of every process in a group to the given CPU list, so the
 * load generator and the server do not compete for one core. No-op without taskset.
 */
export function pinGroup(pgid, cpus) {
  if (!hasCommand('taskset')) return false;
  for (const pid of groupPids(pgid)) spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
  return true;
}

export const fmtMs = (ms) => (ms == null ? '-' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms < 10 ? ms.toFixed(2) : ms.toFixed(0)} ms`);
export const fmtKB = (bytes) => (bytes == null ? '-' : `${(bytes / 1000).toFixed(1)} kB`);
/** A route's document bytes on the wire (headers plus compressed body), or '-' when not recorded. */
export const wireLabel = (r) => (r.html?.wire == null ? '-' : `${r.html.wire} B`);

/** Stop functions of everything started (servers, browsers), so any exit path can stop them. */
const cleanups = new Set();

/** Registers a stop function; returns a wrapper that runs it once and unregisters it. */
export function track(stop) {
  let done = null;
  const once = () => {
    cleanups.delete(once);
    done ??= Promise.resolve().then(stop);
    return done;
  };
  cleanups.add(once);
  return once;
}

export async function stopTracked() {
  await Promise.allSettled([...cleanups].map((stop) => stop()));
}
