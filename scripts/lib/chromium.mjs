/**
 * Debian's Chromium and the flags every headless run here starts it with (Playwright's own browser
 * download cannot work on this machine): the e2e tests, the test runner's install check and
 * bench:lighthouse. Plain JavaScript so the scripts and playwright.config.ts share it.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
