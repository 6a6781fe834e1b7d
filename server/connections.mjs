// The server's connections, drained on shutdown without resetting any the client has opened.
// Two ways a plain `server.close()` resets them:
// - the kernel completes connections before Node accepts them; closing the listener resets those
//   still in its queue. So the listener closes only once no connection has arrived for
//   `quietMs`: requests that arrive in the meantime wait (each client waiting on an answer opens
//   no new connection), then are answered with `Connection: close`. Bounded by `holdMs`, since
//   clients that never stop connecting would otherwise keep the listener open.
// - Node's close() closes every connection it counts as idle, including one accepted a moment
//   ago whose request it has not read yet. Here only a connection that has answered a request
//   and has none in flight is closed (an idle keep-alive connection); a fresh one is given
//   `firstRequestMs` to send its request, which is answered.

import { Server } from 'node:net';

/** @typedef {import('node:net').Socket} Socket */

/**
 * Ended, then closed once what was written has gone out (nothing is left unread: no reset).
 * @param {Socket} socket
 */
const closeSoon = (socket) => socket.end(() => socket.destroy());

/**
 * Resolves once `lastArrival()` is `quietMs` old, or after `holdMs` at most.
 * @param {() => number} lastArrival
 * @param {number} quietMs
 * @param {number} holdMs
 * @returns {Promise<void>}
 */
function quiet(lastArrival, quietMs, holdMs) {
  const deadline = Date.now() + holdMs;
  return new Promise((resolve) => {
    const check = () => {
      const wait = Math.min(lastArrival() + quietMs, deadline) - Date.now();
      if (wait <= 0) resolve();
      else setTimeout(check, wait);
    };
    check();
  });
}

/**
 * @typedef {{
 *   admit(serve: () => void): void,
 *   drain(options: { quietMs: number, holdMs: number, firstRequestMs: number }): Promise<void>,
 * }} Connections
 */

/**
 * Tracks `server`'s connections (call before it accepts any). Requests go through `admit(serve)`.
 * `drain({ firstRequestMs, quietMs, holdMs })` closes the listener and every connection once it
 * has answered what it carries (the app sends `Connection: close` while draining); it resolves
 * when the last connection has closed.
 * @param {import('node:http').Server} server
 * @returns {Connections}
 */
export function trackConnections(server) {
  /** @type {Map<Socket, { served: number, inFlight: number }>} */
  const sockets = new Map();
  let lastArrival = 0;
  let draining = false;
  /** @type {(() => void)[] | null} */
  let held = null;

  /** @param {Socket} socket */
  const closeIfIdle = (socket) => {
    const state = sockets.get(socket);
    if (state && state.served > 0 && state.inFlight === 0) closeSoon(socket);
  };

  server.on('connection', (socket) => {
    lastArrival = Date.now();
    sockets.set(socket, { served: 0, inFlight: 0 });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req, res) => {
    const state = sockets.get(req.socket);
    if (!state) return;
    state.inFlight += 1;
    res.once('close', () => {
      state.inFlight -= 1;
      state.served += 1;
      // A response whose headers went out before draining began kept its connection alive.
      if (draining) setImmediate(() => closeIfIdle(req.socket));
    });
  });

  return {
    /** Runs `serve` now, or once the listener has closed when the server is closing it. */
    admit(serve) {
      if (held) held.push(serve);
      else serve();
    },
    async drain({ firstRequestMs, quietMs, holdMs }) {
      draining = true;
      held = [];
      await quiet(() => lastArrival, quietMs, holdMs);
      // net.Server's close, not http.Server's: that one would also close the fresh connections.
      /** @type {Promise<void>} */
      const closed = new Promise((resolve) => Server.prototype.close.call(server, () => resolve()));
      const waiting = held;
      held = null;
      for (const serve of waiting ?? []) serve();
      for (const [socket, state] of sockets) {
        if (state.served > 0) closeIfIdle(socket);
        else if (state.inFlight === 0) {
          const timer = setTimeout(() => {
            if (sockets.get(socket)?.inFlight === 0) closeSoon(socket);
          }, firstRequestMs);
          timer.unref();
          socket.once('close', () => clearTimeout(timer));
        }
      }
      await closed;
    },
  };
}
