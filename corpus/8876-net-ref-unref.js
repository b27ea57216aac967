// ref and unref: an unref'd server and unref'd sockets keep no program
// alive, so this one ends with a connection open and its 'exit' listener
// runs; ref() after unref() holds the program again until the socket is
// ended; a socket's idle timer (setTimeout) never holds it.
import net from 'node:net';

let serverSide = null;
const server = net.createServer((s) => {
  serverSide = s;
  s.on('data', (d) => console.log('server got', String(d)));
  s.unref();
});
server.unref();
server.unref().ref().unref();
server.listen(0, '127.0.0.1', () => {
  const c = net.connect(server.address().port, '127.0.0.1');
  c.unref();
  c.ref();
  c.on('connect', () => {
    console.log('client connected');
    c.setTimeout(60000);
    c.write('ping');
    setTimeout(() => {
      console.log('unref the client');
      c.unref();
    }, 50);
  });
});
process.on('exit', () => {
  console.log('exit with the connection open:', serverSide !== null && !serverSide.destroyed);
});
