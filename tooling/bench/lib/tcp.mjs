// Plain TCP for the remote-down cases: whether something listens on a port, and a
// server that accepts connections and never answers (a hung remote, the worst case for
// the composer: it waits out its whole budget, where a refused connection fails at once).
import net from 'node:net';

/** Whether a connection to localhost:port is accepted. */
export function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Listens on 127.0.0.1:port and holds every connection open without a byte in answer.
 * @returns {Promise<{ connections: () => number, close: () => Promise<void> }>}
 */
export function holdConnections(port) {
  const sockets = new Set();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        connections: () => accepted,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}
