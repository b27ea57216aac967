// http.js - node:http, written in JavaScript over node:net and the
// HTTP/1.1 parser of @scr/net (node/net.c, Debian's http-parser): the
// server (IncomingMessage, ServerResponse, keep-alive, pipelining, Node's
// 400/431 answers to bad requests) and the client (ClientRequest, Agent
// with kept-alive sockets), as Node 20 behaves. docs/http.md.
'use strict';

const EE = require('node:events');
const stream = require('node:stream');
const net = require('node:net');
const native = require('@scr/net');
const asyncContext = require('@scr/async-context');

const { Readable, Stream } = stream;
const errors = stream._errors;
const nodeError = stream._nodeError;
const endArguments = stream._endArguments;

const STATUS_CODES = JSON.parse('{"100":"Continue","101":"Switching Protocols","102":"Processing","103":"Early Hints","200":"OK","201":"Created","202":"Accepted","203":"Non-Authoritative Information","204":"No Content","205":"Reset Content","206":"Partial Content","207":"Multi-Status","208":"Already Reported","226":"IM Used","300":"Multiple Choices","301":"Moved Permanently","302":"Found","303":"See Other","304":"Not Modified","305":"Use Proxy","307":"Temporary Redirect","308":"Permanent Redirect","400":"Bad Request","401":"Unauthorized","402":"Payment Required","403":"Forbidden","404":"Not Found","405":"Method Not Allowed","406":"Not Acceptable","407":"Proxy Authentication Required","408":"Request Timeout","409":"Conflict","410":"Gone","411":"Length Required","412":"Precondition Failed","413":"Payload Too Large","414":"URI Too Long","415":"Unsupported Media Type","416":"Range Not Satisfiable","417":"Expectation Failed","418":"I\'m a Teapot","421":"Misdirected Request","422":"Unprocessable Entity","423":"Locked","424":"Failed Dependency","425":"Too Early","426":"Upgrade Required","428":"Precondition Required","429":"Too Many Requests","431":"Request Header Fields Too Large","451":"Unavailable For Legal Reasons","500":"Internal Server Error","501":"Not Implemented","502":"Bad Gateway","503":"Service Unavailable","504":"Gateway Timeout","505":"HTTP Version Not Supported","506":"Variant Also Negotiates","507":"Insufficient Storage","508":"Loop Detected","509":"Bandwidth Limit Exceeded","510":"Not Extended","511":"Network Authentication Required"}');
const METHODS = ['ACL', 'BIND', 'CHECKOUT', 'CONNECT', 'COPY', 'DELETE', 'GET', 'HEAD', 'LINK', 'LOCK',
  'M-SEARCH', 'MERGE', 'MKACTIVITY', 'MKCALENDAR', 'MKCOL', 'MOVE', 'NOTIFY', 'OPTIONS', 'PATCH', 'POST',
  'PROPFIND', 'PROPPATCH', 'PURGE', 'PUT', 'QUERY', 'REBIND', 'REPORT', 'SEARCH', 'SOURCE', 'SUBSCRIBE',
  'TRACE', 'UNBIND', 'UNLINK', 'UNLOCK', 'UNSUBSCRIBE'];
const maxHeaderSize = 16384;

// ---- errors and validation ---------------------------------------------------

// The characters of an HTTP token (Node's checkIsHttpToken), by code.
const tokenChars = new Uint8Array(128);
for (const c of "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
  tokenChars[c.charCodeAt(0)] = 1;
}

// A loop over the codes rather than a regular expression: every header a
// response sets is checked.
function isToken(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 127 || tokenChars[c] === 0) return false;
  }
  return s.length > 0;
}

// Node's checkInvalidHeaderChar: anything but tab, printable ASCII and
// the bytes 0x80-0xff.
function hasInvalidHeaderChar(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 9 && (c < 0x20 || c === 0x7f || c > 0xff)) return true;
  }
  return false;
}

function validateHeaderName(name) {
  if (typeof name !== 'string' || !name || !isToken(name)) {
    throw nodeError(TypeError, 'ERR_INVALID_HTTP_TOKEN', `Header name must be a valid HTTP token ["${name}"]`);
  }
}

function validateHeaderValue(name, value) {
  if (value === undefined) {
    throw nodeError(TypeError, 'ERR_HTTP_INVALID_HEADER_VALUE',
      `Invalid value "${value}" for header "${name}"`);
  }
  if (hasInvalidHeaderChar(typeof value === 'string' ? value : String(value))) {
    throw nodeError(TypeError, 'ERR_INVALID_CHAR', `Invalid character in header content ["${name}"]`);
  }
}

function headersSentError(what) {
  return nodeError(Error, 'ERR_HTTP_HEADERS_SENT', `Cannot ${what} headers after they are sent to the client`);
}

function connResetException(msg) {
  const e = new Error(msg);
  e.code = 'ECONNRESET';
  return e;
}

// ---- the Date header, as Node caches it (one string a second) ----------------

// The string outlives the response that refreshes it, so it is made
// outside that response's LifetimeRegion: a region whose response crossed
// into a new second would otherwise be kept by this cache.
let dateCache;
let dateSecond = -1;
function refreshDate(now) {
  dateCache = new Date(now).toUTCString();
}
function utcDate() {
  const now = Date.now();
  const s = Math.floor(now / 1000);
  if (s !== dateSecond) {
    dateSecond = s;
    native.outsideRegion(refreshDate, now);
  }
  return dateCache;
}

// ---- parsing -----------------------------------------------------------------

// The event tags of @scr/net's parse (node/net.c, EV_*).
const EV_URL = 1;
const EV_STATUS = 2;
const EV_FIELD = 3;
const EV_VALUE = 4;
const EV_HEADERS = 5;
const EV_BODY = 6;
const EV_END = 7;
const EV_ERROR = 8;

// One message direction of one connection: feeds bytes to the native
// parser and hands whole header blocks, body pieces and ends to `on`.
class Parser {
  constructor(isRequest, on) {
    this.state = native.parser(isRequest);
    this.on = on;
    this.isRequest = isRequest;
    this.skipBody = false;
    this.clear();
  }

  clear() {
    this.url = '';
    this.statusMessage = '';
    this.raw = [];
    this.last = 0;
  }

  // Runs the parser over b (null: the end of the input). Returns an error
  // (with Node's code) or null.
  execute(b) {
    const ev = native.parse(this.state, b, this.skipBody);
    for (let i = 0; i < ev.length; i += 2) {
      const k = ev[i];
      const v = ev[i + 1];
      if (k === EV_BODY) {
        this.on.body(v);
      } else if (k === EV_FIELD) {
        if (this.last === EV_FIELD) this.raw[this.raw.length - 1] += v;
        else this.raw.push(v, '');
        this.last = EV_FIELD;
      } else if (k === EV_VALUE) {
        this.raw[this.raw.length - 1] += v;
        this.last = EV_VALUE;
      } else if (k === EV_URL) {
        this.url += v;
      } else if (k === EV_STATUS) {
        this.statusMessage += v;
      } else if (k === EV_HEADERS) {
        const info = {
          method: v[0], versionMajor: v[1], versionMinor: v[2], statusCode: v[3], shouldKeepAlive: v[4],
          upgrade: v[5], url: this.url, statusMessage: this.statusMessage, rawHeaders: this.raw,
        };
        this.clear();
        this.on.headers(info);
      } else if (k === EV_END) {
        this.on.complete();
      } else if (k === EV_ERROR) {
        const nl = v.indexOf('\n');
        const code = v.slice(0, nl);
        const e = new Error(`Parse Error: ${code === 'HPE_HEADER_OVERFLOW' ? 'Header overflow' : v.slice(nl + 1)}`);
        e.code = code;
        e.bytesParsed = b ? b.length : 0;
        if (b) e.rawPacket = b;
        return e;
      }
    }
    return null;
  }
}

// ---- IncomingMessage ---------------------------------------------------------

function IncomingMessage(socket) {
  Readable.call(this, { autoDestroy: true, emitClose: true });
  this._readableState.readingMore = true;
  this.socket = socket;
  this.httpVersionMajor = null;
  this.httpVersionMinor = null;
  this.httpVersion = null;
  this.complete = false;
  this.rawHeaders = [];
  this.rawTrailers = [];
  this.aborted = false;
  this.upgrade = null;
  this.url = '';
  this.method = null;
  this.statusCode = null;
  this.statusMessage = null;
  this._consuming = false;
  this._dumped = false;
  this._headers = null;
  this._region = null;
}
Object.setPrototypeOf(IncomingMessage.prototype, Readable.prototype);
Object.setPrototypeOf(IncomingMessage, Readable);

Object.defineProperty(IncomingMessage.prototype, 'connection', {
  configurable: true, enumerable: true, get() { return this.socket; },
});

// Node's rules for repeated headers: set-cookie collects an array, the
// ones that may not repeat keep the first, the rest join with ", ".
const dropDuplicates = new Set(['content-type', 'content-length', 'user-agent', 'referer', 'host',
  'authorization', 'proxy-authorization', 'if-modified-since', 'if-unmodified-since', 'from', 'location',
  'max-forwards', 'retry-after', 'etag', 'last-modified', 'server', 'age', 'expires']);

Object.defineProperty(IncomingMessage.prototype, 'headers', {
  configurable: true,
  enumerable: true,
  get() {
    if (this._headers === null) {
      const h = {};
      const raw = this.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) {
        const k = raw[i].toLowerCase();
        const v = raw[i + 1];
        if (!Object.prototype.hasOwnProperty.call(h, k)) {
          h[k] = k === 'set-cookie' ? [v] : v;
        } else if (k === 'set-cookie') {
          h[k].push(v);
        } else if (!dropDuplicates.has(k)) {
          h[k] += (k === 'cookie' ? '; ' : ', ') + v;
        }
      }
      this._headers = h;
    }
    return this._headers;
  },
  set(v) { this._headers = v; },
});

Object.defineProperty(IncomingMessage.prototype, 'headersDistinct', {
  configurable: true,
  enumerable: true,
  get() {
    const h = {};
    const raw = this.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) {
      const k = raw[i].toLowerCase();
      if (h[k]) h[k].push(raw[i + 1]);
      else h[k] = [raw[i + 1]];
    }
    return h;
  },
});

Object.defineProperty(IncomingMessage.prototype, 'trailers', {
  configurable: true, enumerable: true, get() { return {}; },
});

IncomingMessage.prototype._read = function read() {
  if (!this._consuming) {
    this._readableState.readingMore = false;
    this._consuming = true;
  }
  if (this.socket && this.socket._httpPaused) {
    this.socket._httpPaused = false;
    this.socket.resume();
  }
};

IncomingMessage.prototype._addHeaderLines = function addHeaderLines(info) {
  this.httpVersionMajor = info.versionMajor;
  this.httpVersionMinor = info.versionMinor;
  this.httpVersion = `${info.versionMajor}.${info.versionMinor}`;
  this.rawHeaders = info.rawHeaders;
};

IncomingMessage.prototype._dump = function dump() {
  if (!this._dumped) {
    this._dumped = true;
    this.removeAllListeners('data');
    this.resume();
  }
};

IncomingMessage.prototype.setTimeout = function setTimeout(ms, cb) {
  if (cb) this.on('timeout', cb);
  if (this.socket) this.socket.setTimeout(ms);
  return this;
};

IncomingMessage.prototype._destroy = function destroy(err, cb) {
  if (!this.readableEnded || !this.complete) {
    this.aborted = true;
    this.emit('aborted');
  }
  const done = () => process.nextTick(() => cb(this.listenerCount('error') === 0 ? null : err));
  if (this.socket && !this.socket.destroyed && this.aborted) {
    this.socket.destroy(err);
    this.socket.once('close', done);
  } else {
    done();
  }
};

// Hands a message's body piece to its reader; a full reader pauses the
// socket until it reads again.
function pushBody(msg, socket, chunk) {
  if (msg._dumped) return;
  if (!msg.push(chunk) && !socket._httpPaused) {
    socket._httpPaused = true;
    socket.pause();
  }
}

// ---- OutgoingMessage ---------------------------------------------------------

function OutgoingMessage() {
  Stream.call(this);
  this.outputData = [];
  this.outputSize = 0;
  this.writable = true;
  this.destroyed = false;
  this._last = false;
  this.chunkedEncoding = false;
  this.shouldKeepAlive = true;
  this.maxRequestsOnConnectionReached = false;
  this._defaultKeepAlive = true;
  this.useChunkedEncodingByDefault = true;
  this.sendDate = false;
  this._removedConnection = false;
  this._removedContLen = false;
  this._removedTE = false;
  this._contentLength = null;
  this._hasBody = true;
  this.finished = false;
  this._headerSent = false;
  this._header = null;
  this._headers = new Map();
  this.socket = null;
  this._onPendingData = null;
  this._keepAliveTimeout = 0;
  this._region = null;
}
Object.setPrototypeOf(OutgoingMessage.prototype, Stream.prototype);
Object.setPrototypeOf(OutgoingMessage, Stream);

Object.defineProperty(OutgoingMessage.prototype, 'connection', {
  configurable: true, enumerable: true, get() { return this.socket; },
});
Object.defineProperty(OutgoingMessage.prototype, 'headersSent', {
  configurable: true, enumerable: true, get() { return !!this._header; },
});
Object.defineProperty(OutgoingMessage.prototype, 'writableEnded', {
  configurable: true, enumerable: true, get() { return this.finished; },
});
Object.defineProperty(OutgoingMessage.prototype, 'writableFinished', {
  configurable: true, enumerable: true,
  get() { return this.finished && this.outputSize === 0 && (!this.socket || this.socket.writableLength === 0); },
});

OutgoingMessage.prototype.setHeader = function setHeader(name, value) {
  if (this._header) throw headersSentError('set');
  validateHeaderName(name);
  validateHeaderValue(name, value);
  this._headers.set(name.toLowerCase(), [name, value]);
  return this;
};

OutgoingMessage.prototype.appendHeader = function appendHeader(name, value) {
  if (this._header) throw headersSentError('append');
  validateHeaderName(name);
  validateHeaderValue(name, value);
  const k = name.toLowerCase();
  const old = this._headers.get(k);
  if (old) {
    const a = Array.isArray(old[1]) ? old[1] : [old[1]];
    this._headers.set(k, [old[0], a.concat(value)]);
  } else {
    this._headers.set(k, [name, value]);
  }
  return this;
};

OutgoingMessage.prototype.getHeader = function getHeader(name) {
  const e = this._headers.get(String(name).toLowerCase());
  return e === undefined ? undefined : e[1];
};

OutgoingMessage.prototype.getHeaderNames = function getHeaderNames() {
  return Array.from(this._headers.keys());
};

OutgoingMessage.prototype.getRawHeaderNames = function getRawHeaderNames() {
  return Array.from(this._headers.values(), (e) => e[0]);
};

OutgoingMessage.prototype.getHeaders = function getHeaders() {
  const out = Object.create(null);
  for (const [k, e] of this._headers) out[k] = e[1];
  return out;
};

OutgoingMessage.prototype.hasHeader = function hasHeader(name) {
  return this._headers.has(String(name).toLowerCase());
};

OutgoingMessage.prototype.removeHeader = function removeHeader(name) {
  if (this._header) throw headersSentError('remove');
  const k = String(name).toLowerCase();
  if (k === 'connection') this._removedConnection = true;
  else if (k === 'content-length') this._removedContLen = true;
  else if (k === 'transfer-encoding') this._removedTE = true;
  else if (k === 'date') this.sendDate = false;
  this._headers.delete(k);
};

OutgoingMessage.prototype.flushHeaders = function flushHeaders() {
  if (!this._header) this._implicitHeader();
  this._send('');
};

// What a header line tells _storeHeader (H_* bits), and what it sets on
// the message; k is the header's name in lower case.
const H_CONNECTION = 1;
const H_CONTLEN = 2;
const H_TE = 4;
const H_DATE = 8;
const H_TRAILER = 16;
function noteHeader(msg, k, value) {
  if (k.length > 17) return 0;
  switch (k) {
    case 'connection':
      if (/(^|\W)close(\W|$)/i.test(value)) msg._last = true;
      else msg.shouldKeepAlive = true;
      return H_CONNECTION;
    case 'transfer-encoding':
      if (/(?:^|\W)chunked(?:$|\W)/i.test(value)) msg.chunkedEncoding = true;
      return H_TE;
    case 'content-length': return H_CONTLEN;
    case 'date': return H_DATE;
    case 'trailer': return H_TRAILER;
    default: return 0;
  }
}

// Node's _storeHeader: the first line, the headers set (the message's Map
// from lower-cased name to [name, value]), then the ones Node adds (Date,
// Connection, Keep-Alive, Content-Length or Transfer-Encoding).
OutgoingMessage.prototype._storeHeader = function storeHeader(firstLine, headers) {
  let header = firstLine;
  let seen = 0;
  for (const [k, entry] of headers) {
    const name = entry[0];
    const value = entry[1];
    if (Array.isArray(value)) {
      for (const v of value.flat(Infinity)) {
        header += `${name}: ${v}\r\n`;
        seen |= noteHeader(this, k, v);
      }
    } else {
      header += `${name}: ${value}\r\n`;
      seen |= noteHeader(this, k, value);
    }
  }

  if (this.sendDate && !(seen & H_DATE)) header += `Date: ${utcDate()}\r\n`;
  if (this.chunkedEncoding && (this.statusCode === 204 || this.statusCode === 304)) {
    this.chunkedEncoding = false;
    this.shouldKeepAlive = false;
  }
  if (this._removedConnection) {
    this._last = !this.shouldKeepAlive;
  } else if (!(seen & H_CONNECTION)) {
    const sendKeepAlive = this.shouldKeepAlive && ((seen & H_CONTLEN) !== 0 || this.useChunkedEncodingByDefault || this.agent);
    if (sendKeepAlive && this.maxRequestsOnConnectionReached) {
      header += 'Connection: close\r\n';
    } else if (sendKeepAlive) {
      header += 'Connection: keep-alive\r\n';
      if (this._keepAliveTimeout && this._defaultKeepAlive) {
        header += `Keep-Alive: timeout=${Math.floor(this._keepAliveTimeout / 1000)}\r\n`;
      }
    } else {
      this._last = true;
      header += 'Connection: close\r\n';
    }
  }
  if (!(seen & (H_CONTLEN | H_TE))) {
    if (!this._hasBody) {
      this.chunkedEncoding = false;
    } else if (!this.useChunkedEncodingByDefault) {
      this._last = true;
    } else if (!(seen & H_TRAILER) && !this._removedContLen && typeof this._contentLength === 'number') {
      header += `Content-Length: ${this._contentLength}\r\n`;
    } else if (!this._removedTE) {
      header += 'Transfer-Encoding: chunked\r\n';
      this.chunkedEncoding = true;
    } else {
      this._last = true;
    }
  }
  this._header = header + '\r\n';
  this._headerSent = false;
};

// Sends bytes (the header first, once); buffered until a socket is
// assigned. Returns the socket's write result.
OutgoingMessage.prototype._send = function send(data, encoding, cb) {
  if (!this._headerSent && this._header !== null) {
    if (typeof data === 'string' && (encoding === undefined || encoding === 'utf8' || encoding === 'latin1')) {
      data = this._header + data;
    } else {
      this.outputData.push({ data: this._header, encoding: 'latin1', cb: null });
      this.outputSize += this._header.length;
    }
    this._headerSent = true;
  }
  const s = this.socket;
  if (s && s._httpMessage === this && !s.destroyed && s.writable) {
    this._flushOutput(s);
    return s.write(data, encoding, cb);
  }
  this.outputData.push({ data, encoding, cb });
  this.outputSize += data.length;
  return false;
};

OutgoingMessage.prototype._flushOutput = function flushOutput(s) {
  const out = this.outputData;
  this.outputData = [];
  this.outputSize = 0;
  let ret = true;
  for (const o of out) ret = s.write(o.data, o.encoding, o.cb);
  return ret;
};

// True when chunk is empty exactly when it has no bytes: a Uint8Array, or
// a string in an encoding where every code unit makes at least one byte.
function plainEncoding(chunk, encoding) {
  return typeof chunk !== 'string' || encoding === undefined || encoding === 'utf8' ||
    encoding === 'latin1' || encoding === 'utf-8' || encoding === 'ascii' || encoding === 'binary';
}

function byteLength(chunk, encoding) {
  return typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.length;
}

OutgoingMessage.prototype.write = function write(chunk, encoding, cb) {
  if (typeof encoding === 'function') {
    cb = encoding;
    encoding = undefined;
  }
  if (this.finished) {
    const e = nodeError(Error, 'ERR_STREAM_WRITE_AFTER_END', 'write after end');
    process.nextTick(() => {
      if (cb) cb(e);
      this.emit('error', e);
    });
    return true;
  }
  if (chunk === null) throw nodeError(TypeError, 'ERR_STREAM_NULL_VALUES', 'May not write null values to stream');
  if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) {
    throw errors.invalidArgType('chunk', 'of type string or an instance of Buffer or Uint8Array', chunk);
  }
  if (!this._header) {
    this._implicitHeader();
  }
  if (!this._hasBody) {
    if (cb) process.nextTick(cb);
    return true;
  }
  // The byte length is needed only for a chunk's size line; otherwise an
  // empty chunk is all that matters (for a string, no code units, unless
  // its encoding may decode to fewer bytes: hex, base64).
  const len = this.chunkedEncoding || !plainEncoding(chunk, encoding) ? byteLength(chunk, encoding) : chunk.length;
  if (len === 0) {
    if (cb) process.nextTick(cb);
    return true;
  }
  if (this.chunkedEncoding) {
    this._send(len.toString(16) + '\r\n', 'latin1');
    this._send(chunk, encoding);
    return this._send('\r\n', 'latin1', cb);
  }
  return this._send(chunk, encoding, cb);
};

OutgoingMessage.prototype.end = function end(chunk, encoding, cb) {
  const args = endArguments(chunk, encoding, cb);
  chunk = args[0];
  encoding = args[1];
  cb = args[2];
  if (this.finished) {
    if (typeof cb === 'function') process.nextTick(cb);
    return this;
  }
  if (chunk !== null && chunk !== undefined) {
    if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) {
      throw errors.invalidArgType('chunk', 'of type string or an instance of Buffer or Uint8Array', chunk);
    }
    if (!this._header) this._contentLength = byteLength(chunk, encoding || undefined);
    this.write(chunk, encoding || undefined);
  } else if (!this._header) {
    this._contentLength = 0;
    this._implicitHeader();
  }
  if (typeof cb === 'function') this.once('finish', cb);
  const finish = () => this.emit('finish');
  this._send(this._hasBody && this.chunkedEncoding ? '0\r\n\r\n' : '', 'latin1', finish);
  this.finished = true;
  if (this.outputData.length === 0 && this.socket && this.socket._httpMessage === this) this._finish();
  return this;
};

OutgoingMessage.prototype._finish = function finishMessage() {
  this.emit('prefinish');
};

Object.defineProperty(OutgoingMessage.prototype, 'writableLength', {
  configurable: true, enumerable: true,
  get() { return this.outputSize + (this.socket ? this.socket.writableLength : 0); },
});

OutgoingMessage.prototype.destroy = function destroy(err) {
  if (this.destroyed) return this;
  this.destroyed = true;
  if (this.socket) this.socket.destroy(err);
  else this.once('socket', (s) => s.destroy(err));
  return this;
};

OutgoingMessage.prototype.setTimeout = function setTimeout(ms, cb) {
  if (cb) this.on('timeout', cb);
  if (this.socket) this.socket.setTimeout(ms);
  else this.once('socket', (s) => s.setTimeout(ms));
  return this;
};

// ---- ServerResponse ----------------------------------------------------------

function ServerResponse(req, options) {
  OutgoingMessage.call(this);
  if (req.method === 'HEAD') this._hasBody = false;
  this.req = req;
  this.sendDate = true;
  this.statusCode = 200;
  this.statusMessage = undefined;
  this._sent100 = false;
  this._expect_continue = false;
  if (req.httpVersionMajor < 1 || req.httpVersionMinor < 1) {
    this.useChunkedEncodingByDefault = /(?:^|\W)chunked(?:$|\W)/i.test(req.headers.te || '');
    this.shouldKeepAlive = false;
  }
  if (options && options.keepAliveTimeout) this._keepAliveTimeout = options.keepAliveTimeout;
}
Object.setPrototypeOf(ServerResponse.prototype, OutgoingMessage.prototype);
Object.setPrototypeOf(ServerResponse, OutgoingMessage);

ServerResponse.prototype.assignSocket = function assignSocket(socket) {
  socket._httpMessage = this;
  this.socket = socket;
  socket.on('drain', onServerResponseDrain);
  this.emit('socket', socket);
  this._flushOutput(socket);
  if (this.finished) this._finish();
};

function onServerResponseDrain() {
  const msg = this._httpMessage;
  if (msg) msg.emit('drain');
}

ServerResponse.prototype.detachSocket = function detachSocket(socket) {
  socket.removeListener('drain', onServerResponseDrain);
  socket._httpMessage = null;
  this.socket = null;
};

ServerResponse.prototype.writeContinue = function writeContinue(cb) {
  this._send('HTTP/1.1 100 Continue\r\n\r\n', 'latin1', cb);
  this._sent100 = true;
};

ServerResponse.prototype._implicitHeader = function implicitHeader() {
  this.writeHead(this.statusCode);
};

ServerResponse.prototype.writeHead = function writeHead(statusCode, reason, obj) {
  if (this._header) throw headersSentError('write');
  const original = statusCode;
  statusCode |= 0;
  if (statusCode < 100 || statusCode > 999) {
    throw nodeError(RangeError, 'ERR_HTTP_INVALID_STATUS_CODE', `Invalid status code: ${original}`);
  }
  if (typeof reason === 'string') {
    this.statusMessage = reason;
  } else {
    if (!this.statusMessage) this.statusMessage = STATUS_CODES[statusCode] || 'unknown';
    obj = reason;
  }
  this.statusCode = statusCode;
  let headers = this._headers;
  if (obj) {
    if (Array.isArray(obj)) {
      const flat = Array.isArray(obj[0]) ? obj.flat() : obj;
      for (let i = 0; i + 1 < flat.length; i += 2) {
        validateHeaderName(flat[i]);
        validateHeaderValue(flat[i], flat[i + 1]);
        this.appendHeader(flat[i], flat[i + 1]);
      }
    } else {
      for (const k of Object.keys(obj)) {
        if (obj[k] === undefined) continue;
        this.setHeader(k, obj[k]);
      }
    }
    headers = this._headers;
  }
  if (statusCode === 204 || statusCode === 304 || (statusCode >= 100 && statusCode <= 199)) this._hasBody = false;
  if (this._expect_continue && !this._sent100) this.shouldKeepAlive = false;
  this._storeHeader(`HTTP/1.1 ${statusCode} ${this.statusMessage}\r\n`, headers);
  return this;
};

ServerResponse.prototype.writeHeader = ServerResponse.prototype.writeHead;

// ---- Server -------------------------------------------------------------------

const badRequestResponse = 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n';
const headersTooLargeResponse = 'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n';
const requestTimeoutResponse = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

function Server(options, requestListener) {
  if (!(this instanceof Server)) return new Server(options, requestListener);
  if (typeof options === 'function') {
    requestListener = options;
    options = {};
  }
  options = Object.assign({}, options);
  net.Server.call(this, { allowHalfOpen: true, noDelay: options.noDelay === undefined ? true : options.noDelay,
    keepAlive: options.keepAlive });
  if (requestListener) this.on('request', requestListener);
  this.httpAllowHalfOpen = false;
  this.timeout = 0;
  this.maxHeadersCount = null;
  this.maxRequestsPerSocket = 0;
  this.requestTimeout = options.requestTimeout === undefined ? 300000 : options.requestTimeout;
  this.headersTimeout = options.headersTimeout === undefined ? Math.min(60000, this.requestTimeout)
    : options.headersTimeout;
  if (this.requestTimeout > 0 && this.headersTimeout > 0 && this.headersTimeout > this.requestTimeout) {
    throw stream._errors.outOfRange('headersTimeout', '<= requestTimeout', this.headersTimeout);
  }
  this.keepAliveTimeout = options.keepAliveTimeout === undefined ? 5000 : options.keepAliveTimeout;
  this.connectionsCheckingInterval = options.connectionsCheckingInterval === undefined ? 30000
    : options.connectionsCheckingInterval;
  this._checkTimer = null;
  this.on('listening', startConnectionsChecking);
  this._httpConnections = new Set();
  // scr only: regionPerRequest is a LifetimeRegion class (from
  // @scr/experimental) in which each request runs; Node ignores it.
  this._regionClass = typeof options.regionPerRequest === 'function' ? options.regionPerRequest : null;
  this.on('connection', connectionListener);
}
Object.setPrototypeOf(Server.prototype, net.Server.prototype);
Object.setPrototypeOf(Server, net.Server);

Server.prototype.setTimeout = function setTimeout(ms, cb) {
  this.timeout = ms;
  if (cb) this.on('timeout', cb);
  return this;
};

// As Node's: every connectionsCheckingInterval, a connection whose request
// has not brought its headers within headersTimeout, or all of itself
// within requestTimeout, is answered 408 and closed. The timer keeps no
// program alive.
function startConnectionsChecking() {
  if (this._checkTimer !== null) clearInterval(this._checkTimer);
  this._checkTimer = setInterval(checkConnections, this.connectionsCheckingInterval, this);
  this._checkTimer.unref();
}

function checkConnections(server) {
  const headersTimeout = server.headersTimeout;
  const requestTimeout = server.requestTimeout;
  if (headersTimeout === 0 && requestTimeout === 0) return;
  const now = performance.now();
  for (const socket of Array.from(server._httpConnections)) {
    const st = socket._httpState;
    if (!st || !st.active) continue;
    const age = now - st.start;
    if ((!st.headersDone && headersTimeout > 0 && age > headersTimeout) ||
        (requestTimeout > 0 && age > requestTimeout)) {
      st.active = false;
      socketOnError.call(socket, nodeError(Error, 'ERR_HTTP_REQUEST_TIMEOUT', 'Request timeout'));
    }
  }
}

Server.prototype.close = function close(cb) {
  if (this._checkTimer !== null) {
    clearInterval(this._checkTimer);
    this._checkTimer = null;
  }
  this.closeIdleConnections();
  return net.Server.prototype.close.call(this, cb);
};

Server.prototype.closeAllConnections = function closeAllConnections() {
  for (const s of Array.from(this._httpConnections)) s.destroy();
};

Server.prototype.closeIdleConnections = function closeIdleConnections() {
  for (const s of Array.from(this._httpConnections)) {
    const st = s._httpState;
    if (st && st.incoming.length === 0 && !s._httpMessage) s.destroy();
  }
};

function connectionListener(socket) {
  const server = this;
  // active: a request is being received (from its first byte, or from
  // the connection's start, to its end), since start (performance.now());
  // headersDone: its header block is complete. The 408 check reads them.
  const state = { incoming: [], outgoing: [], keepAliveTimeoutSet: false, requests: 0,
    active: true, start: performance.now(), headersDone: false };
  socket._httpState = state;
  socket._httpMessage = null;
  socket._httpPaused = false;
  server._httpConnections.add(socket);
  if (server.timeout && typeof socket.setTimeout === 'function') socket.setTimeout(server.timeout);
  socket.on('timeout', () => socketOnTimeout(server, socket, state));

  let req = null;
  // One request, from its header block to the 'request' event; in its own
  // LifetimeRegion (region) when the server asks for one.
  const startRequest = (info, region) => {
    req = new IncomingMessage(socket);
    req._region = region;
    req._addHeaderLines(info);
    req.method = info.method;
    req.url = info.url;
    state.requests++;
    state.incoming.push(req);
    const res = new ServerResponse(req, { keepAliveTimeout: server.keepAliveTimeout });
    res._region = region;
    res.shouldKeepAlive = info.shouldKeepAlive && res.shouldKeepAlive;
    if (server.maxRequestsPerSocket && state.requests >= server.maxRequestsPerSocket) {
      res.maxRequestsOnConnectionReached = true;
    }
    if (socket._httpMessage) state.outgoing.push(res);
    else res.assignSocket(socket);
    res.on('finish', () => resOnFinish(req0, res, socket, state, server));
    const req0 = req;
    const expect = req.headers.expect;
    if (expect !== undefined && info.versionMajor === 1 && info.versionMinor === 1 && /^100-continue$/i.test(expect)) {
      res._expect_continue = true;
      if (server.listenerCount('checkContinue') > 0) {
        server.emit('checkContinue', req, res);
        return;
      }
      res.writeContinue();
    }
    server.emit('request', req, res);
  };
  const parser = new Parser(true, {
    headers(info) {
      state.headersDone = true;
      if (state.keepAliveTimeoutSet) {
        socket.setTimeout(0);
        state.keepAliveTimeoutSet = false;
      }
      const Region = server._regionClass;
      if (Region === null) {
        startRequest(info, null);
        return;
      }
      const region = new Region();
      region.run(startRequest, info, region);
    },
    body(b) {
      if (!req) return;
      if (req._region !== null) req._region.run(pushBody, req, socket, b);
      else pushBody(req, socket, b);
    },
    complete() {
      state.active = false;
      if (!req) return;
      const r = req;
      req = null;
      r.complete = true;
      if (r._region !== null) r._region.run(endBody, r);
      else endBody(r);
    },
  });

  socket.on('data', (d) => {
    if (!state.active) {
      state.active = true;
      state.start = performance.now();
      state.headersDone = false;
    }
    const err = parser.execute(d);
    if (err) socketOnError.call(socket, err);
  });
  socket.on('end', () => {
    const err = parser.execute(null);
    if (err) {
      socketOnError.call(socket, err);
      return;
    }
    if (!server.httpAllowHalfOpen) {
      abortIncoming(state.incoming);
      if (socket.writable) socket.end();
    } else if (state.outgoing.length) {
      state.outgoing[state.outgoing.length - 1]._last = true;
    } else if (socket._httpMessage) {
      socket._httpMessage._last = true;
    } else if (socket.writable) {
      socket.end();
    }
  });
  socket.on('error', socketOnError);
  socket.on('close', () => {
    server._httpConnections.delete(socket);
    abortIncoming(state.incoming);
    if (socket._httpMessage) {
      const res = socket._httpMessage;
      if (!res.finished || !res.writableFinished) {
        res.destroyed = true;
        process.nextTick(emitResClose, res);
      }
    }
    for (const res of state.outgoing) {
      res.destroyed = true;
      process.nextTick(emitResClose, res);
    }
    state.outgoing.length = 0;
  });
}

function noop() {}

function endBody(req) {
  req.push(null);
}

// A response's 'close': its request is over, and so is the request's
// region (when it has one), which is released here.
function emitResClose(res) {
  res.emit('close');
  const r = res._region;
  if (r !== null) {
    res._region = null;
    r.release();
  }
}

function socketOnError(e) {
  this.removeListener('error', socketOnError);
  if (this.listenerCount('error') === 0) this.on('error', noop);
  const server = this.server;
  if (!server || !server.emit('clientError', e, this)) {
    if (this.writable && (!this._httpMessage || !this._httpMessage._headerSent)) {
      this.write(e.code === 'HPE_HEADER_OVERFLOW' ? headersTooLargeResponse
        : e.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? requestTimeoutResponse : badRequestResponse);
    }
    this.destroy(e);
  }
}

function socketOnTimeout(server, socket, state) {
  const req = state.incoming[0];
  const reqTimeout = req && req.emit('timeout', socket);
  const res = socket._httpMessage;
  const resTimeout = res && res.emit('timeout', socket);
  const serverTimeout = server.emit('timeout', socket);
  if (!reqTimeout && !resTimeout && !serverTimeout) socket.destroy();
}

function abortIncoming(incoming) {
  while (incoming.length) {
    const req = incoming.shift();
    req.destroy(connResetException('aborted'));
  }
}

function resOnFinish(req, res, socket, state, server) {
  if (state.incoming[0] === req) state.incoming.shift();
  if (!req._consuming && !req._readableState.resumeScheduled) req._dump();
  res.detachSocket(socket);
  process.nextTick(emitResClose, res);
  if (res._last) {
    socket.end();
  } else if (state.outgoing.length === 0) {
    if (server.keepAliveTimeout && !socket.destroyed) {
      socket.setTimeout(server.keepAliveTimeout);
      state.keepAliveTimeoutSet = true;
    }
  } else {
    const m = state.outgoing.shift();
    if (m) m.assignSocket(socket);
  }
}

function createServer(options, requestListener) {
  return new Server(options, requestListener);
}

// ---- Agent ---------------------------------------------------------------------

function Agent(options) {
  if (!(this instanceof Agent)) return new Agent(options);
  EE.call(this);
  this.options = Object.assign({ path: null }, options);
  this.defaultPort = 80;
  this.protocol = 'http:';
  this.keepAlive = this.options.keepAlive || false;
  this.keepAliveMsecs = this.options.keepAliveMsecs || 1000;
  this.maxSockets = this.options.maxSockets || Infinity;
  this.maxFreeSockets = this.options.maxFreeSockets || 256;
  this.maxTotalSockets = this.options.maxTotalSockets || Infinity;
  this.scheduling = this.options.scheduling || 'lifo';
  this.requests = Object.create(null);
  this.sockets = Object.create(null);
  this.freeSockets = Object.create(null);
  this.totalSocketCount = 0;
  this.on('free', (socket, options) => {
    const name = this.getName(options);
    if (socket.writable && this.requests[name] && this.requests[name].length) {
      const req = this.requests[name].shift();
      if (this.requests[name].length === 0) delete this.requests[name];
      socket._httpMessage = null;
      req.reusedSocket = true;
      req.onSocket(socket);
      return;
    }
    const req = socket._httpMessage;
    if (!req || !req.shouldKeepAlive || !this.keepAlive || socket.destroyed) {
      socket.destroy();
      return;
    }
    const free = this.freeSockets[name] || (this.freeSockets[name] = []);
    if (free.length >= this.maxFreeSockets) {
      socket.destroy();
      return;
    }
    removeSocket(this.sockets, name, socket);
    free.push(socket);
    socket._httpMessage = null;
    if (this.options.timeout) socket.setTimeout(this.options.timeout);
  });
}
Object.setPrototypeOf(Agent.prototype, EE.prototype);
Object.setPrototypeOf(Agent, EE);

function removeSocket(table, name, socket) {
  const list = table[name];
  if (!list) return false;
  const i = list.indexOf(socket);
  if (i < 0) return false;
  list.splice(i, 1);
  if (list.length === 0) delete table[name];
  return true;
}

Agent.prototype.getName = function getName(options) {
  let name = options.host || 'localhost';
  name += ':';
  if (options.port) name += options.port;
  name += ':';
  if (options.localAddress) name += options.localAddress;
  if (options.family === 4 || options.family === 6) name += `:${options.family}`;
  return name;
};

Agent.prototype.addRequest = function addRequest(req, options) {
  const name = this.getName(options);
  const free = this.freeSockets[name];
  while (free && free.length) {
    const socket = this.scheduling === 'fifo' ? free.shift() : free.pop();
    if (free.length === 0) delete this.freeSockets[name];
    if (socket.destroyed) continue;
    socket.setTimeout(0);
    (this.sockets[name] || (this.sockets[name] = [])).push(socket);
    req.reusedSocket = true;
    req.onSocket(socket);
    return;
  }
  const count = (this.sockets[name] || []).length;
  if (count < this.maxSockets && this.totalSocketCount < this.maxTotalSockets) {
    this.createSocket(req, options, (err, socket) => {
      if (err) req.onSocket(socket, err);
      else req.onSocket(socket);
    });
  } else {
    (this.requests[name] || (this.requests[name] = [])).push(req);
  }
};

Agent.prototype.createConnection = function createConnection(options, cb) {
  const socket = net.createConnection(options);
  if (cb) socket.once('connect', () => cb(null, socket));
  return socket;
};

Agent.prototype.createSocket = function createSocket(req, options, cb) {
  const name = this.getName(options);
  const socket = this.createConnection(Object.assign({}, options, { host: options.host || 'localhost' }));
  this.totalSocketCount++;
  (this.sockets[name] || (this.sockets[name] = [])).push(socket);
  if (this.keepAlive) socket.setKeepAlive(true, this.keepAliveMsecs);
  const onClose = () => {
    if (!removeSocket(this.sockets, name, socket)) removeSocket(this.freeSockets, name, socket);
    this.totalSocketCount--;
    const pending = this.requests[name];
    if (pending && pending.length) {
      const next = pending.shift();
      if (pending.length === 0) delete this.requests[name];
      this.createSocket(next, options, (err, s) => next.onSocket(s, err));
    }
  };
  socket.once('close', onClose);
  socket.on('free', () => this.emit('free', socket, options));
  socket.on('timeout', () => {
    if (!socket._httpMessage) socket.destroy();
  });
  socket.on('agentRemove', () => {
    removeSocket(this.sockets, name, socket);
    socket.removeListener('close', onClose);
    this.totalSocketCount--;
  });
  cb(null, socket);
};

Agent.prototype.destroy = function destroy() {
  for (const table of [this.freeSockets, this.sockets]) {
    for (const name of Object.keys(table)) {
      for (const s of table[name].slice()) s.destroy();
    }
  }
};

const globalAgent = new Agent({ keepAlive: true, scheduling: 'lifo', timeout: 5000 });

// ---- ClientRequest ---------------------------------------------------------------

function ClientRequest(input, options, cb) {
  OutgoingMessage.call(this);
  // The async context the response's events run in, whichever socket
  // carries it (a kept-alive one was made in another).
  this._asyncContext = asyncContext.get();
  if (typeof input === 'string') {
    input = urlToOptions(new URL(input));
  } else if (input instanceof URL) {
    input = urlToOptions(input);
  } else {
    cb = options;
    options = input;
    input = null;
  }
  if (typeof options === 'function') {
    cb = options;
    options = input || {};
  } else {
    options = Object.assign({}, input || {}, options);
  }
  let agent = options.agent;
  if (agent === false) agent = new Agent();
  else if (agent === null || agent === undefined) agent = globalAgent;
  this.agent = agent;
  const port = options.port || agent.defaultPort || 80;
  const host = options.hostname || options.host || 'localhost';
  this.host = host;
  this.protocol = 'http:';
  this.path = options.path || '/';
  if (/[\u0000-\u0020]/.test(this.path)) {
    throw nodeError(TypeError, 'ERR_UNESCAPED_CHARACTERS', 'Request path contains unescaped characters');
  }
  const method = (options.method || 'GET').toUpperCase();
  this.method = method;
  this.useChunkedEncodingByDefault = !['GET', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT'].includes(method);
  this.shouldKeepAlive = !!agent.keepAlive;
  this._ended = false;
  this.res = null;
  this.aborted = false;
  this.timeoutCb = null;
  this.upgradeOrConnect = false;
  this.parser = null;
  this.maxHeadersCount = null;
  this.reusedSocket = false;
  this._options = Object.assign({}, options, { host, port });
  if (cb) this.once('response', cb);
  const headers = options.headers;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) this.appendHeader(headers[i], headers[i + 1]);
  } else if (headers) {
    for (const k of Object.keys(headers)) this.setHeader(k, headers[k]);
  }
  if (options.setHost !== false && !this.getHeader('host')) {
    let hostHeader = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
    if (port && +port !== agent.defaultPort) hostHeader += `:${port}`;
    this.setHeader('Host', hostHeader);
  }
  if (options.timeout !== undefined) this.setTimeout(options.timeout);
  agent.addRequest(this, this._options);
}
Object.setPrototypeOf(ClientRequest.prototype, OutgoingMessage.prototype);
Object.setPrototypeOf(ClientRequest, OutgoingMessage);

function urlToOptions(url) {
  return {
    protocol: url.protocol,
    hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
    hash: url.hash,
    search: url.search,
    pathname: url.pathname,
    path: `${url.pathname || ''}${url.search || ''}`,
    href: url.href,
    port: url.port !== '' ? Number(url.port) : undefined,
  };
}

ClientRequest.prototype._implicitHeader = function implicitHeader() {
  if (this._header) throw headersSentError('render');
  this._storeHeader(`${this.method} ${this.path} HTTP/1.1\r\n`, this._headers);
};

ClientRequest.prototype.abort = function abort() {
  if (this.aborted) return;
  this.aborted = true;
  process.nextTick(() => this.emit('abort'));
  this.destroy();
};

ClientRequest.prototype.destroy = function destroy(err) {
  if (this.destroyed) return this;
  this.destroyed = true;
  if (this.res) this.res._dump();
  this._destroyError = err || connResetException('socket hang up');
  if (this.socket) this.socket.destroy(err);
  return this;
};

ClientRequest.prototype.onSocket = function onSocket(socket, err) {
  process.nextTick(() => {
    if (err) {
      this.emit('error', err);
      return;
    }
    this.socket = socket;
    socket._httpMessage = this;
    if (this.destroyed) {
      socket.destroy();
      return;
    }
    tickOnSocket(this, socket);
  });
};

// fn as a socket listener that runs in req's async context.
function inRequestContext(req, fn) {
  return (arg) => {
    const saved = asyncContext.get();
    asyncContext.set(req._asyncContext);
    try {
      fn(arg);
    } finally {
      asyncContext.set(saved);
    }
  };
}

function tickOnSocket(req, socket) {
  let res = null;
  let gotError = false;
  const parser = new Parser(false, {
    headers(info) {
      if (info.statusCode >= 100 && info.statusCode < 200 && info.statusCode !== 101) {
        req.emit('information', { statusCode: info.statusCode, statusMessage: info.statusMessage,
          httpVersion: `${info.versionMajor}.${info.versionMinor}`, headers: {}, rawHeaders: info.rawHeaders });
        return;
      }
      res = new IncomingMessage(socket);
      res._addHeaderLines(info);
      res.statusCode = info.statusCode;
      res.statusMessage = info.statusMessage;
      res.req = req;
      req.res = res;
      if (req.shouldKeepAlive && !info.shouldKeepAlive) req.shouldKeepAlive = false;
      res.on('end', () => responseOnEnd(req, socket, res));
      if (req.aborted || !req.emit('response', res)) res._dump();
    },
    body(b) {
      if (res) pushBody(res, socket, b);
    },
    complete() {
      if (res) {
        res.complete = true;
        res.push(null);
        socket._httpComplete = true;
      }
    },
  });
  parser.skipBody = req.method === 'HEAD';
  socket._httpComplete = false;
  req.emit('socket', socket);
  const onData = inRequestContext(req, (d) => {
    const e = parser.execute(d);
    if (e) {
      cleanup();
      gotError = true;
      socket.destroy();
      req.emit('error', e);
    }
  });
  const onEnd = inRequestContext(req, () => {
    parser.execute(null);
    if (!res && !gotError) {
      gotError = true;
      req.emit('error', connResetException('socket hang up'));
    }
    socket.end();
  });
  const onError = inRequestContext(req, (e) => {
    if (gotError) return;
    gotError = true;
    cleanup();
    req.emit('error', e);
  });
  const onClose = inRequestContext(req, () => {
    cleanup();
    if (res) {
      if (!res.complete) {
        res.destroy(connResetException('aborted'));
      }
      req.emit('close');
      if (!res.aborted && res.readable) {
        res.on('end', function () { this.destroyed = true; this.emit('close'); });
      } else if (!res.destroyed) {
        res.destroyed = true;
        res.emit('close');
      }
    } else {
      if (!gotError && !req.destroyed) {
        gotError = true;
        req.emit('error', connResetException('socket hang up'));
      } else if (!gotError && req.destroyed && req._destroyError) {
        gotError = true;
        req.emit('error', req._destroyError);
      }
      req.emit('close');
    }
  });
  const onTimeout = inRequestContext(req, () => {
    if (req._httpTimeout) req.emit('timeout');
  });
  function cleanup() {
    socket.removeListener('data', onData);
    socket.removeListener('end', onEnd);
    socket.removeListener('error', onError);
    socket.removeListener('close', onClose);
    socket.removeListener('timeout', onTimeout);
  }
  req._cleanupSocket = cleanup;
  socket.on('data', onData);
  socket.on('end', onEnd);
  socket.on('error', onError);
  socket.on('close', onClose);
  socket.on('timeout', onTimeout);
  if (req._httpTimeout) socket.setTimeout(req._httpTimeout);
  if (socket._httpPaused) {
    socket._httpPaused = false;
    socket.resume();
  }
  req._flushOutput(socket);
  if (req.finished) req.emit('prefinish');
}

function responseOnEnd(req, socket, res) {
  if (!req.shouldKeepAlive || req.destroyed) {
    if (socket.writable) socket.destroySoon ? socket.destroySoon() : socket.end();
    return;
  }
  if (!req.finished) return;
  if (req._cleanupSocket) req._cleanupSocket();
  req.destroyed = true;
  if (req._httpTimeout) socket.setTimeout(0);
  req.emit('close');
  if (!res.destroyed) {
    res.destroyed = true;
    process.nextTick(() => res.emit('close'));
  }
  socket.emit('free');
}

ClientRequest.prototype.setTimeout = function setTimeout(ms, cb) {
  if (cb) this.once('timeout', cb);
  this._httpTimeout = ms;
  if (this.socket) this.socket.setTimeout(ms);
  return this;
};

ClientRequest.prototype.setNoDelay = function setNoDelay(on) {
  if (this.socket) this.socket.setNoDelay(on);
  else this.once('socket', (s) => s.setNoDelay(on));
};

ClientRequest.prototype.setSocketKeepAlive = function setSocketKeepAlive(on, delay) {
  if (this.socket) this.socket.setKeepAlive(on, delay);
  else this.once('socket', (s) => s.setKeepAlive(on, delay));
};

function request(url, options, cb) {
  return new ClientRequest(url, options, cb);
}

function get(url, options, cb) {
  const req = request(url, options, cb);
  req.end();
  return req;
}

net.Socket.prototype.destroySoon = function destroySoon() {
  if (this.writable) this.end();
  if (this.writableFinished) this.destroy();
  else this.once('finish', () => this.destroy());
};

module.exports = {
  METHODS,
  STATUS_CODES,
  Agent,
  ClientRequest,
  IncomingMessage,
  OutgoingMessage,
  Server,
  ServerResponse,
  createServer,
  validateHeaderName,
  validateHeaderValue,
  get,
  request,
  setMaxIdleHTTPParsers() {},
  maxHeaderSize,
  globalAgent,
};
