// node:http with malformed and broken requests sent as raw bytes: a bad
// request line (400 and the connection closed), headers over Node's 16
// KiB limit (431), a body shorter than its Content-Length (the request
// aborted), a client that disconnects in the middle of the body, and a
// clientError listener that answers itself.
import http from 'node:http';
import net from 'node:net';

const log = (...a) => console.log(...a);

let seen = 0;
const server = http.createServer((req, res) => {
  seen++;
  log('server: request', req.method, req.url);
  req.on('aborted', () => log('server: aborted', req.url));
  req.on('error', (e) => log('server: request error', e.message, e.code));
  req.on('close', () => log('server: request close', req.url, 'complete:', req.complete));
  req.on('data', (d) => log('server: body piece', d.length));
  req.on('end', () => {
    log('server: body end');
    res.end('ok');
  });
});

function raw(port, parts, label) {
  return new Promise((resolve) => {
    const c = net.connect(port, '127.0.0.1', () => {
      for (const p of parts) {
        if (p === 'END') c.end();
        else if (p === 'DESTROY') setTimeout(() => c.destroy(), 30);
        else c.write(p);
      }
    });
    let got = '';
    c.setEncoding('latin1');
    c.on('data', (d) => { got += d; });
    c.on('error', (e) => log(label, 'client error', e.code));
    c.on('close', () => {
      log(label, JSON.stringify(got.replace(/Date: [^\r]*/g, 'Date: <date>')));
      setTimeout(resolve, 20);
    });
  });
}

server.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  await raw(port, ['THIS IS NOT HTTP\r\n\r\n'], 'bad request line:');
  await raw(port, ['GET / HTTP/1.1\r\nHost: x\r\nX-Big: ' + 'a'.repeat(20000) + '\r\n\r\n'], 'big headers:');
  await raw(port, ['POST /short HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc', 'END'], 'short body:');
  await raw(port, ['POST /cut HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nhalf', 'DESTROY'], 'cut body:');
  server.on('clientError', (err, socket) => {
    log('clientError listener:', err.code === 'HPE_HEADER_OVERFLOW' ? err.code : 'parse error');
    socket.end('HTTP/1.1 418 Nope\r\nConnection: close\r\n\r\n');
  });
  await raw(port, ['GET / HTTP/1.1\r\nHost: x\r\nX-Big: ' + 'b'.repeat(20000) + '\r\n\r\n'], 'custom answer:');
  await raw(port, ['GET /fine HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'], 'good request:');
  log('requests seen:', seen);
  server.close(() => log('server closed'));
});
