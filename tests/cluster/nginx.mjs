// nginx in front of the cluster's instances: Debian's package (installed with apt-get when missing
// and this process may), a configuration of its own in a temporary folder, run in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

const runs = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

function nginxPath() {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout?.trim();
  if (onPath) return onPath;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

/**
 * The nginx binary, or null. When there is none it tries Debian's smallest build (`nginx-light`)
 * with apt-get, as root or through `sudo -n`, and says so.
 */
export function findNginx(log = console.log) {
  const found = nginxPath();
  if (found) return found;
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !runs('sudo', ['-n', 'true'])) return null;
  if (!runs('sh', ['-c', 'command -v apt-get'])) return null;
  log('[cluster] nginx is missing: apt-get install nginx-light');
  const apt = (...args) => {
    const [cmd, argv] = asRoot ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]];
    return spawnSync(cmd, argv, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status;
  };
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'nginx-light');
  return nginxPath();
}

/** The temp-path directives this build knows (a module left out of the build has none). */
function tempPaths(bin, dir) {
  const built = spawnSync(bin, ['-V'], { encoding: 'utf8' }).stderr ?? '';
  return ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .filter((m) => m === 'client_body' || !built.includes(`--without-http_${m}_module`))
    .map((m) => `  ${m}_temp_path ${path.join(dir, m)};`)
    .join('\n');
}

/**
 * The configuration: one worker; the instances as one upstream with idle connections kept; the
 * client's Host and address passed on (the instances run with TRUST_PROXY=1). A request is tried
 * on the next instance when one cannot be reached, times out or answers 502/503, and, as nginx
 * does by default, only while that is safe: a POST already sent to an instance is never sent again
 * (`non_idempotent` is not set), so a booking lost with an instance is the client's to retry with its
 * idempotency key. An instance that fails once is left out for `fail_timeout`.
 */
function config({ bin, dir, listenPort, upstreamPorts }) {
  return `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root;\n' : ''}events { worker_connections 4096; }
http {
${tempPaths(bin, dir)}
  log_format cluster '$msec|$status|$request_method|$upstream_addr|$upstream_status';
  access_log ${path.join(dir, 'access.log')} cluster;
  upstream itinera {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 64;
    keepalive_timeout 30s;
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 2m;
    location / {
      proxy_pass http://itinera;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 1s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      # A sign-in's answer header (two sealed cookies, the security headers) is ~4.3 kB: more than
      # nginx's default buffer of one memory page, which answers it 502 ("upstream sent too big header").
      proxy_buffer_size 16k;
      proxy_buffers 8 16k;
      proxy_busy_buffers_size 32k;
      proxy_max_temp_file_size 0;
    }
  }
}
`;
}

/**
 * Starts nginx in the foreground (`daemon off`) on 127.0.0.1:`listenPort` in front of
 * `upstreamPorts`; resolves once it answers. `stop()` ends it and removes its folder;
 * `accessLog()` is its access log, one line per request: time, status, method, upstream(s) tried.
 */
export async function startNginx({ bin, listenPort, upstreamPorts }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'itinera-nginx-'));
  // The workers (another user when started as root) read and write below it.
  chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, config({ bin, dir, listenPort, upstreamPorts }));
  let output = '';
  const proc = spawn(bin, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout.on('data', (c) => {
    output += c;
  });
  proc.stderr.on('data', (c) => {
    output += c;
  });
  const errorLog = () => {
    const file = path.join(dir, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGQUIT'); // graceful: finish what is in flight
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`nginx exited with ${proc.exitCode}: ${output}${errorLog()}`);
    if (existsSync(path.join(dir, 'nginx.pid'))) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${output}${errorLog()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port: listenPort,
    pid: proc.pid,
    stop,
    errorLog,
    accessLog() {
      const file = path.join(dir, 'access.log');
      if (!existsSync(file)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [msec, status, method, upstream, upstreamStatus] = line.split('|');
          return { at: Number(msec) * 1000, status: Number(status), method, upstream, upstreamStatus };
        });
    },
  };
}
