// A server whose requests each run in their own LifetimeRegion (the
// server option regionPerRequest, which Node ignores): a synchronous
// handler builds its answer in the request's region, and the region is
// freed when the response closes. Five requests on a kept-alive socket.
// @region-stats: created=5 freed=5 live=0
import http from 'node:http';
import { LifetimeRegion } from '@scr/experimental';
const server = http.createServer({ regionPerRequest: LifetimeRegion }, (req, res) => {
  const items = [];
  for (let i = 0; i < 10; i++) items.push({ id: i, name: `item-${i}` });
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ url: req.url, items }));
});
server.listen(0, '127.0.0.1', async () => {
  const agent = new http.Agent({ keepAlive: true });
  for (let i = 0; i < 5; i++) {
    const body = await new Promise((resolve) => http.get({ port: server.address().port, host: '127.0.0.1', path: '/r' + i, agent }, (res) => {
      let d = ''; res.on('data', (c) => d += c); res.on('end', () => resolve(d));
    }));
    console.log(JSON.parse(body).url, JSON.parse(body).items.length);
  }
  agent.destroy();
  server.close(() => console.log('closed'));
});
