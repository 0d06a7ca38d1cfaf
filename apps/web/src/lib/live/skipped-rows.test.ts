import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: { target: unknown; skipped: boolean }) => void;

let listeners: Listener[];
let log: string[];

/** A price inside `row` (or in no row), drawn or not as `drawn()` says when asked. */
function price(name: string, row: object | null, drawn: () => boolean) {
  return {
    closest: () => row,
    checkVisibility: () => {
      log.push(`asked ${name}`);
      return drawn();
    },
  } as unknown as Element;
}

const report = (row: object, skipped: boolean) => {
  for (const listener of listeners) listener({ target: row, skipped });
};
const endOfTurn = () => Promise.resolve();

async function load() {
  vi.resetModules();
  return import('./skipped-rows');
}

describe('writes to skipped rows', () => {
  beforeEach(() => {
    listeners = [];
    log = [];
    vi.stubGlobal('document', {
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'contentvisibilityautostatechange') listeners.push(listener);
      },
    });
  });

  it('writes a price in a drawn row at the end of the turn, as a move', async () => {
    const { writeWhenDrawn } = await load();
    const row = {};
    writeWhenDrawn(
      price('a', row, () => true),
      (now) => log.push(`write a ${now}`),
    );
    expect(log).toEqual([]);
    await endOfTurn();
    expect(log).toEqual(['asked a', 'write a true']);
  });

  it('keeps the latest write for a skipped row and does it, late, when the row is drawn', async () => {
    const { writeWhenDrawn } = await load();
    const row = {};
    const element = price('a', row, () => false);
    writeWhenDrawn(element, () => log.push('write 1'));
    writeWhenDrawn(element, (now) => log.push(`write 2 ${now}`));
    await endOfTurn();
    expect(log).toEqual(['asked a']);
    report(row, false);
    expect(log).toEqual(['asked a', 'write 2 false']);
    report(row, false);
    expect(log).toHaveLength(2);
  });

  it('asks about every row before writing any, and asks a row once', async () => {
    const { writeWhenDrawn } = await load();
    const first = {};
    const second = {};
    writeWhenDrawn(
      price('a', first, () => true),
      () => log.push('write a'),
    );
    writeWhenDrawn(
      price('b', second, () => true),
      () => log.push('write b'),
    );
    await endOfTurn();
    expect(log).toEqual(['asked a', 'asked b', 'write a', 'write b']);
    writeWhenDrawn(
      price('c', first, () => true),
      () => log.push('write c'),
    );
    await endOfTurn();
    expect(log.slice(4)).toEqual(['write c']);
  });

  it('follows what the browser reports after it has asked', async () => {
    const { writeWhenDrawn } = await load();
    const row = {};
    const element = price('a', row, () => true);
    writeWhenDrawn(element, () => log.push('write 1'));
    await endOfTurn();
    report(row, true);
    writeWhenDrawn(element, (now) => log.push(`write 2 ${now}`));
    await endOfTurn();
    expect(log).toEqual(['asked a', 'write 1']);
    report(row, false);
    expect(log).toEqual(['asked a', 'write 1', 'write 2 false']);
  });

  it('writes a price in no skippable row, and writes at once where the browser cannot say', async () => {
    const { writeWhenDrawn } = await load();
    writeWhenDrawn(
      price('a', null, () => false),
      (now) => log.push(`write a ${now}`),
    );
    writeWhenDrawn({} as Element, (now) => log.push(`write b ${now}`));
    expect(log).toEqual(['write b true']);
    await endOfTurn();
    expect(log).toEqual(['write b true', 'write a true']);
  });
});
