// Imported first by server/index.mjs: the server runs on Node 24 or newer (.nvmrc). An older Node
// would load better-sqlite3 13, built for Node 24's ABI, and crash without a word; this says why
// instead. `npm start` and the other scripts bring Node 24 themselves (scripts/lib/runtime.mjs).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `The server needs Node 24 or newer; this is Node ${process.versions.node}. Start it with ` +
      '`npm start` or `npm run serve`, which bring Node 24, or install Node 24 LTS.',
  );
  process.exit(1);
}
