/**
 * npm run observatory: grades the security headers with the MDN HTTP
 * Observatory, scanning the production build over local HTTPS.
 *
 * A throwaway CA and a localhost certificate are made with openssl, wrangler
 * serves HTTPS with them, and the scanner trusts the CA (NODE_EXTRA_CA_CERTS),
 * so certificate-dependent tests (HSTS) are graded as in production. Plain
 * HTTP is answered by a tiny redirector, standing in for Cloudflare's
 * "Always Use HTTPS" in front of the Worker.
 *   --no-build   use the existing dist/
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureDevVars, freePort, prepareLocalDatabase, ROOT, run } from './lib.mjs';

const TARGETS = [
  { path: '/', min: 120 },
  { path: '/services/janitorial-services', min: 120 },
  { path: '/insights', min: 120 },
  { path: '/insights/power-washing-improves-property-value', min: 120 },
  { path: '/rest/v1/blog_posts?select=slug,title&limit=3', min: 90, label: 'API' },
];

function makeCertificates(dir) {
  const ssl = (...args) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  ssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Oakbright local test CA', '-keyout', 'ca.key', '-out', 'ca.pem');
  ssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-keyout', 'server.key', '-out', 'server.csr');
  writeFileSync(path.join(dir, 'san.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  ssl('x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-extfile', 'san.ext', '-out', 'server.pem');
}

/** The scanner reads the HSTS preload list from its conf/; offline it starts empty (nothing here is preloaded). */
function ensureScannerData() {
  const conf = path.join(ROOT, 'node_modules/@mdn/mdn-http-observatory/conf');
  const hsts = path.join(conf, 'hsts-preload.json');
  if (!existsSync(hsts)) writeFileSync(hsts, '{}');
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'oakbright-observatory-'));
let wrangler;
let redirector;
try {
  if (!process.argv.includes('--no-build')) run('npm', ['run', 'build'], { capture: true });
  ensureDevVars();
  ensureScannerData();
  makeCertificates(dir);
  const state = path.join(dir, 'state');
  await prepareLocalDatabase({ persistTo: state });
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  wrangler = spawn(
    path.join(ROOT, 'node_modules/.bin/wrangler'),
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(httpsPort),
      '--persist-to',
      state,
      '--local-protocol',
      'https',
      '--https-key-path',
      path.join(dir, 'server.key'),
      '--https-cert-path',
      path.join(dir, 'server.pem'),
      '--show-interactive-dev-session=false',
      '--live-reload=false',
      '--minify',
      '--define',
      'process.env.NODE_ENV:"production"',
    ],
    {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NODE_EXTRA_CA_CERTS: path.join(dir, 'ca.pem') },
    },
  );
  redirector = http
    .createServer((req, res) => {
      res.writeHead(301, { location: `https://localhost:${httpsPort}${req.url}` });
      res.end();
    })
    .listen(httpPort, '127.0.0.1');
  process.env.NODE_EXTRA_CA_CERTS = path.join(dir, 'ca.pem');
  // Node reads NODE_EXTRA_CA_CERTS only at startup: probe from a child process that trusts the CA.
  for (let i = 0; ; i++) {
    if (i === 200) throw new Error('server did not start');
    try {
      execFileSync('node', ['-e', `fetch('https://localhost:${httpsPort}/robots.txt').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))`], {
        env: process.env,
        stdio: 'ignore',
      });
      break;
    } catch {
      if (wrangler.exitCode !== null) throw new Error('wrangler exited early');
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  const rows = [];
  for (const target of TARGETS) {
    const out = execFileSync('node', [path.join(ROOT, 'scripts/observatory/scan-one.mjs'), 'localhost', String(httpsPort), String(httpPort), target.path], {
      cwd: ROOT,
      env: process.env,
      encoding: 'utf8',
    });
    const result = JSON.parse(out);
    const failed = Object.entries(result.tests ?? {})
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => `${name}: ${t.result}`);
    const bonus = Object.entries(result.tests ?? {})
      .filter(([, t]) => t.modifier > 0)
      .map(([name, t]) => `${name} +${t.modifier}`);
    rows.push({
      route: target.label ?? target.path,
      grade: result.grade,
      score: result.score,
      target: target.min,
      ok: result.score >= target.min,
      failed,
      bonus,
    });
  }
  console.log('\nMDN HTTP Observatory (local HTTPS, production build)\n');
  for (const r of rows) {
    console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.grade.padEnd(3)} ${String(r.score).padStart(4)} (>= ${r.target})  ${r.route}`);
    if (r.bonus.length) console.log(`        extra credit: ${r.bonus.join(', ')}`);
    for (const f of r.failed) console.log(`        failed: ${f}`);
  }
  writeFileSync(path.join(ROOT, 'bench/results/observatory.json'), JSON.stringify(rows, null, 2));
  process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
} finally {
  redirector?.close();
  if (wrangler) {
    try {
      process.kill(-wrangler.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
  setTimeout(() => rmSync(dir, { recursive: true, force: true }), 500);
}
