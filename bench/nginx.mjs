/**
 * nginx as the baseline: the same built files, served from loopback by a
 * server that does nothing but send bytes. Uses an installed nginx, or
 * Debian's package fetched with `apt-get download` and unpacked with
 * `dpkg -x` into .bench-cache/nginx (no root, nothing installed system-wide).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../scripts/lib.mjs';
import { CACHE, ensureDir, hasCommand, sleep, stopGroup, track } from './util.mjs';

const NGINX_DIR = path.join(CACHE, 'nginx');
const UNPACKED = path.join(NGINX_DIR, 'root');
const LOCAL_BIN = path.join(UNPACKED, 'usr', 'sbin', 'nginx');

function sh(cmd, args, opts = {}) {
  return spawnSync(cmd, args, { encoding: 'utf8', ...opts });
}

function libraryPath() {
  return [path.join(UNPACKED, 'usr/lib/x86_64-linux-gnu'), path.join(UNPACKED, 'lib/x86_64-linux-gnu'), path.join(UNPACKED, 'usr/lib')].join(':');
}

function missingLibs(bin) {
  const res = sh('ldd', [bin], { env: { ...process.env, LD_LIBRARY_PATH: libraryPath() } });
  return (res.stdout ?? '')
    .split('\n')
    .filter((l) => l.includes('not found'))
    .map((l) => l.trim().split(/\s+/)[0]);
}

function download(pkg, into) {
  const res = sh('apt-get', ['download', pkg], { cwd: into });
  return res.status === 0;
}

function unpackAll(debDir) {
  for (const deb of readdirSync(debDir).filter((f) => f.endsWith('.deb'))) {
    const res = sh('dpkg', ['-x', path.join(debDir, deb), UNPACKED]);
    if (res.status !== 0) throw new Error(`dpkg -x ${deb} failed: ${res.stderr}`);
  }
}

/**
 * Returns { bin, env } for an nginx binary, or throws with a clear reason
 * when none can be had (no apt-get, offline...).
 */
export function ensureNginx({ log = console.log } = {}) {
  if (existsSync(LOCAL_BIN) && !missingLibs(LOCAL_BIN).length) return { bin: LOCAL_BIN, env: { LD_LIBRARY_PATH: libraryPath() } };
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return { bin: candidate, env: {} };
  }
  if (!hasCommand('apt-get') || !hasCommand('dpkg')) {
    throw new Error('nginx is not installed and apt-get/dpkg are unavailable: install nginx (or run on Debian/Ubuntu) for the baseline');
  }
  log('Fetching nginx with apt-get download (unpacked into .bench-cache/nginx, not installed)...');
  const debDir = ensureDir(path.join(NGINX_DIR, 'debs'));
  rmSync(UNPACKED, { recursive: true, force: true });
  ensureDir(UNPACKED);
  // On Debian 12 nginx-light is a transitional package; the binary is in `nginx`.
  const got = download('nginx-light', debDir);
  unpackAll(debDir);
  if (!existsSync(LOCAL_BIN)) {
    if (!download('nginx', debDir)) {
      throw new Error(`apt-get download nginx failed${got ? '' : ' (and nginx-light)'}: check apt sources / network (try apt-get update)`);
    }
    unpackAll(debDir);
  }
  if (!existsSync(LOCAL_BIN)) throw new Error('the downloaded nginx package has no usr/sbin/nginx');
  // Shared libraries the system lacks come from the package's Depends, unpacked alongside.
  if (missingLibs(LOCAL_BIN).length) {
    const depends = sh('apt-cache', ['depends', '--important', 'nginx']).stdout ?? '';
    const libs = [...depends.matchAll(/Depends:\s+(lib\S+)/g)].map((m) => m[1].replace(/[<>]/g, ''));
    for (const lib of libs) download(lib, debDir);
    unpackAll(debDir);
    const still = missingLibs(LOCAL_BIN);
    if (still.length) throw new Error(`nginx still misses shared libraries: ${still.join(', ')}`);
  }
  return { bin: LOCAL_BIN, env: { LD_LIBRARY_PATH: libraryPath() } };
}

/**
 * Starts nginx (one worker, pinned to `cpu` when taskset exists) serving
 * `root`, with `files` ({ '/about': '/abs/about.html' }) mapped as exact
 * locations answered as text/html. Returns { baseUrl, pid, stop }.
 */
export async function startNginx({ root, files = {}, cpu = '1', log = console.log } = {}) {
  const { bin, env } = ensureNginx({ log });
  const dir = ensureDir(path.join(NGINX_DIR, `run-${process.pid}`));
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) ensureDir(path.join(dir, 'tmp', t));
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const locations = Object.entries(files)
    .map(([loc, file]) => `    location = ${loc} { default_type text/html; alias ${file}; }`)
    .join('\n');
  const conf = `# Written by bench/nginx.mjs for one benchmark run.
${isRoot ? 'user root root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  types {
    text/html html;
    text/css css;
    application/javascript js;
    application/json json;
    image/svg+xml svg;
    image/webp webp;
    image/avif avif;
    image/png png;
    font/woff2 woff2;
  }
  default_type application/octet-stream;
  server {
    listen 127.0.0.1:${port};
    root ${root};
${locations}
  }
}
`;
  const confPath = path.join(dir, 'nginx.conf');
  writeFileSync(confPath, conf);
  const args = ['-p', dir, '-c', confPath, '-e', path.join(dir, 'error.log')];
  const [cmd, argv] = hasCommand('taskset') ? ['taskset', ['-c', cpu, bin, ...args]] : [bin, args];
  const child = spawn(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'], detached: true, env: { ...process.env, ...env } });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = track(async () => {
    await stopGroup(child.pid);
    rmSync(dir, { recursive: true, force: true });
  });
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${baseUrl}/favicon.svg`);
      return { baseUrl, pid: child.pid, bin, stop };
    } catch {
      await sleep(100);
    }
  }
  await stop();
  throw new Error(`nginx did not start: ${stderr.trim() || `exit ${child.exitCode}`}`);
}
