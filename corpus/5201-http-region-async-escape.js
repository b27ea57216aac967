// An async handler in a per-request region: the body is read through
// 'data' and 'end' (their listeners run in the region), the handler awaits
// twice, and one request's answer escapes into a module Map. That region
// is kept (the kept-region diagnosis names the Map) until the Map is
// cleared; the others are freed when their responses close.
// @region-stats: created=4 freed=4 live=0
import http from 'node:http';
import { LifetimeRegion } from '@scr/experimental';

const cache = new Map();
const tick = () => new Promise((resolve) => setImmediate(resolve));

const server = http.createServer({ regionPerRequest: LifetimeRegion }, async (req, res) => {
  let body = '';
  await new Promise((resolve) => {
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', resolve);
  });
  await tick();
  const parsed = JSON.parse(body);
  const out = { got: parsed.n, list: parsed.list.map((x) => x * 2) };
  if (parsed.keep) cache.set(parsed.n, out);
  await tick();
  res.end(JSON.stringify(out));
});

function post(port, agent, obj) {
  return new Promise((resolve) => {
    const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/', agent }, (res) => {
      let d = '';
      res.on('data', (c) => { d += c; });
      res.on('end', () => resolve(d));
    });
    req.end(JSON.stringify(obj));
  });
}

server.listen(0, '127.0.0.1', async () => {
  const agent = new http.Agent({ keepAlive: true });
  const port = server.address().port;
  for (let i = 0; i < 4; i++) console.log(await post(port, agent, { n: i, list: [i, i + 1], keep: i === 2 }));
  console.log('cached', [...cache.keys()], cache.get(2).list);
  cache.clear();
  agent.destroy();
  server.close(() => console.log('closed'));
});
