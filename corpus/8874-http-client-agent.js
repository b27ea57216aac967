// node:http's client: http.get with a URL string, an Agent with keepAlive
// and maxSockets 1 (requests queue and reuse one socket), an agent
// without keep-alive (Connection: close, a new socket each time),
// ECONNREFUSED as the request's error, server.closeAllConnections.
import http from 'node:http';

const log = (...a) => console.log(...a);

let connections = 0;
const server = http.createServer((req, res) => {
  res.setHeader('Content-Type', 'text/plain');
  res.end(`${req.method} ${req.url} conn=${req.headers.connection}`);
});
server.on('connection', () => { connections++; });

function fetchText(urlOrOptions, extra) {
  return new Promise((resolve, reject) => {
    const cb = (res) => {
      let data = '';
      res.on('data', (d) => { data += d; });
      res.on('end', () => resolve(`${res.statusCode} ${data}`));
    };
    const req = extra ? http.get(urlOrOptions, extra, cb) : http.get(urlOrOptions, cb);
    req.on('error', reject);
  });
}

server.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  log(await fetchText(`http://127.0.0.1:${port}/from-url?x=1`));
  const keep = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const before = connections;
  const all = await Promise.all([1, 2, 3].map((i) => fetchText({ port, host: '127.0.0.1', path: `/k${i}`, agent: keep })));
  log(all.join(' | '));
  log('connections for three keep-alive requests:', connections - before);
  keep.destroy();
  const close = new http.Agent({ keepAlive: false });
  const before2 = connections;
  log(await fetchText({ port, host: '127.0.0.1', path: '/c1', agent: close }));
  log(await fetchText({ port, host: '127.0.0.1', path: '/c2', agent: close }));
  log('connections without keep-alive:', connections - before2);
  const pending = http.get({ port, host: '127.0.0.1', path: '/hold', agent: new http.Agent({ keepAlive: true }) }, (res) => {
    res.resume();
    res.on('end', () => {
      log('held response ended');
      server.closeAllConnections();
      server.close(() => {
        log('server closed');
        const r = http.get({ port, host: '127.0.0.1', path: '/' });
        r.on('error', (e) => log('after close:', e.code, e.syscall, e.message === `connect ECONNREFUSED 127.0.0.1:${port}`));
        r.on('close', () => log('request close'));
      });
    });
  });
  pending.on('socket', () => log('socket event'));
});
