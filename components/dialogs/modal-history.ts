/**
 * Modal back-button behaviour (spec §4): opening a modal pushes a history entry whose URL carries
 * `modalOpened`, so the browser's Back closes the topmost modal instead of leaving the page. When a
 * modal closes any other way (a button, Escape) its entry is taken off again with history.back().
 *
 * Each pushed entry records how many modals were open in its state, so a popstate needs no
 * bookkeeping: whatever entry the browser lands on, modals above that depth close, topmost first
 * (our own history.back() lands on the depth we already have, so it closes nothing).
 *
 * The marker is a query parameter: the path stays the same, so path-based shell rules (search/trips
 * only chip, mobile footer) don't flicker, and a reload of such a URL shows the page behind the
 * modal. The unknown-path route also accepts a `modalOpened` path segment.
 */

export const MODAL_MARKER = 'modalOpened';

/** The parts of `window` the manager uses, so tests can hand it a fake. */
export interface ModalHistoryWindow {
  history: Pick<History, 'pushState' | 'replaceState' | 'back' | 'state'>;
  location: { href: string };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

/** The current address with the modal marker added, path-relative, hash kept. */
export function withModalMarker(href: string): string {
  const url = new URL(href);
  url.searchParams.set(MODAL_MARKER, 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

interface OpenModal {
  id: number;
  onBack: () => void;
}

/** The modal depth recorded in a history entry's state (0 for the page's own entries). */
export function depthOf(state: unknown): number {
  const value =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[MODAL_MARKER] : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

export class ModalHistory {
  private readonly stack: OpenModal[] = [];
  private nextId = 1;
  private listening = false;
  /** Entries of modals closed in this task, taken off (history.back()) at its end. */
  private closedEntries = 0;

  constructor(private readonly win: ModalHistoryWindow) {}

  /** Number of modals that currently own a history entry. */
  get depth(): number {
    return this.stack.length;
  }

  /** A modal opened: push its entry. `onBack` runs if the visitor goes back while it is on top. */
  open(onBack: () => void): number {
    const id = this.nextId++;
    this.stack.push({ id, onBack });
    this.listen();
    if (this.closedEntries > 0) {
      // A modal closed in this same task (a sheet whose button opens the login modal): take over
      // its entry instead of going back and pushing. A back() in flight could land below a fresh
      // entry — browsers fix its target at different moments — and close the new modal at once.
      this.closedEntries--;
      this.write('replace', this.stack.length);
    } else {
      this.write('push', this.stack.length);
    }
    return id;
  }

  /** A modal closed by its own controls: its entry comes off at the end of the task. */
  close(id: number): void {
    const index = this.stack.findIndex((m) => m.id === id);
    if (index < 0) return; // already closed by Back
    this.stack.splice(index, 1);
    if (this.closedEntries++ === 0) queueMicrotask(this.takeOffClosedEntries);
  }

  private readonly takeOffClosedEntries = () => {
    const n = this.closedEntries;
    this.closedEntries = 0;
    // Entries are interchangeable: each back() lands on a depth we already have, closing nothing.
    for (let i = 0; i < n; i++) this.win.history.back();
    if (this.stack.length === 0) this.unlisten();
  };

  private write(how: 'push' | 'replace', depth: number) {
    const current = this.win.history.state;
    const state = current && typeof current === 'object' ? current : {};
    const entry = { ...state, [MODAL_MARKER]: depth };
    const url = withModalMarker(this.win.location.href);
    if (how === 'push') this.win.history.pushState(entry, '', url);
    else this.win.history.replaceState(entry, '', url);
  }

  private readonly onPopState = () => {
    const depth = depthOf(this.win.history.state);
    while (this.stack.length > depth) this.stack.pop()?.onBack();
    if (this.stack.length === 0 && this.closedEntries === 0) this.unlisten();
  };

  private listen() {
    if (this.listening) return;
    this.win.addEventListener('popstate', this.onPopState);
    this.listening = true;
  }

  private unlisten() {
    if (!this.listening) return;
    this.win.removeEventListener('popstate', this.onPopState);
    this.listening = false;
  }
}

let shared: ModalHistory | null = null;

/** The one manager of this browser window. */
export function modalHistory(): ModalHistory {
  shared ??= new ModalHistory(window);
  return shared;
}
