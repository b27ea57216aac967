// A handler that makes its own LifetimeRegion and runs its async work in
// it with region.run: the work awaits twice, allocating in the region
// after each await; the answer is written outside it, and the region is
// released once the response is sent.
// @region-stats: created=3 freed=3 live=0
import http from 'node:http';
import { LifetimeRegion } from '@scr/experimental';
const tick = () => new Promise((r) => setImmediate(r));
const server = http.createServer((req, res) => {
  const region = new LifetimeRegion();
  region.run(async () => {
    const parts = [];
    for (let i = 0; i < 20; i++) parts.push({ i, s: `part-${i}` });
    await tick();
    const text = parts.filter((p) => p.i % 5 === 0).map((p) => p.s).join(',');
    await tick();
    return { count: parts.length, text: `${req.url} ${text}` };
  }).then((out) => {
    res.setHeader('X-Parts', String(out.count));
    res.end(out.text, () => region.release());
  });
});
server.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  for (const path of ['/a', '/b', '/c']) {
    const d = await new Promise((resolve) => http.get({ port, host: '127.0.0.1', path }, (res) => {
      let d = ''; res.on('data', (c) => d += c); res.on('end', () => resolve(`${res.headers['x-parts']} ${d}`));
    }));
    console.log(d);
  }
  server.close(() => console.log('closed'));
});
