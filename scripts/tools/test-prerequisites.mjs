// The first step of `npm test`: the e2e suite drives Debian's Chromium (Playwright cannot download
// its own browser here) and serves the export with nginx too, over HTTPS with a certificate OpenSSL
// makes; the engine tests (e2e/engines/) drive Debian's Firefox ESR over WebDriver BiDi and WebKitGTK
// through its WebDriver, which needs an X display (Xvfb), in a browser of the tests' own made with
// Python's bindings of WebKitGTK (e2e/engines/webkit-browser.py). Before anything slow runs, find them all;
// install what is missing where this machine can (Debian or Ubuntu, as root or with password-less
// sudo), otherwise stop at once with one line that says what to install and how.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Debian's folder of libraries for this machine's architecture (multiarch). */
const MULTIARCH = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu', arm: 'arm-linux-gnueabihf', ia32: 'i386-linux-gnu', ppc64: 'powerpc64le-linux-gnu', s390x: 's390x-linux-gnu', riscv64: 'riscv64-linux-gnu' }[process.arch] ?? `${process.arch}-linux-gnu`;

/**
 * What the e2e suite runs, where Debian puts it, and the variable that points elsewhere; `file`: a
 * file that must be there rather than a program (the WebKit browser's Python modules).
 */
export const PROGRAMS = [
  { name: 'Chromium', variable: 'CHROMIUM_PATH', path: '/usr/bin/chromium', debianPackage: 'chromium' },
  { name: 'nginx', variable: 'NGINX_PATH', path: '/usr/sbin/nginx', debianPackage: 'nginx' },
  { name: 'OpenSSL', variable: 'OPENSSL_PATH', path: '/usr/bin/openssl', debianPackage: 'openssl' },
  { name: 'Firefox ESR', variable: 'FIREFOX_PATH', path: '/usr/bin/firefox-esr', debianPackage: 'firefox-esr' },
  { name: "WebKitGTK's WebDriver", variable: 'WEBKIT_DRIVER_PATH', path: '/usr/bin/WebKitWebDriver', debianPackage: 'webkit2gtk-driver' },
  { name: 'Xvfb', variable: 'XVFB_PATH', path: '/usr/bin/Xvfb', debianPackage: 'xvfb' },
  { name: "Python's GObject bindings", path: '/usr/lib/python3/dist-packages/gi/__init__.py', debianPackage: 'python3-gi', file: true },
  { name: "WebKitGTK's GObject introspection data", path: `/usr/lib/${MULTIARCH}/girepository-1.0/WebKit2-4.1.typelib`, debianPackage: 'gir1.2-webkit2-4.1', file: true },
];

/** The path the suite will run for a program: the variable's when set, else Debian's. */
export const programPath = (program, env = process.env) => (program.variable && env[program.variable]) || program.path;

/** 'a', 'a and b', 'a, b and c'. */
const list = (items) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]);

/**
 * The shell command that makes `dir`/localhost.pem and .key, a self-signed certificate for
 * localhost (the HTTPS nginx of the e2e suite and the bench), unless they exist.
 * @param {string} dir
 */
export const certificateCommand = (dir, openssl = programPath(PROGRAMS[2])) =>
  `mkdir -p ${dir} && { [ -f ${dir}/localhost.pem ] || ${openssl} req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 3650 ` +
  `-subj /CN=localhost -addext subjectAltName=DNS:localhost -keyout ${dir}/localhost.key -out ${dir}/localhost.pem 2>/dev/null; }`;

/**
 * What to do, from what the machine has: nothing, install Debian's packages, or stop with a message.
 * @param {{ env: Record<string, string | undefined>, executable: (path: string) => boolean, present?: (path: string) => boolean, apt: boolean, root: boolean, sudo: boolean }} machine
 *   `present` tells whether a file is there (`executable`, when not given)
 */
export function plan({ env, executable, present = executable, apt, root, sudo }) {
  const missing = PROGRAMS.filter((p) => !(p.file ? present : executable)(programPath(p, env)));
  if (missing.length === 0) return { action: 'none' };
  // A path given by hand is the reader's choice: never install something else in its place.
  const overridden = missing.filter((p) => p.variable && env[p.variable]);
  if (overridden.length > 0) {
    const which = list(overridden.map((p) => `${p.variable}=${env[p.variable]}`));
    return { action: 'stop', message: `npm test: ${which} ${overridden.length > 1 ? 'are not programs' : 'is not a program'} this user can run; point it at ${list(overridden.map((p) => p.name))} or unset it.` };
  }
  const packages = missing.map((p) => p.debianPackage);
  const names = list(missing.map((p) => p.name));
  if (apt && (root || sudo)) return { action: 'install', packages, sudo: !root, names };
  const command = `sudo apt-get install -y ${packages.join(' ')}`;
  const variables = missing.filter((p) => p.variable).map((p) => p.variable);
  return {
    action: 'stop',
    message: `npm test needs ${names} (${missing.map((p) => p.path).join(', ')}), which ${missing.length > 1 ? 'are' : 'is'} not installed: run \`${command}\` on Debian or Ubuntu (elsewhere, install ${names}${variables.length ? ` and set ${variables.join(' / ')}` : ''}).`,
  };
}

function executable(path) {
  try {
    fs.accessSync(path, fs.constants.X_OK);
    return fs.statSync(path).isFile();
  } catch {
    return false;
  }
}

function machine() {
  const apt = fs.existsSync('/etc/debian_version') && executable('/usr/bin/apt-get');
  const root = process.getuid?.() === 0;
  const sudo = !root && apt && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  return { env: process.env, executable, present: (path) => fs.existsSync(path), apt, root, sudo };
}

function main() {
  const step = plan(machine());
  if (step.action === 'none') return;
  if (step.action === 'stop') {
    console.error(step.message);
    process.exit(1);
  }
  console.log(`npm test: installing ${step.names} from Debian's packages (apt-get install ${step.packages.join(' ')})`);
  const run = (args) => {
    const command = step.sudo ? ['sudo', '-n', ...args] : args;
    const result = spawnSync(command[0], command.slice(1), { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`npm test: \`${command.join(' ')}\` failed; install ${step.names} by hand (\`sudo apt-get install -y ${step.packages.join(' ')}\`) and run npm test again.`);
      process.exit(1);
    }
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...step.packages]);
  const still = plan(machine());
  if (still.action !== 'none') {
    console.error(still.message ?? 'npm test: the install did not provide every program the suite needs.');
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
