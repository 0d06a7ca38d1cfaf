// Keeps the product's processes running: one that exits on its own is restarted after a growing
// delay, a few times a minute at most; then, or on request, all of them stop together.
import { spawn } from 'node:child_process';
import { waitForHttp } from './processes.mjs';

// A process that keeps failing is not helped by restarting it forever: after this many restarts
// within a minute everything stops and the cause is left in the log above.
const RESTARTS_PER_MINUTE = 5;
const FIRST_RESTART_DELAY_MS = 1000;
const LONGEST_RESTART_DELAY_MS = 15_000;
// EX_CONFIG: the API refused its configuration; a restart would only refuse it again.
const CONFIG_ERROR_EXIT = 78;
// A Ctrl-C reaches the children as well as the supervisor; its handler runs first.
const SIGNAL_GRACE_MS = 300;
// Children that do not stop within this after SIGTERM are killed.
const STOP_TIMEOUT_MS = 10_000;

/**
 * @param {NodeJS.ProcessEnv} env environment of every child
 * @param {{ log?: (line: string) => void, warn?: (line: string) => void }} [output]
 */
export function createSupervisor(env, output = {}) {
  const log = output.log ?? ((line) => console.log(line));
  const warn = output.warn ?? ((line) => console.error(line));
  const children = new Set();
  let stopping = false;

  /** Stops every child (SIGTERM, then SIGKILL after STOP_TIMEOUT_MS) and exits with `exitCode`. */
  function stop(exitCode = 0) {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    const deadline = setTimeout(() => {
      for (const child of children) child.kill('SIGKILL');
      process.exit(exitCode);
    }, STOP_TIMEOUT_MS);
    const check = setInterval(() => {
      if (children.size === 0) {
        clearInterval(check);
        clearTimeout(deadline);
        process.exit(exitCode);
      }
    }, 50);
  }

  /**
   * Runs `command` and restarts it whenever it exits while the supervisor is not stopping.
   * `ready` is a URL that answers once the process serves, to say when it is back.
   */
  function supervise(name, command, args, cwd, ready) {
    const restarts = [];

    const start = () => {
      const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
      children.add(child);
      child.on('exit', (code, signal) => {
        children.delete(child);
        setTimeout(() => afterExit(code, signal), SIGNAL_GRACE_MS);
      });
    };

    const afterExit = (code, signal) => {
      if (stopping) return;
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      if (code === CONFIG_ERROR_EXIT) {
        warn(`\n✖ The ${name} refused its configuration (see above); stopping.\n`);
        stop(1);
        return;
      }
      const now = Date.now();
      while (restarts.length > 0 && now - restarts[0] > 60_000) restarts.shift();
      if (restarts.length >= RESTARTS_PER_MINUTE) {
        warn(
          `\n✖ The ${name} ${how} after ${restarts.length} restarts within a minute;` +
            ' stopping everything. The cause is in its log above.\n',
        );
        stop(1);
        return;
      }
      const delay = Math.min(
        FIRST_RESTART_DELAY_MS * 2 ** restarts.length,
        LONGEST_RESTART_DELAY_MS,
      );
      restarts.push(now);
      warn(
        `\n⚠ The ${name} ${how} unexpectedly; restarting it in ${delay / 1000} s` +
          ` (restart ${restarts.length} of at most ${RESTARTS_PER_MINUTE} a minute).\n`,
      );
      setTimeout(() => {
        if (stopping) return;
        start();
        waitForHttp(ready, 120_000, () => stopping).then(
          () => log(`✔ The ${name} is back.`),
          () => {},
        );
      }, delay);
    };

    start();
  }

  return {
    supervise,
    stop,
    get stopping() {
      return stopping;
    },
  };
}
