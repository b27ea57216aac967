// node:http on the wire: raw requests over node:net and the exact bytes
// of the answers (the Date header's value masked): Content-Length and
// chunked responses, keep-alive, two pipelined requests in one write
// answered in order, a chunked request body, HTTP/1.0 (Connection:
// close), and Expect: 100-continue.
import http from 'node:http';
import net from 'node:net';

const log = (...a) => console.log(...a);

const server = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (d) => { body += d; });
  req.on('end', () => {
    log('server:', req.method, req.url, req.httpVersion, JSON.stringify(body));
    if (req.url === '/slow') {
      setTimeout(() => res.end('slow answer'), 30);
    } else if (req.url === '/stream') {
      res.write('a');
      res.write('bc');
      res.end();
    } else {
      res.setHeader('Content-Type', 'text/plain');
      res.end(`you sent ${body.length} bytes`);
    }
  });
});

function raw(port, text, until) {
  return new Promise((resolve) => {
    const c = net.connect(port, '127.0.0.1', () => c.write(text));
    let got = '';
    c.setEncoding('latin1');
    c.on('data', (d) => {
      got += d;
      if (until && until(got)) c.end();
    });
    c.on('close', () => {
      log('---');
      log(got.replace(/Date: [^\r]*/g, 'Date: <date>').replace(/\r\n/g, '\\r\\n\n').trimEnd());
      resolve();
    });
  });
}

const answers = (n) => (s) => (s.match(/HTTP\/1\.1 /g) || []).length >= n && /(\r\n0\r\n\r\n|bytes|answer)$/.test(s);

server.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  await raw(port, 'GET /a HTTP/1.1\r\nHost: x\r\n\r\n', answers(1));
  await raw(port, 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /stream HTTP/1.1\r\nHost: x\r\n\r\n', answers(2));
  await raw(port, 'POST /up HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n', answers(1));
  await raw(port, 'GET /old HTTP/1.0\r\n\r\n');
  await raw(port, 'GET /close HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  await raw(port, 'POST /expect HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nExpect: 100-continue\r\n\r\nabc', answers(2));
  server.close(() => log('server closed'));
});
