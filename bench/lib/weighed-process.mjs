// A server a bench weighs: its own process with an inspector port, so the bench can collect its
// garbage and read its heap, and /proc for its resident memory and open files.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import WebSocket from 'ws';

const root = path.resolve(import.meta.dirname, '../..');
const exitWithParent = path.join(import.meta.dirname, 'exit-with-parent.mjs');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not come up`);
}

/** Every process started here, so the bench can end them all whatever happens. */
export const started = new Set();

/** Ends every process still running (SIGKILL after 3 s of SIGTERM). */
export async function stopAll() {
  await Promise.all(
    [...started].map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const kill = setTimeout(() => child.kill('SIGKILL'), 3000);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  started.clear();
}

/** Starts `node <args>` with an inspector; resolves once `readyUrl` answers. */
export async function startWeighed(args, env, readyUrl) {
  const inspectPort = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', exitWithParent, `--inspect=127.0.0.1:${inspectPort}`, ...args],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  started.add(child);
  child.once('exit', () => started.delete(child));
  child.stderr.on('data', (chunk) => {
    const lines = chunk
      .toString()
      .split('\n')
      .filter(
        (line) => line && !/^(Debugger (listening|attached|ending)|For help, see)/.test(line),
      );
    if (lines.length > 0) process.stderr.write(`${lines.join('\n')}\n`);
  });
  await waitUp(readyUrl, child);
  return {
    pid: child.pid,
    inspectPort,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function rssKb(pid) {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
}

/** The hard limit of open files of processes started from this one (they inherit it). */
export function openFilesHardLimit() {
  const line = /Max open files\s+\S+\s+(\S+)/.exec(readFileSync('/proc/self/limits', 'utf8'));
  return line?.[1] === 'unlimited' ? Infinity : Number(line?.[1]);
}

/** Runs inspector commands in the server; returns their results in order. */
async function inspect(inspectPort, commands) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const results = [];
  for (const [i, method] of commands.entries()) {
    socket.send(JSON.stringify({ id: i + 1, method }));
    results.push(
      await new Promise((resolve) => {
        const listener = (data) => {
          const answer = JSON.parse(data.toString());
          if (answer.id !== i + 1) return;
          socket.off('message', listener);
          resolve(answer.result);
        };
        socket.on('message', listener);
      }),
    );
  }
  socket.close();
  return results;
}

/**
 * The server's weight after two full garbage collections: RSS once it stops moving (3 samples
 * 500 ms apart within 0.5 %, at most 20 s) and the V8 heap in use, both in KB.
 */
export async function weigh(server) {
  const [, , heap] = await inspect(server.inspectPort, [
    'HeapProfiler.collectGarbage',
    'HeapProfiler.collectGarbage',
    'Runtime.getHeapUsage',
  ]);
  const samples = [rssKb(server.pid)];
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    await sleep(500);
    samples.push(rssKb(server.pid));
    const last = samples.slice(-3);
    if (last.length === 3 && Math.max(...last) - Math.min(...last) <= last[0] * 0.005) break;
  }
  return { rssKb: samples.at(-1), heapKb: Math.round(heap.usedSize / 1024) };
}
