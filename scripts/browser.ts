/**
 * Finds a Chromium for Playwright. Playwright's own build cannot be downloaded on these machines, so the
 * order is: Playwright's browser if one happens to be installed, then the system package, then (as root
 * on Debian) `apt-get install chromium`. Never runs `npx playwright install`.
 * CLI: `node scripts/browser.ts` prints the path, or one line saying how to get a browser (exit 1).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { commandLine, readNoArgs, USAGE } from './args.ts';

/** Flags that let the system Chromium run headless as root in a container without a GPU. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
];

/**
 * Debian's headless build of the same Chromium first (package chromium-headless-shell, which .ci/run
 * installs): it has no display compositor or browser UI to run, so a journey costs about 40 % less CPU
 * than the full browser in headless mode (measured: 11.4 against 19.6 CPU-seconds for 20 page loads). The
 * full browser is the fallback, so a machine with only `chromium` still runs every test.
 */
const SYSTEM_PATHS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const NO_BROWSER_MESSAGE =
  'No Chromium found: install one (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to its executable.';

export class BrowserNotFoundError extends Error {
  constructor() {
    super(NO_BROWSER_MESSAGE);
    this.name = 'BrowserNotFoundError';
  }
}

function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** A Chromium already on disk (CHROMIUM_PATH, Playwright's, the system's), without installing anything. */
export function findInstalledBrowser(): string | undefined {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return playwrightChromium() ?? SYSTEM_PATHS.find((path) => existsSync(path));
}

function canApt(): boolean {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

function aptInstallChromium(): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Progress goes to stderr so `node scripts/browser.ts` keeps stdout for the path alone.
  const stdio: ['ignore', number, number] = ['ignore', 2, 2];
  console.error('No Chromium found; installing the Debian package (apt-get install chromium)…');
  execFileSync('apt-get', ['update', '-qq'], { env, stdio });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env, stdio });
}

/** The path of a Chromium executable, installing Debian's package as a last resort; rejects with BrowserNotFoundError. */
export function findBrowser(): Promise<string> {
  const found = findInstalledBrowser();
  if (found) return Promise.resolve(found);
  if (canApt()) {
    try {
      aptInstallChromium();
    } catch {
      // apt's own output already said why; the message below says what to do.
    }
    const installed = SYSTEM_PATHS.find((path) => existsSync(path));
    if (installed) return Promise.resolve(installed);
  }
  return Promise.reject(new BrowserNotFoundError());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  commandLine(USAGE.browser, readNoArgs);
  try {
    console.log(await findBrowser());
  } catch (error) {
    console.error(error instanceof BrowserNotFoundError ? error.message : String(error));
    process.exit(1);
  }
}
