// net.js - node:net, written in JavaScript over the natives of @scr/net
// (node/net.c: TCP servers and connections on libuv) and the stream
// handles of @scr/child (node/child.c: read, write, end, close): Server
// and Socket (a Duplex) with Node 20's events, their order and its errors.
// docs/http.md.
'use strict';

const EE = require('node:events');
const stream = require('node:stream');
const io = require('@scr/child');
const native = require('@scr/net');

const { Duplex } = stream;
const errors = stream._errors;

// ---- errors as Node words them ---------------------------------------------

// "read ECONNRESET", "write EPIPE": Node's errnoException.
function errnoException(errno, syscall) {
  const code = native.errname(errno);
  const e = new Error(`${syscall} ${code}`);
  e.errno = errno;
  e.code = code;
  e.syscall = syscall;
  return e;
}

// "connect ECONNREFUSED 127.0.0.1:80": Node's exceptionWithHostPort; with
// uvText, "listen EADDRINUSE: address already in use 127.0.0.1:80".
function hostPortException(errno, syscall, address, port, uvText) {
  const code = native.errname(errno);
  const detail = port !== undefined && port !== null ? `${address}:${port}` : address;
  const head = uvText ? `${syscall} ${code}: ${native.strerror(errno)}` : `${syscall} ${code}`;
  const e = new Error(`${head} ${detail}`);
  e.errno = errno;
  e.code = code;
  e.syscall = syscall;
  e.address = address;
  if (port !== undefined) e.port = port;
  return e;
}

function serverNotRunning() {
  return stream._nodeError(Error, 'ERR_SERVER_NOT_RUNNING', 'Server is not running.');
}

function socketClosed() {
  return stream._nodeError(Error, 'ERR_SOCKET_CLOSED', 'Socket is closed');
}

// ---- Socket -----------------------------------------------------------------

function Socket(options) {
  if (!(this instanceof Socket)) return new Socket(options);
  options = Object.assign({}, options);
  const allowHalfOpen = !!options.allowHalfOpen;
  Duplex.call(this, { allowHalfOpen, emitClose: false, autoDestroy: true, decodeStrings: false });
  this.connecting = false;
  this._handle = null;
  this._reading = false;
  this._pendingWrite = null;
  this._server = null;
  this._timeoutMs = 0;
  this._timer = null;
  this._bytesRead = 0;
  this._bytesWritten = 0;
  this._sockname = null;
  this._peername = null;
  this.on('end', onReadableEnd);
  // As Node's: a socket with a handle reads at once (its peer's end is
  // seen even by a program that never reads).
  if (options.handle !== undefined) {
    this._attach(options.handle);
    this.read(0);
  }
}
Object.setPrototypeOf(Socket.prototype, Duplex.prototype);
Object.setPrototypeOf(Socket, Duplex);

// The peer ended: without allowHalfOpen, writes fail from now on (the
// Duplex ends the writable side on the next tick).
function onReadableEnd() {
  if (!this.allowHalfOpen) this.write = writeAfterFIN;
}

function writeAfterFIN(chunk, encoding, cb) {
  if (typeof encoding === 'function') cb = encoding;
  const er = stream._nodeError(Error, 'EPIPE', 'This socket has been ended by the other party');
  er.code = 'EPIPE';
  process.nextTick(() => this.emit('error', er));
  if (typeof cb === 'function') process.nextTick(cb, er);
  return false;
}

Socket.prototype._attach = function attach(h) {
  this._handle = h;
};

// Restarts the idle timer on a read or a write (refresh keeps the one
// Timeout rather than making a new one).
Socket.prototype._activity = function activity() {
  if (this._timer) this._timer.refresh();
};

// As Node's: a socket's idle timer keeps no program alive (the socket's
// handle does, while it is referenced).
function startSocketTimer(socket, ms) {
  const t = setTimeout(onSocketTimer, ms, socket);
  t.unref();
  return t;
}

function onSocketTimer(socket) {
  socket._onTimeout();
}

Socket.prototype._onTimeout = function onTimeout() {
  this._timer = null;
  this.emit('timeout');
};

Socket.prototype.setTimeout = function setSocketTimeout(ms, cb) {
  if (this._timer) clearTimeout(this._timer);
  this._timer = null;
  this._timeoutMs = ms;
  if (ms > 0 && !this.destroyed) this._timer = startSocketTimer(this, ms);
  if (typeof cb === 'function') {
    if (ms === 0) this.removeListener('timeout', cb);
    else this.once('timeout', cb);
  }
  return this;
};

Object.defineProperty(Socket.prototype, 'timeout', {
  configurable: true, enumerable: false, get() { return this._timeoutMs; },
});

Socket.prototype.setNoDelay = function setNoDelay(enable) {
  if (this._handle !== null) native.setNoDelay(this._handle, enable === undefined ? true : !!enable);
  return this;
};

Socket.prototype.setKeepAlive = function setKeepAlive(enable, initialDelay) {
  if (this._handle !== null) native.setKeepAlive(this._handle, !!enable, ~~((initialDelay || 0) / 1000));
  return this;
};

// ref/unref: whether the socket's handle keeps the program running.
Socket.prototype.ref = function ref() {
  if (this._handle === null) {
    this.once('connect', this.ref);
    return this;
  }
  native.ref(this._handle, true);
  return this;
};

Socket.prototype.unref = function unref() {
  if (this._handle === null) {
    this.once('connect', this.unref);
    return this;
  }
  native.ref(this._handle, false);
  return this;
};

Socket.prototype.address = function address() {
  if (this._sockname === null && this._handle !== null) {
    const a = native.address(this._handle, false);
    if (typeof a === 'object') this._sockname = a;
  }
  return this._sockname === null ? {} : Object.assign({}, this._sockname);
};

Socket.prototype._peer = function peer() {
  if (this._peername === null && this._handle !== null) {
    const a = native.address(this._handle, true);
    if (typeof a === 'object') this._peername = a;
  }
  return this._peername || {};
};

function getters(table) {
  for (const name of Object.keys(table)) {
    Object.defineProperty(Socket.prototype, name, { configurable: true, enumerable: false, get: table[name] });
  }
}
getters({
  remoteAddress() { return this._peer().address; },
  remoteFamily() { return this._peer().family; },
  remotePort() { return this._peer().port; },
  localAddress() { return this.address().address; },
  localPort() { return this.address().port; },
  localFamily() { return this.address().family; },
  bytesRead() { return this._bytesRead; },
  bytesWritten() { return this._bytesWritten; },
  pending() { return this._handle === null || this.connecting; },
  readyState() {
    if (this.connecting) return 'opening';
    if (this.readable && this.writable) return 'open';
    if (this.readable && !this.writable) return 'readOnly';
    if (!this.readable && this.writable) return 'writeOnly';
    return 'closed';
  },
  bufferSize() { return this._handle ? this.writableLength : undefined; },
});

Socket.prototype._read = function read() {
  if (this.connecting || this._handle === null) {
    this.once('connect', () => this._read());
    return;
  }
  if (this._reading) return;
  this._reading = true;
  const h = this._handle;
  io.read(h, (chunk) => {
    if (this._handle !== h) return;
    if (chunk === null) {
      this._reading = false;
      this.push(null);
      this.read(0); // as Node's: 'end' even when nothing reads
    } else if (chunk instanceof Error) {
      this._reading = false;
      this.destroy(errnoException(chunk.errno, 'read'));
    } else {
      this._bytesRead += chunk.length;
      this._activity();
      if (!this.push(chunk)) {
        this._reading = false;
        io.read(h, null);
      }
    }
  });
};

Socket.prototype._write = function write(chunk, encoding, cb) {
  if (this.connecting) {
    this._pendingWrite = () => this._write(chunk, encoding, cb);
    return;
  }
  this._pendingWrite = null;
  if (this._handle === null) {
    cb(socketClosed());
    return;
  }
  const b = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
  this._bytesWritten += b.length;
  this._activity();
  // As Node's: a write the socket takes whole at once is complete now
  // (the Writable defers what follows to the next tick); the rest, or a
  // write that must wait, goes through a write request and its callback.
  const done = io.tryWrite(this._handle, b);
  if (done === b.length) {
    cb();
    return;
  }
  io.write(this._handle, done === 0 ? b : b.subarray(done), (err) => {
    if (err) {
      const e = errnoException(err.errno, 'write');
      cb(e);
      return;
    }
    cb();
  });
};

Socket.prototype._final = function final(cb) {
  if (this.connecting) {
    this.once('connect', () => this._final(cb));
    return;
  }
  if (this._handle === null) {
    cb();
    return;
  }
  io.end(this._handle, () => cb());
};

Socket.prototype._destroy = function destroy(exception, cb) {
  if (this._timer) clearTimeout(this._timer);
  this._timer = null;
  this.connecting = false;
  if (this._handle !== null) {
    const isException = !!exception;
    io.close(this._handle, () => this.emit('close', isException));
    this._handle = null;
    cb(exception);
  } else {
    cb(exception);
    process.nextTick(() => this.emit('close', !!exception));
  }
  if (this._server) {
    const server = this._server;
    this._server = null;
    server._connections--;
    server._sockets.delete(this);
    server._emitCloseIfDrained();
  }
};

function normalizeConnectArgs(args) {
  let options;
  let cb;
  if (args.length > 0 && args[0] !== null && typeof args[0] === 'object') {
    options = Object.assign({}, args[0]);
    cb = args[1];
  } else {
    options = { port: args[0] };
    if (typeof args[1] === 'string') {
      options.host = args[1];
      cb = args[2];
    } else {
      cb = args[1];
    }
  }
  return [options, typeof cb === 'function' ? cb : null];
}

Socket.prototype.connect = function connect(...args) {
  const [options, cb] = normalizeConnectArgs(args);
  if (cb) this.once('connect', cb);
  const host = options.host === undefined || options.host === 'localhost' ? '127.0.0.1' : options.host;
  const port = Number(options.port);
  this.connecting = true;
  if (this.destroyed) {
    this._readableState.destroyed = false;
    this._writableState.destroyed = false;
  }
  const h = native.connect(host, port, (status) => {
    if (this._handle !== h) return;
    this.connecting = false;
    if (status < 0) {
      this.destroy(hostPortException(status, 'connect', host, port));
      return;
    }
    this.emit('connect');
    this.emit('ready');
    if (this._pendingWrite) this._pendingWrite();
    if (!this.isPaused()) this.read(0);
  });
  if (h < 0) {
    process.nextTick(() => this.destroy(hostPortException(h, 'connect', host, port)));
    return this;
  }
  this._handle = h;
  return this;
};

function connect(...args) {
  const [options] = normalizeConnectArgs(args);
  const socket = new Socket(options);
  if (options.timeout) socket.setTimeout(options.timeout);
  return socket.connect(...args);
}

// ---- Server -----------------------------------------------------------------

function Server(options, connectionListener) {
  if (!(this instanceof Server)) return new Server(options, connectionListener);
  EE.call(this);
  if (typeof options === 'function') {
    connectionListener = options;
    options = {};
  }
  options = Object.assign({}, options);
  if (connectionListener) this.on('connection', connectionListener);
  this._handle = null;
  this._connections = 0;
  this._sockets = new Set();
  this._address = null;
  this.allowHalfOpen = !!options.allowHalfOpen;
  this.noDelay = !!options.noDelay;
  this.keepAlive = !!options.keepAlive;
  this.maxConnections = undefined;
  this._unref = false;
}
Object.setPrototypeOf(Server.prototype, EE.prototype);
Object.setPrototypeOf(Server, EE);

Object.defineProperty(Server.prototype, 'listening', {
  configurable: true, enumerable: true, get() { return this._handle !== null; },
});

Server.prototype._makeSocket = function makeSocket(h) {
  const socket = new Socket({ handle: h, allowHalfOpen: this.allowHalfOpen });
  if (this.noDelay) socket.setNoDelay(true);
  if (this.keepAlive) socket.setKeepAlive(true);
  socket._server = this;
  socket.server = this;
  this._connections++;
  this._sockets.add(socket);
  return socket;
};

Server.prototype._onConnection = function onConnection(h) {
  if (h < 0) {
    this.emit('error', errnoException(h, 'accept'));
    return;
  }
  if (this.maxConnections !== undefined && this._connections >= this.maxConnections) {
    io.close(h);
    return;
  }
  const socket = this._makeSocket(h);
  this.emit('connection', socket);
};

Server.prototype.listen = function listen(...args) {
  let cb = typeof args[args.length - 1] === 'function' ? args.pop() : null;
  let port = 0;
  let host;
  let backlog = 511;
  if (args[0] !== null && typeof args[0] === 'object') {
    port = args[0].port === undefined ? 0 : Number(args[0].port);
    host = args[0].host;
    if (args[0].backlog !== undefined) backlog = args[0].backlog;
  } else {
    if (args[0] !== undefined) port = Number(args[0]);
    if (typeof args[1] === 'string') {
      host = args[1];
      if (typeof args[2] === 'number') backlog = args[2];
    } else if (typeof args[1] === 'number') {
      backlog = args[1];
    }
  }
  if (host === 'localhost') host = '127.0.0.1';
  if (cb) this.once('listening', cb);
  const address = host === undefined ? '::' : host;
  const h = native.listen(address, port, backlog, (c) => this._onConnection(c));
  if (h < 0) {
    const e = hostPortException(h, 'listen', address, port, true);
    process.nextTick(() => this.emit('error', e));
    return this;
  }
  this._handle = h;
  if (this._unref) native.ref(h, false);
  const a = native.address(h, false);
  this._address = typeof a === 'object' ? a : null;
  process.nextTick(() => {
    if (this._handle === h) this.emit('listening');
  });
  return this;
};

Server.prototype.address = function address() {
  return this._handle === null || this._address === null ? null : Object.assign({}, this._address);
};

Server.prototype.close = function close(cb) {
  if (typeof cb === 'function') {
    if (this._handle === null) {
      this.once('close', () => cb(serverNotRunning()));
    } else {
      this.once('close', cb);
    }
  }
  if (this._handle !== null) {
    io.close(this._handle);
    this._handle = null;
  }
  this._emitCloseIfDrained();
  return this;
};

Server.prototype._emitCloseIfDrained = function emitCloseIfDrained() {
  if (this._handle !== null || this._connections > 0) return;
  process.nextTick(() => this.emit('close'));
};

Server.prototype.getConnections = function getConnections(cb) {
  const n = this._connections;
  process.nextTick(cb, null, n);
  return this;
};

// ref/unref: whether the listening handle keeps the program running;
// remembered for a server not yet listening.
Server.prototype.ref = function ref() {
  this._unref = false;
  if (this._handle !== null) native.ref(this._handle, true);
  return this;
};

Server.prototype.unref = function unref() {
  this._unref = true;
  if (this._handle !== null) native.ref(this._handle, false);
  return this;
};

function createServer(options, connectionListener) {
  return new Server(options, connectionListener);
}

function isIPv4(s) {
  return /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(String(s));
}
function isIPv6(s) {
  s = String(s);
  return s.includes(':') && /^[0-9a-fA-F:.]+$/.test(s) && (s.match(/::/g) || []).length <= 1;
}
function isIP(s) {
  return isIPv4(s) ? 4 : isIPv6(s) ? 6 : 0;
}

module.exports = {
  Server,
  Socket,
  Stream: Socket,
  connect,
  createConnection: connect,
  createServer,
  isIP,
  isIPv4,
  isIPv6,
  _errnoException: errnoException,
};
