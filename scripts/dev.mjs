// `npm run dev`: API (tsx watch) and web (next dev) together; Ctrl-C stops both.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: process.env.DATA_DIR ?? new URL('../data', import.meta.url).pathname,
};
const children = [
  spawn('npm', ['run', 'dev', '-w', '@sportsbook/api'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@sportsbook/web'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && code !== 0 && stop()));
