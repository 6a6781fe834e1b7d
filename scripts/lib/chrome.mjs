// How every tool here starts Debian's Chromium headless: no sandbox (root), and none of the
// background network traffic this machine's closed network refuses.
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
