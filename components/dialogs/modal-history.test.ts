/** @jest-environment node */
import {
  depthOf,
  MODAL_MARKER,
  ModalHistory,
  type ModalHistoryWindow,
  withModalMarker,
} from './modal-history';

/** A browser history with real back semantics: back() pops an entry and fires popstate later. */
function fakeWindow(start = 'https://demo.example/search/trips#stay1', { backTargetAtCall = false } = {}) {
  const entries: { url: string; state: unknown }[] = [{ url: start, state: null }];
  let index = 0;
  const listeners = new Set<() => void>();
  const pending: (() => void)[] = [];
  const win: ModalHistoryWindow & {
    entries: typeof entries;
    flush: () => void;
    listenerCount: () => number;
  } = {
    entries,
    history: {
      get state() {
        return entries[index]?.state ?? null;
      },
      pushState(state: unknown, _unused: string, url?: string | URL | null) {
        entries.splice(index + 1);
        entries.push({ url: new URL(String(url), entries[index]?.url).toString(), state });
        index++;
      },
      replaceState(state: unknown, _unused: string, url?: string | URL | null) {
        entries[index] = { url: new URL(String(url), entries[index]?.url).toString(), state };
      },
      back() {
        // Chromium may fix the target when back() is called, not when the traversal runs.
        const target = Math.max(0, index - 1);
        pending.push(() => {
          if (backTargetAtCall) index = target;
          else if (index > 0) index--;
          for (const l of [...listeners]) l();
        });
      },
    },
    location: {
      get href() {
        return entries[index]?.url ?? start;
      },
    },
    addEventListener: (_t, l) => listeners.add(l),
    removeEventListener: (_t, l) => listeners.delete(l),
    flush: () => {
      while (pending.length) pending.shift()?.();
    },
    listenerCount: () => listeners.size,
  };
  return win;
}

/** Lets queued microtasks run (the manager takes closed entries off at the end of the task). */
const endOfTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('withModalMarker', () => {
  it('adds modalOpened as a query parameter and keeps path, query and hash', () => {
    expect(withModalMarker('https://x.example/search/trips?destination=Rome#travel_and_stay')).toBe(
      '/search/trips?destination=Rome&modalOpened=true#travel_and_stay',
    );
  });
});

describe('depthOf', () => {
  it('reads the modal depth from an entry state, 0 for anything else', () => {
    expect(depthOf({ [MODAL_MARKER]: 2, other: 1 })).toBe(2);
    expect(depthOf({ __NA: true })).toBe(0);
    expect(depthOf(null)).toBe(0);
    expect(depthOf({ [MODAL_MARKER]: 'x' })).toBe(0);
  });
});

describe('ModalHistory', () => {
  it('pushes an entry whose URL carries modalOpened when a modal opens', () => {
    const win = fakeWindow();
    new ModalHistory(win).open(() => {});
    expect(win.entries).toHaveLength(2);
    expect(win.location.href).toBe('https://demo.example/search/trips?modalOpened=true#stay1');
    expect(win.history.state).toEqual({ [MODAL_MARKER]: 1 });
  });

  it('closes the topmost modal first when the visitor goes back', () => {
    const win = fakeWindow();
    const history = new ModalHistory(win);
    const closed: string[] = [];
    history.open(() => closed.push('login'));
    history.open(() => closed.push('error'));
    win.history.back();
    win.flush();
    expect(closed).toEqual(['error']);
    win.history.back();
    win.flush();
    expect(closed).toEqual(['error', 'login']);
    expect(win.location.href).toBe('https://demo.example/search/trips#stay1');
    expect(win.listenerCount()).toBe(0);
  });

  it('removes the entry when a modal closes by its own button, without closing anything else', async () => {
    const win = fakeWindow();
    const history = new ModalHistory(win);
    const onBackLogin = jest.fn();
    history.open(onBackLogin);
    const error = history.open(() => {
      throw new Error('must not be called');
    });
    history.close(error);
    await endOfTask(); // the entry comes off once the task that closed the modal is over
    win.flush();
    expect(onBackLogin).not.toHaveBeenCalled();
    expect(history.depth).toBe(1);
    expect(win.location.href).toBe('https://demo.example/search/trips?modalOpened=true#stay1');
    // The remaining modal still answers Back.
    win.history.back();
    win.flush();
    expect(onBackLogin).toHaveBeenCalledTimes(1);
    expect(win.location.href).toBe('https://demo.example/search/trips#stay1');
  });

  it('closes every modal above the entry the visitor jumps back to', () => {
    const win = fakeWindow();
    const history = new ModalHistory(win);
    const closed: string[] = [];
    history.open(() => closed.push('login'));
    history.open(() => closed.push('register'));
    history.open(() => closed.push('error'));
    // Jump straight to the page's own entry (e.g. from the browser's history menu).
    win.history.back();
    win.history.back();
    win.history.back();
    win.flush();
    expect(closed).toEqual(['error', 'register', 'login']);
  });

  it('keeps the page state of the entry it copies (the router keeps its own keys there)', () => {
    const win = fakeWindow();
    win.history.pushState({ __NA: true }, '', '/search/trips');
    new ModalHistory(win).open(() => {});
    expect(win.history.state).toEqual({ __NA: true, [MODAL_MARKER]: 1 });
  });

  it('ignores a close for a modal Back already closed', () => {
    const win = fakeWindow();
    const history = new ModalHistory(win);
    const id = history.open(() => {});
    win.history.back();
    win.flush();
    history.close(id);
    win.flush();
    expect(win.location.href).toBe('https://demo.example/search/trips#stay1');
    expect(win.entries).toHaveLength(2); // no second back() was issued: the page itself is still here
  });
});

describe('a modal opened in the same task that closed another', () => {
  // The sheet's Login button closes the sheet and opens the login modal in one render; going back
  // and pushing would leave a back() in flight that can land below the new entry and close it.
  it.each([
    ['target resolved when the traversal runs', false],
    ['target fixed when back() is called', true],
  ])('takes over the closed modal entry and stays open (%s)', async (_name, backTargetAtCall) => {
    const win = fakeWindow(undefined, { backTargetAtCall });
    const history = new ModalHistory(win);
    const sheetBack = jest.fn();
    const loginBack = jest.fn();
    const sheet = history.open(sheetBack);
    history.close(sheet);
    history.open(loginBack);
    await endOfTask();
    win.flush();
    expect(loginBack).not.toHaveBeenCalled();
    expect(sheetBack).not.toHaveBeenCalled();
    expect(history.depth).toBe(1);
    expect(win.entries).toHaveLength(2); // the page and one modal entry, no leftovers
    expect(depthOf(win.history.state)).toBe(1);
    // The login modal owns the top entry, so Back closes it.
    win.history.back();
    win.flush();
    expect(loginBack).toHaveBeenCalledTimes(1);
    expect(history.depth).toBe(0);
  });

  it('takes off exactly the entries still owned after several opens and closes in one task', async () => {
    const win = fakeWindow(undefined, { backTargetAtCall: true });
    const history = new ModalHistory(win);
    const a = history.open(() => {});
    history.close(a);
    const b = history.open(() => {});
    history.close(b);
    await endOfTask();
    win.flush();
    expect(history.depth).toBe(0);
    expect(depthOf(win.history.state)).toBe(0);
    expect(win.location.href).toBe('https://demo.example/search/trips#stay1');
    expect(win.listenerCount()).toBe(0);
  });
});
