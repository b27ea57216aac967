// bench/http's server: a JSON endpoint that builds each response from 100
// small objects. Listens on port 0 on 127.0.0.1, writes the port to the
// file named by its argument, and serves until a request for /quit;
// /count answers the number of JSON answers served. With BENCH_REGIONS=1
// (scr only: bench/http/region-soak) each request runs in its own
// LifetimeRegion.
const fs = require('node:fs');
const http = require('node:http');

const options = {};
if (process.env.BENCH_REGIONS === '1') options.regionPerRequest = require('@scr/experimental').LifetimeRegion;
let served = 0;

const server = http.createServer(options, (req, res) => {
  if (req.url === '/quit') {
    res.end('bye', () => {
      server.close();
      server.closeAllConnections();
    });
    return;
  }
  if (req.url === '/count') {
    res.end(String(served));
    return;
  }
  served++;
  const items = [];
  for (let i = 0; i < 100; i++) items.push({ id: i, name: `item-${i}`, ok: i % 3 === 0, score: i * 1.5 });
  const body = JSON.stringify({ path: req.url, count: items.length, items });
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => fs.writeFileSync(process.argv[2], String(server.address().port)));
