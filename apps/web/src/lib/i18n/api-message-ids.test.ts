// Every message id the API, the domain's rules or the web tier's proxy can answer with has a text in the web app (the locale test then
// holds every locale to en), so a refusal is never shown to a player as a raw id.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';

const apiSource = path.resolve(import.meta.dirname, '../../../../api/src');
const webServer = path.resolve(import.meta.dirname, '../../../server');
// The domain and the contracts name message ids the API sends (bet refusals, restrictions).
const shared = ['domain', 'contracts'].map((name) =>
  path.resolve(import.meta.dirname, `../../../../../packages/${name}/src`),
);
const MESSAGE_ID = /['"`]((?:error|global-error)\.[a-z0-9_.-]+[a-z0-9_])['"`]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|mjs)$/.test(file) && !/\.test\.(ts|mjs)$/.test(file) ? [file] : [];
  });
}

describe('message ids of API answers', () => {
  const ids = new Set(
    [
      ...sourceFiles(apiSource),
      ...shared.flatMap(sourceFiles),
      ...sourceFiles(webServer),
      `${webServer}.mjs`,
    ].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(MESSAGE_ID)].map((match) => match[1]!),
    ),
  );

  it('finds the ids the API sends', () => {
    expect(ids).toContain('error.validation.invalid_request');
  });

  it('each has a text in the web app', () => {
    const texts = en as Record<string, string>;
    expect([...ids].filter((id) => !(id in texts)).sort()).toEqual([]);
  });
});
