/**
 * Throughput and latency with wrk (Debian's), pinned to one core while the
 * server runs on the other. Each target is probed first: a route that does
 * not answer 200 is reported as failed instead of benchmarked.
 */
import { spawn } from 'node:child_process';
import { hasCommand } from './util.mjs';

const UNITS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function toMs(text) {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  return m ? Number(m[1]) * UNITS[m[2]] : null;
}

/** Parses `wrk --latency` output. */
export function parseWrk(out) {
  const pct = (p) => {
    const m = new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out);
    return m ? toMs(m[1]) : null;
  };
  const num = (re) => {
    const m = re.exec(out);
    return m ? Number(m[1]) : 0;
  };
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    requests: num(/(\d+) requests in/),
    p50: pct(50),
    p75: pct(75),
    p90: pct(90),
    p99: pct(99),
    non2xx: num(/Non-2xx or 3xx responses:\s+(\d+)/),
    socketErrors: sock ? { connect: +sock[1], read: +sock[2], write: +sock[3], timeout: +sock[4] } : null,
  };
}

function exec(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} exited ${code}: ${err || out}`))));
  });
}

/** Checks the target answers 2xx (206 for a counted range) with the given headers; returns null or a failure reason. */
async function probe(url, headers) {
  try {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    return res.status >= 200 && res.status < 300 ? null : `HTTP ${res.status}`;
  } catch (err) {
    return err.message;
  }
}

/**
 * One wrk run. Options: seconds, connections, threads, headers, cpu (taskset list).
 * Returns the parsed figures plus { url }, or { url, failed } when the probe fails.
 */
export async function runWrk(url, { seconds = 10, connections = 64, threads = 1, headers = {}, cpu = '0' } = {}) {
  if (!hasCommand('wrk')) return { url, failed: 'wrk is not installed (apt-get install wrk)' };
  const failed = await probe(url, headers);
  if (failed) return { url, failed };
  const args = [
    '-t',
    String(threads),
    '-c',
    String(connections),
    '-d',
    `${seconds}s`,
    '--latency',
    '--timeout',
    '10s',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  const [cmd, argv] = hasCommand('taskset') && cpu ? ['taskset', ['-c', cpu, 'wrk', ...args]] : ['wrk', args];
  try {
    const out = await exec(cmd, argv);
    const r = parseWrk(out);
    const errors = r.non2xx + (r.socketErrors ? Object.values(r.socketErrors).reduce((a, b) => a + b, 0) : 0);
    return { url, seconds, connections, ...r, errors };
  } catch (err) {
    return { url, failed: err.message };
  }
}
