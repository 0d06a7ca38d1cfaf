// Serves the standalone error app on ERROR_APP_PORT (default 3001): /{locale}/ or the default.
// Every path answers 503 with the error page of the locale it names, so a proxy can fall back here.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildErrorApp, DEFAULT_LOCALE } from './build.mjs';

const dist = await buildErrorApp();
const messages = JSON.parse(
  await readFile(path.join(path.dirname(fileURLToPath(import.meta.url)), 'messages.json'), 'utf8'),
);
const port = Number(process.env.ERROR_APP_PORT ?? 3001);

createServer(async (req, res) => {
  const segments = new URL(req.url ?? '/', 'http://x').pathname.split('/').filter(Boolean);
  const wanted = segments.find((s) => s in messages && s !== DEFAULT_LOCALE);
  const file = path.join(dist, wanted ?? '', 'index.html');
  res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '60' });
  res.end(await readFile(file));
}).listen(port, () => console.log(`Error app on http://localhost:${port}`));
