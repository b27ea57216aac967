// node:net: a server on port 0, a client that writes with callbacks, the
// events of both ends in Node's order, backpressure on a large write,
// destroy, setTimeout, setNoDelay/setKeepAlive, and the errors
// EADDRINUSE and ECONNREFUSED.
import net from 'node:net';

const log = (...a) => console.log(...a);

function echoRound() {
  return new Promise((resolve) => {
    const server = net.createServer((sock) => {
      log('server: connection', sock.remoteAddress, sock.remoteFamily, typeof sock.remotePort);
      log('server: setNoDelay returns socket', sock.setNoDelay(true) === sock, sock.setKeepAlive(true, 1000) === sock);
      sock.setEncoding('utf8');
      sock.on('data', (d) => {
        log('server: data', JSON.stringify(d));
        sock.write(d.toUpperCase());
      });
      sock.on('end', () => log('server: end'));
      sock.on('finish', () => log('server: finish'));
      sock.on('close', (hadError) => log('server: close', hadError));
    });
    server.on('listening', () => log('listening event', server.listening));
    server.listen(0, '127.0.0.1', () => {
      const { port, family, address } = server.address();
      log('listen callback', family, address, port > 0);
      const c = net.connect(port, '127.0.0.1', () => {
        log('client: connect', c.remoteAddress, c.localAddress, c.readyState);
        c.write('hello', () => log('client: write callback'));
      });
      log('client: connecting', c.connecting, c.pending, c.readyState);
      c.on('ready', () => log('client: ready'));
      c.on('data', (d) => {
        log('client: data', d.toString());
        c.end();
      });
      c.on('end', () => log('client: end'));
      c.on('finish', () => log('client: finish'));
      c.on('close', (hadError) => {
        log('client: close', hadError, c.destroyed, c.bytesWritten, c.bytesRead);
        server.close(() => {
          log('server closed', server.listening, server.address());
          resolve();
        });
      });
    });
  });
}

function bigWrite() {
  return new Promise((resolve) => {
    const total = 4 * 1024 * 1024;
    const server = net.createServer((sock) => {
      let got = 0;
      sock.on('data', (d) => { got += d.length; });
      sock.on('end', () => {
        log('server: got all bytes', got === total);
        sock.end('done');
      });
    });
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const c = net.createConnection({ port: server.address().port, host: '127.0.0.1' });
      c.on('connect', () => {
        const chunk = Buffer.alloc(1024 * 1024, 97);
        let writes = 0;
        let sawFalse = false;
        const more = () => {
          while (writes < 4) {
            writes++;
            const ok = c.write(chunk);
            if (!ok) {
              sawFalse = true;
              c.once('drain', more);
              return;
            }
          }
          log('client: write returned false at least once', sawFalse);
          c.end();
        };
        more();
      });
      let reply = '';
      c.on('data', (d) => { reply += d; });
      c.on('close', () => {
        log('client: reply', reply);
        server.close(resolve);
      });
    });
  });
}

function destroyAndTimeout() {
  return new Promise((resolve) => {
    const server = net.createServer((sock) => {
      sock.setTimeout(50);
      sock.on('timeout', () => {
        log('server: timeout', sock.timeout);
        sock.destroy();
      });
      sock.on('close', (hadError) => log('server: close after timeout', hadError));
    });
    server.listen(0, '127.0.0.1', () => {
      const c = net.connect(server.address().port, '127.0.0.1');
      c.on('end', () => log('client: end (server destroyed)'));
      c.on('close', () => {
        log('client: close');
        const d = net.connect(server.address().port, '127.0.0.1', () => {
          d.destroy();
          log('client 2: destroyed', d.destroyed);
        });
        d.on('close', (hadError) => {
          log('client 2: close', hadError);
          server.close(resolve);
        });
      });
    });
  });
}

function errorsRound() {
  return new Promise((resolve) => {
    const s1 = net.createServer();
    s1.listen(0, '127.0.0.1', () => {
      const port = s1.address().port;
      const s2 = net.createServer();
      s2.on('error', (e) => {
        log('listen error:', e.code, e.errno === -98, e.syscall, e.address, e.port === port,
          e.message === `listen EADDRINUSE: address already in use 127.0.0.1:${port}`);
        s1.close(() => {
          const c = net.connect({ port, host: '127.0.0.1' });
          c.on('connect', () => log('unexpected connect'));
          c.on('error', (err) => log('connect error:', err.code, err.syscall, err.address, err.port === port,
            err.message === `connect ECONNREFUSED 127.0.0.1:${port}`));
          c.on('close', (hadError) => {
            log('connect close:', hadError);
            s2.close((err2) => {
              log('closing a server not listening:', err2.code, err2.message);
              resolve();
            });
          });
        });
      });
      s2.listen(port, '127.0.0.1');
    });
  });
}

await echoRound();
await bigWrite();
await destroyAndTimeout();
await errorsRound();
log('isIP', net.isIP('127.0.0.1'), net.isIP('::1'), net.isIP('nope'));
