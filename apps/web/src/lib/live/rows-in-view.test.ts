import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;

let listeners: Record<string, Listener[]>;
let log: string[];
const HEIGHT = 800;

/** A match row at `top` (its height 60 px), moved by setting `top`; `connected` as on the page. */
function row(name: string, top: number) {
  return {
    name,
    top,
    isConnected: true,
    getBoundingClientRect() {
      log.push(`asked ${name}`);
      return { top: this.top, bottom: this.top + 60 };
    },
  };
}
type Row = ReturnType<typeof row>;

/** A price inside `inside` (or in no row). */
const price = (inside: Row | null) => ({ closest: () => inside }) as unknown as Element;

const fire = (type: string) => listeners[type]?.forEach((listener) => listener());
const endOfTurn = () => Promise.resolve();

async function load() {
  vi.resetModules();
  return import('./rows-in-view');
}

describe('writes to rows out of view', () => {
  beforeEach(() => {
    listeners = {};
    log = [];
    const addEventListener = (type: string, listener: Listener) => {
      (listeners[type] ??= []).push(listener);
    };
    vi.stubGlobal('document', { addEventListener });
    vi.stubGlobal('window', { addEventListener, innerHeight: HEIGHT });
  });

  it('writes a price in a row in view at the end of the turn, as a move', async () => {
    const { writeWhenSeen } = await load();
    writeWhenSeen(price(row('a', 100)), (now) => log.push(`write a ${now}`));
    expect(log).toEqual([]);
    await endOfTurn();
    expect(log).toEqual(['asked a', 'write a true']);
  });

  it('counts a row within a quarter of the window from being seen as in view', async () => {
    const { writeWhenSeen } = await load();
    writeWhenSeen(price(row('below', HEIGHT + 150)), () => log.push('write below'));
    writeWhenSeen(price(row('above', -200)), () => log.push('write above'));
    writeWhenSeen(price(row('far', HEIGHT + 300)), () => log.push('write far'));
    await endOfTurn();
    expect(log.filter((entry) => entry.startsWith('write'))).toEqual([
      'write below',
      'write above',
    ]);
  });

  it('keeps the latest write for a row out of view and does it, late, when the row comes near', async () => {
    const { writeWhenSeen } = await load();
    const far = row('a', 3000);
    const element = price(far);
    writeWhenSeen(element, () => log.push('write 1'));
    writeWhenSeen(element, (now) => log.push(`write 2 ${now}`));
    await endOfTurn();
    expect(log).toEqual(['asked a']);
    fire('scroll');
    expect(log).toHaveLength(2);
    far.top = 500;
    fire('scroll');
    expect(log.slice(2)).toEqual(['asked a', 'write 2 false']);
    fire('scroll');
    expect(log).toHaveLength(4);
  });

  it('asks a row once in a turn however many of its prices move', async () => {
    const { writeWhenSeen } = await load();
    const shared = row('a', 100);
    writeWhenSeen(price(shared), () => log.push('write 1'));
    writeWhenSeen(price(shared), () => log.push('write 2'));
    writeWhenSeen(price(row('b', 3000)), () => log.push('write b'));
    await endOfTurn();
    expect(log).toEqual(['asked a', 'asked b', 'write 1', 'write 2']);
  });

  it('also looks again when the window is resized or the browser draws a row', async () => {
    const { writeWhenSeen } = await load();
    const first = row('a', 3000);
    const second = row('b', 4000);
    writeWhenSeen(price(first), (now) => log.push(`write a ${now}`));
    writeWhenSeen(price(second), (now) => log.push(`write b ${now}`));
    await endOfTurn();
    first.top = 0;
    fire('resize');
    expect(log.at(-1)).toBe('write a false');
    second.top = 100;
    fire('contentvisibilityautostatechange');
    expect(log.at(-1)).toBe('write b false');
  });

  it('asks about every row before writing any', async () => {
    const { writeWhenSeen } = await load();
    writeWhenSeen(price(row('a', 0)), () => log.push('write a'));
    writeWhenSeen(price(row('b', 100)), () => log.push('write b'));
    await endOfTurn();
    expect(log).toEqual(['asked a', 'asked b', 'write a', 'write b']);
  });

  it('forgets the waiting writes of a row that left the page', async () => {
    const { writeWhenSeen } = await load();
    const gone = row('a', 3000);
    writeWhenSeen(price(gone), () => log.push('write a'));
    await endOfTurn();
    gone.isConnected = false;
    gone.top = 0;
    fire('scroll');
    gone.isConnected = true;
    fire('scroll');
    expect(log).toEqual(['asked a']);
  });

  it('writes a price in no match row at once, at the end of the turn', async () => {
    const { writeWhenSeen } = await load();
    writeWhenSeen(price(null), (now) => log.push(`write ${now}`));
    expect(log).toEqual([]);
    await endOfTurn();
    expect(log).toEqual(['write true']);
  });
});
