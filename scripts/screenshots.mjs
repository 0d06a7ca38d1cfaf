// `npm run screenshots`: starts the product as `npm start` does, on a throwaway database, and
// rewrites the README's pictures in docs/screenshots/ (home and match page, desktop and phone).
// `--built` runs the existing build as it is, without the start script's rebuild of stale parts.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs/screenshots');
const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => resolve(true)));
  });
}

function anyFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `npm start`'s ports when they are free: the web build is stamped with the API origin, so other
 * ports make the start script rebuild the web app first.
 */
async function choosePorts() {
  if ((await portFree(3000)) && (await portFree(4000))) return { web: 3000, api: 4000 };
  return { web: await anyFreePort(), api: await anyFreePort() };
}

async function waitUp(url, child, timeoutMs = 900_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error('The product stopped before it came up.');
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not come up`);
}

function run(args, cwd, env) {
  return spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGINT');
  });
}

async function startProduct(useBuild) {
  const ports = await choosePorts();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-screenshots-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_PORT: String(ports.web),
    API_PORT: String(ports.api),
  };
  const web = `http://127.0.0.1:${ports.web}`;
  const children = [];
  const stop = async () => {
    // The web tier first, so it does not log the API going away.
    for (const child of children.reverse()) await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (useBuild) {
      // The two processes `npm start` supervises, started the same way.
      const productionEnv = { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
      const api = run(['dist/server.js'], path.join(root, 'apps/api'), productionEnv);
      children.push(api);
      await waitUp(`http://127.0.0.1:${ports.api}/api/health`, api);
      const webTier = run(['server.mjs', '-p', String(ports.web)], path.join(root, 'apps/web'), {
        ...productionEnv,
        API_ORIGIN: `http://127.0.0.1:${ports.api}`,
      });
      children.push(webTier);
      await waitUp(`${web}/sports`, webTier);
    } else {
      const start = run(['scripts/start.mjs'], root, env);
      children.push(start);
      await waitUp(`${web}/sports`, start);
    }
    await waitUp(`${web}/api/health`, children[0]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { web, stop };
}

/** The first upcoming soccer match, whose page has a full market list. */
async function matchPath(web) {
  const res = await fetch(
    `${web}/api/sb/matches?sport_key=soccer&type=match&match_status=0&limit=1`,
  );
  const match = (await res.json()).data[0];
  return `/sports/${match.tournament.sport.key}/${match.slug}`;
}

async function shoot(browser, web, name, viewport) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  try {
    await page.goto(`${web}/sports`);
    await page
      .getByRole('button', { name: /, odds / })
      .first()
      .waitFor();
    // The consent banner would cover the top of every picture.
    await page.getByRole('button', { name: 'Accept cookies' }).click();
    // Let live clocks and the first odds ticks settle into the picture.
    await sleep(1500);
    await page.screenshot({ path: path.join(outDir, `home-${name}.png`) });

    await page.goto(`${web}${await matchPath(web)}`);
    const price = page.getByRole('button', { name: /, odds /, disabled: false }).first();
    await price.waitFor();
    await price.click();
    const slip = page.locator('#betslip');
    // On a phone the slip is a bar at the bottom until opened.
    const toggle = slip.locator('h2 button[aria-expanded="false"]');
    if (await toggle.isVisible()) await toggle.click();
    // A quick stake, so the slip shows a potential win.
    await slip.getByRole('button', { name: /^\D*10[.,]00\D*$/ }).click();
    await sleep(1500);
    await page.screenshot({ path: path.join(outDir, `match-${name}.png`) });
  } finally {
    await page.close();
  }
}

mkdirSync(outDir, { recursive: true });
const product = await startProduct(process.argv.includes('--built'));
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    for (const [name, viewport] of Object.entries(viewports)) {
      await shoot(browser, product.web, name, viewport);
      console.log(`› docs/screenshots/home-${name}.png, docs/screenshots/match-${name}.png`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await product.stop();
}
