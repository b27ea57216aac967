// headersTimeout and requestTimeout, checked every
// connectionsCheckingInterval: a client that stops inside its headers, and
// one whose body stops short of its Content-Length, get Node's
// "408 Request Timeout" and the connection is closed; with a clientError
// listener the listener gets ERR_HTTP_REQUEST_TIMEOUT instead. A
// headersTimeout above requestTimeout is a RangeError.
import http from 'node:http';
import net from 'node:net';

try {
  http.createServer({ headersTimeout: 500, requestTimeout: 100 });
} catch (e) {
  console.log(e.name, e.code, e.message);
}

function rawRequest(port, text) {
  return new Promise((resolve) => {
    const c = net.connect(port, '127.0.0.1', () => c.write(text));
    let got = '';
    c.setEncoding('latin1');
    c.on('data', (d) => { got += d; });
    c.on('close', () => resolve(got));
  });
}

const opts = { headersTimeout: 60, requestTimeout: 120, connectionsCheckingInterval: 15 };
const server = http.createServer(opts, (req, res) => {
  console.log('request', req.url);
  req.on('aborted', () => console.log('request aborted', req.url));
  req.resume();
});
console.log('timeouts', server.headersTimeout, server.requestTimeout, server.connectionsCheckingInterval);
server.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  console.log(JSON.stringify(await rawRequest(port, 'GET /slow-headers HTTP/1.1\r\nHost: x\r\n')));
  console.log(JSON.stringify(await rawRequest(port,
    'POST /short-body HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc')));
  server.close();

  const quiet = http.createServer(opts, () => {});
  quiet.on('clientError', (err, socket) => {
    // The end of the timed-out request's input is a parse error too
    // (HPE_INVALID_EOF_STATE), when it comes before the server closes.
    if (err.code === 'HPE_INVALID_EOF_STATE') return;
    console.log('clientError', err.code, err.message);
    socket.end('HTTP/1.1 400 Custom\r\n\r\n');
  });
  quiet.listen(0, '127.0.0.1', async () => {
    console.log(JSON.stringify(await rawRequest(quiet.address().port, 'GET / HTTP/1.1\r\n')));
    quiet.close(() => console.log('closed'));
  });
});
