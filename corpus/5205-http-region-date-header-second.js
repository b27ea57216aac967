// The Date header's string is cached for a second by the http module. A
// response written in a later second than its request arrived in (the
// handler waits past a second boundary) refreshes that cache from inside
// the request's region; the cached string must not be left there, or the
// module would keep the region alive until exit. Both regions are freed.
// @region-stats: created=2 freed=2 live=0
import http from 'node:http';
import { LifetimeRegion } from '@scr/experimental';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const server = http.createServer({ regionPerRequest: LifetimeRegion }, async (req, res) => {
  await sleep(1100);
  res.setHeader('Content-Type', 'text/plain');
  res.end(`slow ${req.url}`);
});

function get(port, path) {
  return new Promise((resolve) => {
    http.get({ port, host: '127.0.0.1', path }, (res) => {
      let body = '';
      res.on('data', (c) => { body += c; });
      res.on('end', () => resolve(`${res.statusCode} ${typeof res.headers.date} ${body}`));
    });
  });
}

server.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  console.log(await get(port, '/a'));
  console.log(await get(port, '/b'));
  server.close(() => console.log('closed'));
});
