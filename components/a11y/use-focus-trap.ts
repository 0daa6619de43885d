'use client';

import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export const focusablesIn = (node: HTMLElement): HTMLElement[] =>
  Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));

/** Open traps, innermost last: only the topmost one acts, so a dialog over a dialog works. */
const traps: HTMLElement[] = [];

export interface FocusTrapOptions {
  /** What to focus first (default: the first focusable element, else the container). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes when the trap ends (default: whatever had it before). A click does not
   * focus a button in every browser, so an opener passes itself here. */
  returnTo?: RefObject<HTMLElement | null>;
  /** Called on Escape while this trap is the topmost one. */
  onEscape?: () => void;
}

/**
 * Keeps keyboard focus inside `ref` while `active`: focuses the initial element, wraps Tab and
 * Shift+Tab, pulls focus back if it escapes, and returns focus when the trap ends. Traps stack, so
 * only the topmost acts (a dialog over a dialog works).
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocus, returnTo, onEscape }: FocusTrapOptions = {},
): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  useEffect(() => {
    const node = ref.current;
    if (!active || !node) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    traps.push(node);
    const isTop = () => traps[traps.length - 1] === node;

    (initialFocus?.current ?? focusablesIn(node)[0] ?? node).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape' && onEscapeRef.current) {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(node);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        node.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === node || !node.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !node.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !node.contains(event.target)) {
        (focusablesIn(node)[0] ?? node).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      traps.splice(traps.indexOf(node), 1);
      const back = returnTo?.current ?? previous;
      if (back?.isConnected) back.focus();
    };
  }, [ref, active, initialFocus, returnTo]);
}
