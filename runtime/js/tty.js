// tty.js - node:tty: isatty, and ReadStream and WriteStream, a terminal's
// streams (docs/node.md, "tty"). A WriteStream writes synchronously, as
// Node's does on a terminal; its colour depth is read from the environment
// by Node 20's rules (the ones chalk and supports-color follow). As in
// Node, either class can be made on any stream (a pipe too), and making
// one on a file or a closed descriptor fails.
'use strict';

const stream = require('node:stream');
const fs = require('node:fs');
const readline = require('node:readline');
const io = require('@scr/io');

const nodeError = stream._nodeError;

function isatty(fd) {
  return Number.isInteger(fd) && fd >= 0 && fd <= 2147483647 && io.guessHandle(fd) === 'TTY';
}

// The checks both constructors make first: a descriptor, then a terminal.
function checkFd(fd) {
  if (!Number.isInteger(fd) || fd < 0 || fd > 2147483647) {
    throw nodeError(RangeError, 'ERR_INVALID_FD', `"fd" must be a positive integer: ${fd}`);
  }
  // libuv's uv_tty_init takes any stream (a pipe too) but refuses a file
  // or a descriptor that is not open.
  const kind = io.guessHandle(fd);
  if (kind !== 'FILE' && kind !== 'UNKNOWN') return;
  const info = { errno: -22, code: 'EINVAL', message: 'invalid argument', syscall: 'uv_tty_init' };
  const e = nodeError(Error, 'ERR_TTY_INIT_FAILED',
    `TTY initialization failed: ${info.syscall} returned ${info.code} (${info.message})`);
  Object.defineProperty(e, 'name', { value: 'SystemError', writable: true, configurable: true });
  e.info = info;
  e.errno = info.errno;
  e.syscall = info.syscall;
  throw e;
}

// ---- colour depth ---------------------------------------------------------

// Bits of colour: 1 (two colours), 4 (16), 8 (256) or 24 (16 million), by
// Node 20's rules (node/colors.c, which the console's colour choice uses too).
function getColorDepth(env = process.env) {
  if (env === null) throw new TypeError("Cannot read properties of null (reading 'FORCE_COLOR')");
  return io.colorDepth(Object(env));
}

function hasColors(count, env) {
  if (env === undefined && (count === undefined || (typeof count === 'object' && count !== null))) {
    env = count;
    count = 16;
  } else {
    stream._validateInteger(count, 'count', 2);
  }
  return count <= 2 ** getColorDepth(env);
}

// ---- the streams ----------------------------------------------------------

function ReadStream(fd, options) {
  if (!(this instanceof ReadStream)) return new ReadStream(fd, options);
  checkFd(fd);
  stream.Readable.call(this, { ...options, highWaterMark: 0 });
  this.fd = fd;
  this.isRaw = false;
  this.isTTY = true;
}
Object.setPrototypeOf(ReadStream.prototype, stream.Readable.prototype);
Object.setPrototypeOf(ReadStream, stream.Readable);

ReadStream.prototype._read = function _read(n) {
  io.read(this.fd, n || 65536, -1, (err, buf) => {
    if (err) this.destroy(err);
    else this.push(buf.length === 0 ? null : buf);
  });
};

// Raw mode needs the terminal's settings, which scr does not change.
ReadStream.prototype.setRawMode = function setRawMode(flag) {
  this.isRaw = !!flag;
  return this;
};

// A synchronous write to the terminal (Writable's `write` option, so that
// the prototype's own keys are Node's).
function writeToFd(chunk, encoding, cb) {
  try {
    fs.writeSync(this.fd, chunk, null, typeof chunk === 'string' ? encoding : undefined);
  } catch (e) {
    cb(e);
    return;
  }
  cb();
}

function WriteStream(fd) {
  if (!(this instanceof WriteStream)) return new WriteStream(fd);
  checkFd(fd);
  stream.Writable.call(this, { decodeStrings: false, write: writeToFd });
  this.fd = fd;
  this._type = 'tty';
  this.columns = undefined;
  this.rows = undefined;
  this._refreshSize();
}
Object.setPrototypeOf(WriteStream.prototype, stream.Writable.prototype);
Object.setPrototypeOf(WriteStream, stream.Writable);

WriteStream.prototype.isTTY = true;
WriteStream.prototype.getColorDepth = getColorDepth;
WriteStream.prototype.hasColors = hasColors;

// Reads the terminal's size; 'resize' when it changed.
WriteStream.prototype._refreshSize = function _refreshSize() {
  const size = io.windowSize(this.fd);
  if (!size) return;
  const [columns, rows] = size;
  if (columns === this.columns && rows === this.rows) return;
  const first = this.columns === undefined;
  this.columns = columns;
  this.rows = rows;
  if (!first) this.emit('resize');
};

WriteStream.prototype.cursorTo = function cursorTo(x, y, cb) {
  return readline.cursorTo(this, x, y, cb);
};
WriteStream.prototype.moveCursor = function moveCursor(dx, dy, cb) {
  return readline.moveCursor(this, dx, dy, cb);
};
WriteStream.prototype.clearLine = function clearLine(dir, cb) {
  return readline.clearLine(this, dir, cb);
};
WriteStream.prototype.clearScreenDown = function clearScreenDown(cb) {
  return readline.clearScreenDown(this, cb);
};
WriteStream.prototype.getWindowSize = function getWindowSize() {
  return [this.columns, this.rows];
};

module.exports = { isatty, ReadStream, WriteStream };
