/**
 * Debian's Chromium and the switches every browser of the project's tests and benchmarks runs with:
 * no sandbox (containers), software rendering, and nothing that reaches the network on its own.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
