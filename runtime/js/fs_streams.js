// fs_streams.js - node:fs's streams: createReadStream and createWriteStream
// (and the ReadStream and WriteStream classes) on libuv fs requests
// (@scr/io), with Node 20's events: 'open', 'ready', then the stream's, and
// 'close' once the descriptor is closed. docs/node.md, "stream". node:fs
// itself is node/fs.c: its createReadStream and createWriteStream call the
// functions this module hands over with provideFsStreams; the compiler
// loads it into a program whose text names ReadStream or WriteStream.
'use strict';

const { Readable, Writable } = require('node:stream');
const io = require('@scr/io');

function openFlags(flags) {
  switch (flags) {
    case 'r': return io.O_RDONLY;
    case 'r+': return io.O_RDWR;
    case 'w': return io.O_TRUNC | io.O_CREAT | io.O_WRONLY;
    case 'wx': case 'xw': return io.O_TRUNC | io.O_CREAT | io.O_WRONLY | io.O_EXCL;
    case 'w+': return io.O_TRUNC | io.O_CREAT | io.O_RDWR;
    case 'a': return io.O_APPEND | io.O_CREAT | io.O_WRONLY;
    case 'ax': case 'xa': return io.O_APPEND | io.O_CREAT | io.O_WRONLY | io.O_EXCL;
    case 'a+': return io.O_APPEND | io.O_CREAT | io.O_RDWR;
    default:
      if (typeof flags === 'number') return flags;
      throw Object.assign(new TypeError(`The value "${flags}" is invalid for option "flags"`),
        { code: 'ERR_INVALID_ARG_VALUE' });
  }
}

function streamOptions(options) {
  if (typeof options === 'string') return { encoding: options };
  if (options == null) return {};
  return options;
}

function checkPath(path) {
  if (typeof path === 'string') return path;
  if (path instanceof URL) return decodeURIComponent(path.pathname);
  if (Buffer.isBuffer(path)) return path.toString();
  const e = new TypeError('The "path" argument must be of type string or an instance of Buffer or URL.' +
    (path === undefined || path === null ? ` Received ${path}` : ` Received type ${typeof path} (${String(path)})`));
  e.code = 'ERR_INVALID_ARG_TYPE';
  throw e;
}

function openFd(stream, cb) {
  io.open(stream.path, openFlags(stream.flags), stream.mode, (err, fd) => {
    if (err) {
      cb(err);
      return;
    }
    stream.fd = fd;
    cb();
    stream.emit('open', fd);
    stream.emit('ready');
  });
}

function closeFd(stream, err, cb) {
  if (typeof stream.fd !== 'number') {
    cb(err);
    return;
  }
  const fd = stream.fd;
  stream.fd = null;
  io.close(fd, (er) => cb(er || err));
}

function ReadStream(path, options) {
  if (!(this instanceof ReadStream)) return new ReadStream(path, options);
  options = { ...streamOptions(options) };
  if (options.highWaterMark === undefined) options.highWaterMark = 64 * 1024;
  if (options.autoDestroy === undefined) options.autoDestroy = options.autoClose === undefined ? true : options.autoClose;
  this.fd = typeof options.fd === 'number' ? options.fd : null;
  this.path = this.fd === null ? checkPath(path) : undefined;
  this.flags = options.flags === undefined ? 'r' : options.flags;
  this.mode = options.mode === undefined ? 0o666 : options.mode;
  this.start = options.start;
  this.end = options.end === undefined ? Infinity : options.end;
  this.pos = this.start;
  this.bytesRead = 0;
  Readable.call(this, options);
}
Object.setPrototypeOf(ReadStream.prototype, Readable.prototype);
Object.setPrototypeOf(ReadStream, Readable);

ReadStream.prototype._construct = function (cb) {
  if (typeof this.fd === 'number') cb();
  else openFd(this, cb);
};

ReadStream.prototype._read = function (n) {
  n = this.pos !== undefined ? Math.min(this.end - this.pos + 1, n) : Math.min(this.end - this.bytesRead + 1, n);
  if (n <= 0) {
    this.push(null);
    return;
  }
  io.read(this.fd, n, this.pos === undefined ? -1 : this.pos, (err, buf) => {
    if (err) {
      this.destroy(err);
      return;
    }
    if (buf.length === 0) {
      this.push(null);
      return;
    }
    if (this.pos !== undefined) this.pos += buf.length;
    this.bytesRead += buf.length;
    this.push(buf);
  });
};

ReadStream.prototype._destroy = function (err, cb) {
  closeFd(this, err, cb);
};

ReadStream.prototype.close = function (cb) {
  if (typeof cb === 'function') require('node:stream').finished(this, cb);
  this.destroy();
};

Object.defineProperty(ReadStream.prototype, 'pending', {
  get() { return this.fd === null; },
  configurable: true,
});

function WriteStream(path, options) {
  if (!(this instanceof WriteStream)) return new WriteStream(path, options);
  options = { ...streamOptions(options) };
  options.decodeStrings = true;
  if (options.autoDestroy === undefined) options.autoDestroy = options.autoClose === undefined ? true : options.autoClose;
  this.fd = typeof options.fd === 'number' ? options.fd : null;
  this.path = this.fd === null ? checkPath(path) : undefined;
  this.flags = options.flags === undefined ? 'w' : options.flags;
  this.mode = options.mode === undefined ? 0o666 : options.mode;
  this.start = options.start;
  this.pos = this.start;
  this.bytesWritten = 0;
  Writable.call(this, options);
  if (options.encoding) this.setDefaultEncoding(options.encoding);
}
Object.setPrototypeOf(WriteStream.prototype, Writable.prototype);
Object.setPrototypeOf(WriteStream, Writable);

WriteStream.prototype._construct = function (cb) {
  if (typeof this.fd === 'number') cb();
  else openFd(this, cb);
};

WriteStream.prototype._write = function (data, encoding, cb) {
  const writeAll = (buf) => {
    io.write(this.fd, buf, this.pos === undefined ? -1 : this.pos, (err, n) => {
      if (err) {
        cb(err);
        return;
      }
      this.bytesWritten += n;
      if (this.pos !== undefined) this.pos += n;
      if (n < buf.length) {
        const rest = Buffer.alloc(buf.length - n);
        rest.set(new Uint8Array(buf.buffer, buf.byteOffset + n, buf.length - n));
        writeAll(rest);
      } else {
        cb();
      }
    });
  };
  writeAll(data);
};

WriteStream.prototype._destroy = function (err, cb) {
  closeFd(this, err, cb);
};

WriteStream.prototype.close = function (cb) {
  if (cb) {
    if (this.closed) {
      process.nextTick(cb);
      return;
    }
    this.on('close', cb);
  }
  if (!this.autoClose) this.on('finish', this.destroy);
  this.end();
};

WriteStream.prototype.destroySoon = WriteStream.prototype.end;

Object.defineProperty(WriteStream.prototype, 'pending', {
  get() { return this.fd === null; },
  configurable: true,
});

function createReadStream(path, options) {
  return new ReadStream(path, options);
}

function createWriteStream(path, options) {
  return new WriteStream(path, options);
}

io.provideFsStreams({ ReadStream, WriteStream, createReadStream, createWriteStream });
