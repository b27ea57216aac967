// node:http server and client: IncomingMessage (method, url, httpVersion,
// lower-cased headers, rawHeaders, an async-iterable body), ServerResponse
// (statusCode, setHeader/getHeader/removeHeader, writeHead, write, end;
// Content-Length when end() knows it, chunked otherwise, 204 and HEAD
// without a body), keep-alive reuse of the client's socket.
import http from 'node:http';

const log = (...a) => console.log(...a);

const server = http.createServer(async (req, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  log('server:', req.method, req.url, `HTTP/${req.httpVersion}`, JSON.stringify(body));
  log('  headers:', Object.keys(req.headers).join(','), req.headers['x-test'], req.headers.accept);
  log('  rawHeaders:', req.rawHeaders.filter((_, i) => i % 2 === 0).join(','));
  if (req.url === '/chunked') {
    res.setHeader('X-Kind', 'chunked');
    res.setHeader('Set-Cookie', ['a=1', 'b=2']);
    log('  getHeader:', res.getHeader('x-kind'), JSON.stringify(res.getHeaderNames()), res.hasHeader('X-KIND'));
    res.setHeader('X-Gone', 'yes');
    res.removeHeader('x-gone');
    log('  headersSent before write:', res.headersSent);
    res.write('part1,');
    log('  headersSent after write:', res.headersSent);
    res.end('part2');
  } else if (req.url === '/json') {
    res.writeHead(201, 'Made It', { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ ok: true, n: body.length }));
  } else if (req.url === '/empty') {
    res.writeHead(204);
    res.end();
  } else if (req.url === '/length') {
    res.end(Buffer.from('exactly this'));
  } else {
    res.statusCode = 404;
    res.end('no such page');
  }
  try {
    res.setHeader('X-Late', '1');
  } catch (e) {
    log('  late setHeader:', e.code);
  }
});

function request(port, path, method, body, headers) {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: '127.0.0.1', path, method, headers }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (d) => { data += d; });
      res.on('end', () => {
        const h = Object.assign({}, res.headers);
        log('client:', res.statusCode, res.statusMessage, `HTTP/${res.httpVersion}`, 'date' in h);
        delete h.date;
        log('  headers:', JSON.stringify(h));
        log('  body:', JSON.stringify(data), 'reused:', req.reusedSocket, 'complete:', res.complete);
        resolve();
      });
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

server.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  await request(port, '/chunked', 'GET', null, { 'X-Test': 'one', Accept: 'text/plain' });
  await request(port, '/json', 'POST', 'hello world', { 'Content-Type': 'text/plain' });
  await request(port, '/empty', 'DELETE');
  await request(port, '/length', 'HEAD');
  await request(port, '/length', 'GET');
  await request(port, '/missing?q=1', 'PUT', 'x'.repeat(100000));
  server.close(() => log('server closed'));
});
