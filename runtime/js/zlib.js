// zlib.js - node:zlib on Debian's zlib (docs/node.md, "zlib"): the
// constants, crc32, the one-shot functions (sync, and with a callback on a
// later turn of the loop) and the Transform streams Deflate, Inflate, Gzip,
// Gunzip, DeflateRaw, InflateRaw and Unzip. The streams drive a native
// handle of @scr/zlib (node/zlib.c) the way Node's drive its binding: each
// write hands zlib an input slice and the free end of an output chunk, and
// what is left of both comes back; a chunk is pushed as soon as zlib wrote
// into it, so 'data' events come in Node's sizes. Brotli is not provided.
'use strict';

const stream = require('node:stream');
const native = require('@scr/zlib');

const errors = stream._errors;
const nodeError = stream._nodeError;
const { Transform, finished } = stream;

// ---- constants ------------------------------------------------------------

const constants = Object.create(null);
{
  const list = [
    'Z_NO_FLUSH', 0, 'Z_PARTIAL_FLUSH', 1, 'Z_SYNC_FLUSH', 2, 'Z_FULL_FLUSH', 3, 'Z_FINISH', 4,
    'Z_BLOCK', 5, 'Z_OK', 0, 'Z_STREAM_END', 1, 'Z_NEED_DICT', 2, 'Z_ERRNO', -1,
    'Z_STREAM_ERROR', -2, 'Z_DATA_ERROR', -3, 'Z_MEM_ERROR', -4, 'Z_BUF_ERROR', -5,
    'Z_VERSION_ERROR', -6, 'Z_NO_COMPRESSION', 0, 'Z_BEST_SPEED', 1, 'Z_BEST_COMPRESSION', 9,
    'Z_DEFAULT_COMPRESSION', -1, 'Z_FILTERED', 1, 'Z_HUFFMAN_ONLY', 2, 'Z_RLE', 3, 'Z_FIXED', 4,
    'Z_DEFAULT_STRATEGY', 0, 'ZLIB_VERNUM', 4880, 'DEFLATE', 1, 'INFLATE', 2, 'GZIP', 3,
    'GUNZIP', 4, 'DEFLATERAW', 5, 'INFLATERAW', 6, 'UNZIP', 7, 'BROTLI_DECODE', 8,
    'BROTLI_ENCODE', 9, 'Z_MIN_WINDOWBITS', 8, 'Z_MAX_WINDOWBITS', 15, 'Z_DEFAULT_WINDOWBITS', 15,
    'Z_MIN_CHUNK', 64, 'Z_MAX_CHUNK', Infinity, 'Z_DEFAULT_CHUNK', 16384, 'Z_MIN_MEMLEVEL', 1,
    'Z_MAX_MEMLEVEL', 9, 'Z_DEFAULT_MEMLEVEL', 8, 'Z_MIN_LEVEL', -1, 'Z_MAX_LEVEL', 9,
    'Z_DEFAULT_LEVEL', -1, 'BROTLI_OPERATION_PROCESS', 0, 'BROTLI_OPERATION_FLUSH', 1,
    'BROTLI_OPERATION_FINISH', 2, 'BROTLI_OPERATION_EMIT_METADATA', 3, 'BROTLI_PARAM_MODE', 0,
    'BROTLI_MODE_GENERIC', 0, 'BROTLI_MODE_TEXT', 1, 'BROTLI_MODE_FONT', 2,
    'BROTLI_DEFAULT_MODE', 0, 'BROTLI_PARAM_QUALITY', 1, 'BROTLI_MIN_QUALITY', 0,
    'BROTLI_MAX_QUALITY', 11, 'BROTLI_DEFAULT_QUALITY', 11, 'BROTLI_PARAM_LGWIN', 2,
    'BROTLI_MIN_WINDOW_BITS', 10, 'BROTLI_MAX_WINDOW_BITS', 24,
    'BROTLI_LARGE_MAX_WINDOW_BITS', 30, 'BROTLI_DEFAULT_WINDOW', 22, 'BROTLI_PARAM_LGBLOCK', 3,
    'BROTLI_MIN_INPUT_BLOCK_BITS', 16, 'BROTLI_MAX_INPUT_BLOCK_BITS', 24,
    'BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING', 4, 'BROTLI_PARAM_SIZE_HINT', 5,
    'BROTLI_PARAM_LARGE_WINDOW', 6, 'BROTLI_PARAM_NPOSTFIX', 7, 'BROTLI_PARAM_NDIRECT', 8,
    'BROTLI_DECODER_RESULT_ERROR', 0, 'BROTLI_DECODER_RESULT_SUCCESS', 1,
    'BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT', 2, 'BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT', 3,
    'BROTLI_DECODER_PARAM_DISABLE_RING_BUFFER_REALLOCATION', 0,
    'BROTLI_DECODER_PARAM_LARGE_WINDOW', 1, 'BROTLI_DECODER_NO_ERROR', 0,
    'BROTLI_DECODER_SUCCESS', 1, 'BROTLI_DECODER_NEEDS_MORE_INPUT', 2,
    'BROTLI_DECODER_NEEDS_MORE_OUTPUT', 3,
  ];
  for (let i = 0; i < list.length; i += 2) constants[list[i]] = list[i + 1];
  const brotliErrors = [
    'FORMAT_EXUBERANT_NIBBLE', -1, 'FORMAT_RESERVED', -2, 'FORMAT_EXUBERANT_META_NIBBLE', -3,
    'FORMAT_SIMPLE_HUFFMAN_ALPHABET', -4, 'FORMAT_SIMPLE_HUFFMAN_SAME', -5, 'FORMAT_CL_SPACE', -6,
    'FORMAT_HUFFMAN_SPACE', -7, 'FORMAT_CONTEXT_MAP_REPEAT', -8, 'FORMAT_BLOCK_LENGTH_1', -9,
    'FORMAT_BLOCK_LENGTH_2', -10, 'FORMAT_TRANSFORM', -11, 'FORMAT_DICTIONARY', -12,
    'FORMAT_WINDOW_BITS', -13, 'FORMAT_PADDING_1', -14, 'FORMAT_PADDING_2', -15,
    'FORMAT_DISTANCE', -16, 'DICTIONARY_NOT_SET', -19, 'INVALID_ARGUMENTS', -20,
    'ALLOC_CONTEXT_MODES', -21, 'ALLOC_TREE_GROUPS', -22, 'ALLOC_CONTEXT_MAP', -25,
    'ALLOC_RING_BUFFER_1', -26, 'ALLOC_RING_BUFFER_2', -27, 'ALLOC_BLOCK_TYPE_TREES', -30,
    'UNREACHABLE', -31,
  ];
  for (let i = 0; i < brotliErrors.length; i += 2) {
    constants[`BROTLI_DECODER_ERROR_${brotliErrors[i]}`] = brotliErrors[i + 1];
  }
}

const {
  Z_NO_FLUSH, Z_BLOCK, Z_PARTIAL_FLUSH, Z_SYNC_FLUSH, Z_FULL_FLUSH, Z_FINISH,
  Z_MIN_CHUNK, Z_MIN_WINDOWBITS, Z_MAX_WINDOWBITS, Z_MIN_LEVEL, Z_MAX_LEVEL,
  Z_MIN_MEMLEVEL, Z_MAX_MEMLEVEL, Z_DEFAULT_CHUNK, Z_DEFAULT_COMPRESSION,
  Z_DEFAULT_STRATEGY, Z_DEFAULT_WINDOWBITS, Z_DEFAULT_MEMLEVEL, Z_FIXED,
  DEFLATE, DEFLATERAW, INFLATE, INFLATERAW, GZIP, GUNZIP, UNZIP,
} = constants;

// Node's Buffer limit (buffer.constants.MAX_LENGTH of Node 20 on 64 bits).
const kMaxLength = 2 ** 32;

const codes = {};
for (const name of ['Z_OK', 'Z_STREAM_END', 'Z_NEED_DICT', 'Z_ERRNO', 'Z_STREAM_ERROR',
  'Z_DATA_ERROR', 'Z_MEM_ERROR', 'Z_BUF_ERROR', 'Z_VERSION_ERROR']) {
  codes[name] = constants[name];
}
for (const name of Object.keys(codes)) codes[codes[name]] = name;

// ---- argument checks, as Node's validators word them --------------------------

function isAnyArrayBuffer(v) {
  return v instanceof ArrayBuffer ||
    (typeof SharedArrayBuffer === 'function' && v instanceof SharedArrayBuffer);
}

// false for undefined and NaN (use the default), true for a finite number.
function checkFiniteNumber(value, name) {
  if (value === undefined) return false;
  if (Number.isFinite(value)) return true;
  if (Number.isNaN(value)) return false;
  if (typeof value !== 'number') throw errors.invalidArgType(name, 'of type number', value);
  throw errors.outOfRange(name, 'a finite number', value);
}

function checkRangesOrGetDefault(value, name, lower, upper, def) {
  if (!checkFiniteNumber(value, name)) return def;
  if (value < lower || value > upper) {
    throw errors.outOfRange(name, `>= ${lower} and <= ${upper}`, value);
  }
  return value;
}

function validateUint32(value, name) {
  if (typeof value !== 'number') throw errors.invalidArgType(name, 'of type number', value);
  if (!Number.isInteger(value)) throw errors.outOfRange(name, 'an integer', value);
  if (value < 0 || value > 4294967295) {
    throw errors.outOfRange(name, '>= 0 && <= 4294967295', value);
  }
}

function bufferTooLarge(max) {
  return nodeError(RangeError, 'ERR_BUFFER_TOO_LARGE',
    `Cannot create a Buffer larger than ${max} bytes`);
}

// ---- the handle ---------------------------------------------------------------

// What Node's binding object holds between the writes of one chunk; the
// zlib state itself is the native handle.
function ZlibHandle(nativeHandle, owner) {
  this.native = nativeHandle;
  this.owner = owner;
  this.buffer = null;
  this.cb = null;
  this.availOutBefore = 0;
  this.availInBefore = 0;
  this.inOff = 0;
  this.flushFlag = Z_NO_FLUSH;
}

ZlibHandle.prototype.close = function close() {
  if (this.native) native.close(this.native);
  this.native = null;
};

ZlibHandle.prototype.reset = function reset() {
  if (this.native) native.reset(this.native);
};

// zlib's answer [availOutAfter, availInAfter, error]: an error destroys the
// stream as Node's onerror does; the answer is null then.
function handleResult(handle, res) {
  const self = handle.owner;
  self._writeState[0] = res[0];
  self._writeState[1] = res[1];
  if (res[2] === null) return res;
  const info = res[2];
  const error = new Error(info.message);
  error.errno = info.errno;
  error.code = info.code;
  self.destroy(error);
  self[kError] = error;
  return null;
}

ZlibHandle.prototype.writeSync = function writeSync(flush, input, inOff, inLen, out, outOff,
  outLen) {
  if (!this.native) return;
  handleResult(this, native.writeSync(this.native, flush, input, inOff, inLen, out, outOff,
    outLen));
};

ZlibHandle.prototype.write = function write(flush, input, inOff, inLen, out, outOff, outLen) {
  if (!this.native) return;
  native.write(this.native, flush, input, inOff, inLen, out, outOff, outLen, (res) => {
    if (handleResult(this, res)) processCallback.call(this);
  });
};

// ---- the streams ----------------------------------------------------------------

const kFlushFlag = Symbol('kFlushFlag');
const kError = Symbol('kError');

// The one-shot functions' engines: results are gathered from 'data'.
function zlibBuffer(engine, buffer, callback) {
  if (typeof callback !== 'function') {
    throw errors.invalidArgType('callback', 'of type function', callback);
  }
  if (ArrayBuffer.isView(buffer) && !(buffer instanceof Uint8Array)) {
    buffer = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  } else if (isAnyArrayBuffer(buffer)) {
    buffer = Buffer.from(buffer);
  }
  engine.buffers = null;
  engine.nread = 0;
  engine.cb = callback;
  engine.on('data', zlibBufferOnData);
  engine.on('error', zlibBufferOnError);
  engine.on('end', zlibBufferOnEnd);
  engine.end(buffer);
}

function zlibBufferOnData(chunk) {
  if (!this.buffers) this.buffers = [chunk];
  else this.buffers.push(chunk);
  this.nread += chunk.length;
  if (this.nread > this._maxOutputLength) {
    this.close();
    this.removeAllListeners('end');
    this.cb(bufferTooLarge(this._maxOutputLength));
  }
}

function zlibBufferOnError(err) {
  this.removeAllListeners('end');
  this.cb(err);
}

function zlibBufferOnEnd() {
  let buf;
  if (this.nread === 0) {
    buf = Buffer.alloc(0);
  } else {
    const bufs = this.buffers;
    buf = bufs.length === 1 ? bufs[0] : Buffer.concat(bufs, this.nread);
  }
  this.close();
  if (this._info) this.cb(null, { buffer: buf, engine: this });
  else this.cb(null, buf);
}

function zlibBufferSync(engine, buffer) {
  if (typeof buffer === 'string') {
    buffer = Buffer.from(buffer);
  } else if (!ArrayBuffer.isView(buffer)) {
    if (isAnyArrayBuffer(buffer)) {
      buffer = Buffer.from(buffer);
    } else {
      throw errors.invalidArgType('buffer',
        'of type string or an instance of Buffer, TypedArray, DataView, or ArrayBuffer', buffer);
    }
  }
  buffer = processChunkSync(engine, buffer, engine._finishFlushFlag);
  if (engine._info) return { buffer, engine };
  return buffer;
}

function ZlibBase(opts, mode, handle, { flush, finishFlush, fullFlush }) {
  let chunkSize = Z_DEFAULT_CHUNK;
  let maxOutputLength = kMaxLength;
  if (opts) {
    chunkSize = opts.chunkSize;
    if (!checkFiniteNumber(chunkSize, 'options.chunkSize')) {
      chunkSize = Z_DEFAULT_CHUNK;
    } else if (chunkSize < Z_MIN_CHUNK) {
      throw errors.outOfRange('options.chunkSize', `>= ${Z_MIN_CHUNK}`, chunkSize);
    }
    flush = checkRangesOrGetDefault(opts.flush, 'options.flush', Z_NO_FLUSH, Z_BLOCK, flush);
    finishFlush = checkRangesOrGetDefault(opts.finishFlush, 'options.finishFlush', Z_NO_FLUSH,
      Z_BLOCK, finishFlush);
    maxOutputLength = checkRangesOrGetDefault(opts.maxOutputLength, 'options.maxOutputLength',
      1, kMaxLength, kMaxLength);
    if (opts.encoding || opts.objectMode || opts.writableObjectMode) {
      opts = { ...opts };
      opts.encoding = null;
      opts.objectMode = false;
      opts.writableObjectMode = false;
    }
  }
  Transform.call(this, { autoDestroy: true, ...opts });
  this[kError] = null;
  this.bytesWritten = 0;
  this._handle = new ZlibHandle(handle, this);
  this._outBuffer = Buffer.allocUnsafe(chunkSize);
  this._outOffset = 0;
  this._chunkSize = chunkSize;
  this._defaultFlushFlag = flush;
  this._finishFlushFlag = finishFlush;
  this._defaultFullFlushFlag = fullFlush;
  this._info = opts && opts.info;
  this._maxOutputLength = maxOutputLength;
}
Object.setPrototypeOf(ZlibBase.prototype, Transform.prototype);
Object.setPrototypeOf(ZlibBase, Transform);

Object.defineProperty(ZlibBase.prototype, '_closed', {
  configurable: true,
  enumerable: true,
  get() {
    return !this._handle;
  },
});

ZlibBase.prototype.reset = function reset() {
  if (!this._handle) throw new Error('zlib binding closed');
  return this._handle.reset();
};

ZlibBase.prototype._flush = function _flush(callback) {
  this._transform(Buffer.alloc(0), '', callback);
};

ZlibBase.prototype._final = function _final(callback) {
  callback();
};

// The order of strength of the flush flags, for the last chunk's flag.
const kFlushFlagList = [Z_NO_FLUSH, Z_BLOCK, Z_PARTIAL_FLUSH, Z_SYNC_FLUSH, Z_FULL_FLUSH, Z_FINISH];
const flushiness = [];
for (let i = 0; i < kFlushFlagList.length; i++) flushiness[kFlushFlagList[i]] = i;

function maxFlush(a, b) {
  return flushiness[a] > flushiness[b] ? a : b;
}

// Empty chunks that carry a flush flag through write() (flush()).
const kFlushBuffers = [];
for (const flag of kFlushFlagList) {
  kFlushBuffers[flag] = Buffer.alloc(0);
  kFlushBuffers[flag][kFlushFlag] = flag;
}

ZlibBase.prototype.flush = function flush(kind, callback) {
  if (typeof kind === 'function' || (kind === undefined && !callback)) {
    callback = kind;
    kind = this._defaultFullFlushFlag;
  }
  if (this.writableFinished) {
    if (callback) process.nextTick(callback);
  } else if (this.writableEnded) {
    if (callback) this.once('end', callback);
  } else {
    this.write(kFlushBuffers[kind], '', callback);
  }
};

ZlibBase.prototype.close = function close(callback) {
  if (callback) finished(this, callback);
  this.destroy();
};

ZlibBase.prototype._destroy = function _destroy(err, callback) {
  closeEngine(this);
  callback(err);
};

ZlibBase.prototype._transform = function _transform(chunk, encoding, cb) {
  let flushFlag = this._defaultFlushFlag;
  if (typeof chunk[kFlushFlag] === 'number') flushFlag = chunk[kFlushFlag];
  // The last chunk also gets the finishing flag.
  if (this.writableEnded && this.writableLength === chunk.byteLength) {
    flushFlag = maxFlush(flushFlag, this._finishFlushFlag);
  }
  processChunk(this, chunk, flushFlag, cb);
};

ZlibBase.prototype._processChunk = function _processChunk(chunk, flushFlag, cb) {
  if (typeof cb === 'function') processChunk(this, chunk, flushFlag, cb);
  else return processChunkSync(this, chunk, flushFlag);
};

function processChunkSync(self, chunk, flushFlag) {
  let availInBefore = chunk.byteLength;
  let availOutBefore = self._chunkSize - self._outOffset;
  let inOff = 0;
  const buffers = [];
  let nread = 0;
  let inputRead = 0;
  const state = self._writeState;
  const handle = self._handle;
  let buffer = self._outBuffer;
  let offset = self._outOffset;
  const chunkSize = self._chunkSize;

  let error;
  self.on('error', function onError(er) {
    error = er;
  });

  for (;;) {
    handle.writeSync(flushFlag, chunk, inOff, availInBefore, buffer, offset, availOutBefore);
    if (error) throw error;
    else if (self[kError]) throw self[kError];
    const availOutAfter = state[0];
    const availInAfter = state[1];
    const inDelta = availInBefore - availInAfter;
    inputRead += inDelta;
    const have = availOutBefore - availOutAfter;
    if (have > 0) {
      const out = buffer.slice(offset, offset + have);
      offset += have;
      buffers.push(out);
      nread += out.byteLength;
      if (nread > self._maxOutputLength) {
        closeEngine(self);
        throw bufferTooLarge(self._maxOutputLength);
      }
    }
    // A full output chunk, or one used up: the next output goes to a new one.
    if (availOutAfter === 0 || offset >= chunkSize) {
      availOutBefore = chunkSize;
      offset = 0;
      buffer = Buffer.allocUnsafe(chunkSize);
    }
    if (availOutAfter !== 0) break;
    // zlib has more to say: again with what input is left.
    inOff += inDelta;
    availInBefore = availInAfter;
  }

  self.bytesWritten = inputRead;
  closeEngine(self);
  if (nread === 0) return Buffer.alloc(0);
  return buffers.length === 1 ? buffers[0] : Buffer.concat(buffers, nread);
}

function processChunk(self, chunk, flushFlag, cb) {
  const handle = self._handle;
  if (!handle) {
    process.nextTick(cb);
    return;
  }
  handle.buffer = chunk;
  handle.cb = cb;
  handle.availOutBefore = self._chunkSize - self._outOffset;
  handle.availInBefore = chunk.byteLength;
  handle.inOff = 0;
  handle.flushFlag = flushFlag;
  handle.write(flushFlag, chunk, 0, handle.availInBefore, self._outBuffer, self._outOffset,
    handle.availOutBefore);
}

// An asynchronous write came back (`this` is the handle).
function processCallback() {
  const handle = this;
  const self = handle.owner;
  const state = self._writeState;
  if (self.destroyed) {
    handle.buffer = null;
    handle.cb();
    return;
  }
  const availOutAfter = state[0];
  const availInAfter = state[1];
  const inDelta = handle.availInBefore - availInAfter;
  self.bytesWritten += inDelta;
  const have = handle.availOutBefore - availOutAfter;
  let streamBufferIsFull = false;
  if (have > 0) {
    const out = self._outBuffer.slice(self._outOffset, self._outOffset + have);
    self._outOffset += have;
    streamBufferIsFull = !self.push(out);
  }
  if (self.destroyed) {
    handle.cb();
    return;
  }
  if (availOutAfter === 0 || self._outOffset >= self._chunkSize) {
    handle.availOutBefore = self._chunkSize;
    self._outOffset = 0;
    self._outBuffer = Buffer.allocUnsafe(self._chunkSize);
  }
  if (availOutAfter === 0) {
    // More output to come from this chunk: write again, at once or when
    // the reader wants more.
    handle.inOff += inDelta;
    handle.availInBefore = availInAfter;
    const again = () => handle.write(handle.flushFlag, handle.buffer, handle.inOff,
      handle.availInBefore, self._outBuffer, self._outOffset, self._chunkSize);
    if (!streamBufferIsFull) {
      again();
    } else {
      const oldRead = self._read;
      self._read = (n) => {
        self._read = oldRead;
        again();
        self._read(n);
      };
    }
    return;
  }
  // Input left over with room to spare: the compressed stream ended early.
  if (availInAfter > 0) self.push(null);
  handle.buffer = null;
  handle.cb();
}

function closeEngine(engine) {
  if (engine._handle) engine._handle.close();
  engine._handle = null;
}

const zlibDefaultOpts = { flush: Z_NO_FLUSH, finishFlush: Z_FINISH, fullFlush: Z_FULL_FLUSH };

function Zlib(opts, mode) {
  let windowBits = Z_DEFAULT_WINDOWBITS;
  let level = Z_DEFAULT_COMPRESSION;
  let memLevel = Z_DEFAULT_MEMLEVEL;
  let strategy = Z_DEFAULT_STRATEGY;
  let dictionary;
  if (opts) {
    // windowBits 0 lets inflate take the window size from the stream's header.
    if ((opts.windowBits == null || opts.windowBits === 0) &&
      (mode === INFLATE || mode === GUNZIP || mode === UNZIP)) {
      windowBits = 0;
    } else {
      const min = Z_MIN_WINDOWBITS + (mode === GZIP ? 1 : 0);
      windowBits = checkRangesOrGetDefault(opts.windowBits, 'options.windowBits', min,
        Z_MAX_WINDOWBITS, Z_DEFAULT_WINDOWBITS);
    }
    level = checkRangesOrGetDefault(opts.level, 'options.level', Z_MIN_LEVEL, Z_MAX_LEVEL,
      Z_DEFAULT_COMPRESSION);
    memLevel = checkRangesOrGetDefault(opts.memLevel, 'options.memLevel', Z_MIN_MEMLEVEL,
      Z_MAX_MEMLEVEL, Z_DEFAULT_MEMLEVEL);
    strategy = checkRangesOrGetDefault(opts.strategy, 'options.strategy', Z_DEFAULT_STRATEGY,
      Z_FIXED, Z_DEFAULT_STRATEGY);
    dictionary = opts.dictionary;
    if (dictionary !== undefined && !ArrayBuffer.isView(dictionary)) {
      if (isAnyArrayBuffer(dictionary)) {
        dictionary = Buffer.from(dictionary);
      } else {
        throw errors.invalidArgType('options.dictionary',
          'an instance of Buffer, TypedArray, DataView, or ArrayBuffer', dictionary);
      }
    }
  }
  const handle = native.create(mode, windowBits, level, memLevel, strategy, dictionary);
  if (handle === null) {
    throw nodeError(Error, 'ERR_ZLIB_INITIALIZATION_FAILED', 'Initialization failed');
  }
  this._writeState = new Uint32Array(2);
  ZlibBase.call(this, opts, mode, handle, zlibDefaultOpts);
  this._level = level;
  this._strategy = strategy;
}
Object.setPrototypeOf(Zlib.prototype, ZlibBase.prototype);
Object.setPrototypeOf(Zlib, ZlibBase);

// params() waits for a sync flush, so the new settings apply from a
// clean point of the output.
function paramsAfterFlushCallback(level, strategy, callback) {
  if (!this._handle) throw new Error('zlib binding closed');
  const err = this._handle.native ? native.params(this._handle.native, level, strategy) : null;
  if (err) {
    const error = new Error(err.message);
    error.errno = err.errno;
    error.code = err.code;
    this.destroy(error);
    this[kError] = error;
  }
  if (!this.destroyed) {
    this._level = level;
    this._strategy = strategy;
    if (callback) callback();
  }
}

Zlib.prototype.params = function params(level, strategy, callback) {
  checkRangesOrGetDefault(level, 'level', Z_MIN_LEVEL, Z_MAX_LEVEL);
  checkRangesOrGetDefault(strategy, 'strategy', Z_DEFAULT_STRATEGY, Z_FIXED);
  if (this._level !== level || this._strategy !== strategy) {
    this.flush(Z_SYNC_FLUSH, paramsAfterFlushCallback.bind(this, level, strategy, callback));
  } else {
    process.nextTick(callback);
  }
};

// The seven classes differ only in their mode. Each may be called without
// `new`, as Node 20's are; a raw deflate asks zlib for a 9-bit window where
// 8 is given, as Node does (zlib refuses 8 there).
function zlibClass(name, mode) {
  const C = {
    [name]: function (opts) {
      if (mode === DEFLATERAW && opts && opts.windowBits === 8) opts.windowBits = 9;
      if (!(this instanceof C)) return new C(opts);
      Zlib.call(this, opts, mode);
    },
  }[name];
  Object.setPrototypeOf(C.prototype, Zlib.prototype);
  Object.setPrototypeOf(C, Zlib);
  return C;
}
const Deflate = zlibClass('Deflate', DEFLATE);
const Inflate = zlibClass('Inflate', INFLATE);
const Gzip = zlibClass('Gzip', GZIP);
const Gunzip = zlibClass('Gunzip', GUNZIP);
const DeflateRaw = zlibClass('DeflateRaw', DEFLATERAW);
const InflateRaw = zlibClass('InflateRaw', INFLATERAW);
const Unzip = zlibClass('Unzip', UNZIP);

function createConvenienceMethod(ctor, sync) {
  if (sync) {
    return function syncBufferWrapper(buffer, opts) {
      return zlibBufferSync(new ctor(opts), buffer);
    };
  }
  return function asyncBufferWrapper(buffer, opts, callback) {
    if (typeof opts === 'function') {
      callback = opts;
      opts = {};
    }
    return zlibBuffer(new ctor(opts), buffer, callback);
  };
}

function crc32(data, value = 0) {
  if (typeof data !== 'string' && !ArrayBuffer.isView(data)) {
    throw errors.invalidArgType('data',
      'of type string or an instance of Buffer, TypedArray, or DataView', data);
  }
  validateUint32(value, 'value');
  return native.crc32(data, value);
}

const deflate = createConvenienceMethod(Deflate, false);
const deflateSync = createConvenienceMethod(Deflate, true);
const gzip = createConvenienceMethod(Gzip, false);
const gzipSync = createConvenienceMethod(Gzip, true);
const deflateRaw = createConvenienceMethod(DeflateRaw, false);
const deflateRawSync = createConvenienceMethod(DeflateRaw, true);
const unzip = createConvenienceMethod(Unzip, false);
const unzipSync = createConvenienceMethod(Unzip, true);
const inflate = createConvenienceMethod(Inflate, false);
const inflateSync = createConvenienceMethod(Inflate, true);
const gunzip = createConvenienceMethod(Gunzip, false);
const gunzipSync = createConvenienceMethod(Gunzip, true);
const inflateRaw = createConvenienceMethod(InflateRaw, false);
const inflateRawSync = createConvenienceMethod(InflateRaw, true);

// Plain names and literal descriptors, the forms CommonJS export detection
// reads, so that named imports of node:zlib are found. Node's createX
// functions are named `value`: they are made in a property descriptor.
module.exports = {
  crc32,
  Deflate,
  Inflate,
  Gzip,
  Gunzip,
  DeflateRaw,
  InflateRaw,
  Unzip,
  deflate,
  deflateSync,
  gzip,
  gzipSync,
  deflateRaw,
  deflateRawSync,
  unzip,
  unzipSync,
  inflate,
  inflateSync,
  gunzip,
  gunzipSync,
  inflateRaw,
  inflateRawSync,
};

Object.defineProperty(module.exports, 'createDeflate', { enumerable: true, value: function (options) {
  return new Deflate(options);
}, configurable: true });
Object.defineProperty(module.exports, 'createInflate', { enumerable: true, value: function (options) {
  return new Inflate(options);
}, configurable: true });
Object.defineProperty(module.exports, 'createDeflateRaw', { enumerable: true, value: function (options) {
  return new DeflateRaw(options);
}, configurable: true });
Object.defineProperty(module.exports, 'createInflateRaw', { enumerable: true, value: function (options) {
  return new InflateRaw(options);
}, configurable: true });
Object.defineProperty(module.exports, 'createGzip', { enumerable: true, value: function (options) {
  return new Gzip(options);
}, configurable: true });
Object.defineProperty(module.exports, 'createGunzip', { enumerable: true, value: function (options) {
  return new Gunzip(options);
}, configurable: true });
Object.defineProperty(module.exports, 'createUnzip', { enumerable: true, value: function (options) {
  return new Unzip(options);
}, configurable: true });
Object.defineProperty(module.exports, 'constants', { enumerable: true, value: constants,
  configurable: false });
Object.defineProperty(module.exports, 'codes', { enumerable: true, value: Object.freeze(codes),
  writable: false });

// The legacy top-level constants (Node keeps them, hidden).
for (const key of Object.keys(constants)) {
  if (key.startsWith('BROTLI')) continue;
  Object.defineProperty(module.exports, key, { enumerable: false, value: constants[key],
    writable: false });
}
