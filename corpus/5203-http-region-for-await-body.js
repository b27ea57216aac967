// Request bodies read with `for await (const chunk of req)` in per-request
// regions: the body's async iterator is an async generator, whose body and
// closures live in the default heap while the request lives in its region,
// and the two refer to each other (the iterator's listeners on the request,
// the request held by its closures). Each region is kept by its first
// release check and freed once the collector has taken that cycle apart;
// none is left at exit. Bodies in several chunks, an empty body, and a
// client that disconnects in the middle of its body (the loop throws).
// @region-stats: created=6 freed=6 live=0
import http from 'node:http';
import net from 'node:net';
import { LifetimeRegion } from '@scr/experimental';

const tick = () => new Promise((resolve) => setImmediate(resolve));
let aborted;
const abortedSeen = new Promise((resolve) => { aborted = resolve; });

const server = http.createServer({ regionPerRequest: LifetimeRegion }, async (req, res) => {
  const pieces = [];
  try {
    for await (const chunk of req) pieces.push(chunk.toString());
  } catch (err) {
    console.log('body failed:', err.message, err.code);
    aborted();
    return;
  }
  await tick();
  const body = pieces.join('');
  const words = body ? body.split(' ').map((w) => ({ w, n: w.length })) : [];
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ url: req.url, chunks: pieces.length > 0, words }));
});

function post(port, agent, path, parts) {
  return new Promise((resolve) => {
    const req = http.request({ port, host: '127.0.0.1', method: 'POST', path, agent }, (res) => {
      let d = '';
      res.on('data', (c) => { d += c; });
      res.on('end', () => resolve(d));
    });
    (async () => {
      for (const p of parts) {
        req.write(p);
        await tick();
      }
      req.end();
    })();
  });
}

server.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  const agent = new http.Agent({ keepAlive: true });
  console.log(await post(port, agent, '/one', ['alpha beta']));
  console.log(await post(port, agent, '/three', ['gamma ', 'delta ', 'epsilon']));
  console.log(await post(port, agent, '/empty', []));
  const many = [];
  for (let i = 0; i < 20; i++) many.push(`w${i} `);
  const reply = JSON.parse(await post(port, agent, '/many', many));
  console.log(reply.url, reply.words.length, reply.words[19]);
  // A body shorter than its Content-Length, then the connection closes.
  const sock = net.connect(port, '127.0.0.1', () => {
    sock.write('POST /cut HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nonly part');
    setTimeout(() => sock.destroy(), 20);
  });
  await abortedSeen;
  console.log(await post(port, agent, '/after', ['still fine']));
  agent.destroy();
  server.close(() => console.log('closed'));
});
