import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

const dir = path.join(import.meta.dirname, 'messages');
const load = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8'));

describe('every locale has every message', () => {
  const reference = Object.keys(load('en')).sort();

  it.each(LOCALES)('%s has exactly the message ids of en, none empty', (locale) => {
    const messages = load(locale);
    expect(Object.keys(messages).sort()).toEqual(reference);
    for (const [id, text] of Object.entries(messages)) expect(text.trim(), id).not.toBe('');
  });

  it('has a file for each configured locale and nothing else', () => {
    expect(
      readdirSync(dir)
        .map((file) => file.replace(/\.json$/, ''))
        .sort(),
    ).toEqual([...LOCALES].sort());
  });
});
