// Browser storage that never throws: in a cross-site frame whose browser blocks third-party
// storage, touching `localStorage` throws a SecurityError; then this tab keeps its values in
// memory instead (lost on reload, as a private window would), so the page still works.

export interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

type Area = 'local' | 'session';

function realStorage(area: Area): Storage | null {
  try {
    const storage = area === 'local' ? window.localStorage : window.sessionStorage;
    // Some browsers hand out the object and refuse only its use.
    const probe = '__sb_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

function guarded(area: Area): SafeStorage {
  // On the server there is no browser storage, and a module-wide memory would be shared by
  // every request: nothing is kept there.
  if (typeof window === 'undefined') {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
  const memory = new Map<string, string>();
  let real: Storage | null | undefined;
  const storage = () => (real === undefined ? (real = realStorage(area)) : real);
  return {
    getItem(key) {
      try {
        const found = storage()?.getItem(key);
        if (found !== undefined && found !== null) return found;
      } catch {
        // Refused after all: memory answers.
      }
      return memory.get(key) ?? null;
    },
    setItem(key, value) {
      memory.set(key, value);
      try {
        storage()?.setItem(key, value);
      } catch {
        // Full or refused: the memory copy serves this tab.
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing kept there anyway.
      }
    },
  };
}

/** Local storage, or memory where the browser refuses it. */
export const safeLocalStorage: SafeStorage = guarded('local');
/** Session storage, or memory where the browser refuses it. */
export const safeSessionStorage: SafeStorage = guarded('session');
