// Builds the standalone error app: static HTML pages per locale that any web server (or
// `npm run error-app`) can serve while the main app is down. Output: apps/error-app/dist.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'dist');
export const DEFAULT_LOCALE = 'en';
const messages = JSON.parse(await readFile(path.join(here, 'messages.json'), 'utf8'));
const homeUrl = process.env.ERROR_APP_HOME_URL ?? '/sports';

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const illustration = (
  code,
) => `<svg class="art" viewBox="0 0 240 120" role="img" aria-hidden="true">
  <text x="120" y="92" text-anchor="middle">${code}</text></svg>`;

function page(locale, kind) {
  const m = messages[locale];
  const [title, description, code] =
    kind === '404' ? [m.notFoundTitle, m.notFoundDescription, 404] : [m.title, m.description, 500];
  const alternates = Object.keys(messages)
    .map(
      (l) =>
        `<link rel="alternate" hreflang="${l}" href="/${l === DEFAULT_LOCALE ? '' : `${l}/`}${kind === '404' ? '404.html' : ''}">`,
    )
    .join('\n    ');
  return `<!doctype html>
<html lang="${locale}" dir="${m.dir}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escape(title)}</title>
    ${alternates}
    <style>
      :root { color-scheme: light dark; --bg: #eef2f5; --surface: #fff; --text: #14202b; --muted: #5a6b7a; --accent: #0a7a3f; --on-accent: #fff; }
      @media (prefers-color-scheme: dark) { :root { --bg: #0f1419; --surface: #172029; --text: #e8eef3; --muted: #93a4b3; --accent: #2fd27a; --on-accent: #04210f; } }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text);
        font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
      main { text-align: center; padding: 32px 24px; max-width: 480px; background: var(--surface); border-radius: 16px; margin: 16px; }
      .art { width: 200px; height: 100px; }
      .art text { font: 800 88px/1 system-ui, sans-serif; fill: var(--accent); opacity: .85; }
      h1 { font-size: 24px; margin: 16px 0 8px; }
      p { color: var(--muted); margin: 0 0 24px; }
      a { display: inline-block; padding: 12px 20px; border-radius: 10px; background: var(--accent); color: var(--on-accent); font-weight: 700; text-decoration: none; }
      a:focus-visible { outline: 3px solid currentColor; outline-offset: 3px; }
    </style>
  </head>
  <body data-locale="${locale}" data-page="error-${code}">
    <main>
      ${illustration(code)}
      <h1>${escape(title)}</h1>
      <p>${escape(description)}</p>
      <a href="${escape(homeUrl)}">${escape(m.button)}</a>
    </main>
  </body>
</html>
`;
}

export async function buildErrorApp() {
  await rm(out, { recursive: true, force: true });
  for (const locale of Object.keys(messages)) {
    const dir = locale === DEFAULT_LOCALE ? out : path.join(out, locale);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'index.html'), page(locale, '500'));
    await writeFile(path.join(dir, '404.html'), page(locale, '404'));
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Error app written to ${await buildErrorApp()}`);
}
