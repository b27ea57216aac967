// stream.js - node:stream, written in JavaScript and compiled into the
// programs that import it (modules.def's SCR_JS_MODULE rows; docs/node.md,
// "stream"). Readable, Writable, Duplex, Transform and PassThrough keep
// Node 20's state machines, so events come in Node's order through
// process.nextTick; finished() and pipeline() follow Node's rules for
// errors and premature closes. State lives in plain objects
// (_readableState, _writableState) with boolean fields.
'use strict';

const EE = require('node:events');

// ---- errors ---------------------------------------------------------------

function nodeError(Base, code, message) {
  const e = new Base(message);
  Object.defineProperty(e, 'toString', {
    value: function toString() { return `${this.name} [${this.code}]: ${this.message}`; },
    writable: true, configurable: true, enumerable: false,
  });
  e.code = code;
  return e;
}

function describeReceived(v) {
  if (v === null || v === undefined) return ` Received ${v}`;
  if (typeof v === 'function') return ` Received function ${v.name}`;
  if (typeof v === 'object') {
    if (v.constructor && v.constructor.name) return ` Received an instance of ${v.constructor.name}`;
    return ' Received [Object: null prototype] {}';
  }
  let shown = typeof v === 'string' ? v : String(v);
  if (typeof v === 'string') {
    if (shown.length > 28) shown = shown.slice(0, 25) + '...';
    shown = shown.includes("'") ? `"${shown}"` : `'${shown}'`;
  }
  if (typeof v === 'bigint') shown += 'n';
  if (typeof v === 'symbol') shown = v.toString();
  return ` Received type ${typeof v} (${shown})`;
}

// 1234567890 -> 1_234_567_890, as Node writes a large received value.
function groupDigits(digits) {
  let out = '';
  let i = digits.length;
  const start = digits[0] === '-' ? 1 : 0;
  for (; i >= start + 4; i -= 3) out = `_${digits.slice(i - 3, i)}${out}`;
  return digits.slice(0, i) + out;
}

const errors = {
  // ERR_OUT_OF_RANGE, with the received value shown as Node shows it.
  outOfRange(name, range, received) {
    let shown;
    if (Number.isInteger(received) && Math.abs(received) > 2 ** 32) {
      shown = groupDigits(String(received));
    } else if (typeof received === 'bigint') {
      shown = String(received);
      if (received > 2n ** 32n || received < -(2n ** 32n)) shown = groupDigits(shown);
      shown += 'n';
    } else {
      shown = require('node:util').inspect(received);
    }
    return nodeError(RangeError, 'ERR_OUT_OF_RANGE',
      `The value of "${name}" is out of range. It must be ${range}. Received ${shown}`);
  },
  invalidArgType(name, expected, actual) {
    return nodeError(TypeError, 'ERR_INVALID_ARG_TYPE',
      `The "${name}" ${name.includes('.') ? 'property' : 'argument'} must be ${expected}.${describeReceived(actual)}`);
  },
  pushAfterEOF: () => nodeError(Error, 'ERR_STREAM_PUSH_AFTER_EOF', 'stream.push() after EOF'),
  unshiftAfterEnd: () => nodeError(Error, 'ERR_STREAM_UNSHIFT_AFTER_END_EVENT',
    'stream.unshift() after end event'),
  writeAfterEnd: () => nodeError(Error, 'ERR_STREAM_WRITE_AFTER_END', 'write after end'),
  destroyed: (m) => nodeError(Error, 'ERR_STREAM_DESTROYED',
    `Cannot call ${m} after a stream was destroyed`),
  alreadyFinished: (m) => nodeError(Error, 'ERR_STREAM_ALREADY_FINISHED',
    `Cannot call ${m} after a stream was finished`),
  nullValues: () => nodeError(TypeError, 'ERR_STREAM_NULL_VALUES', 'May not write null values to stream'),
  notImplemented: (m) => nodeError(Error, 'ERR_METHOD_NOT_IMPLEMENTED', `The ${m} method is not implemented`),
  multipleCallback: () => nodeError(Error, 'ERR_MULTIPLE_CALLBACK', 'Callback called multiple times'),
  prematureClose: () => nodeError(Error, 'ERR_STREAM_PREMATURE_CLOSE', 'Premature close'),
  cannotPipe: () => nodeError(Error, 'ERR_STREAM_CANNOT_PIPE', 'Cannot pipe, not readable'),
  unknownEncoding: (e) => nodeError(TypeError, 'ERR_UNKNOWN_ENCODING', `Unknown encoding: ${e}`),
  missingArgs: (n) => nodeError(TypeError, 'ERR_MISSING_ARGS', `The "${n}" argument must be specified`),
  nullValuesFrom: () => nodeError(TypeError, 'ERR_STREAM_NULL_VALUES', 'May not write null values to stream'),
  // An AbortError; given the signal that aborted, its reason is the cause.
  abort(signal) {
    const e = new Error('The operation was aborted');
    e.code = 'ABORT_ERR';
    e.name = 'AbortError';
    if (signal != null) {
      Object.defineProperty(e, 'cause', { value: signal.reason, writable: true, configurable: true });
    }
    return e;
  },
};

const CHUNK_TYPES = 'of type string or an instance of Buffer, TypedArray, or DataView';

// ---- bytes and text -------------------------------------------------------

// A copy of bytes [s, e) of b, as a Buffer.
function bytesSlice(b, s, e) {
  const out = Buffer.alloc(e - s);
  if (e > s) out.set(new Uint8Array(b.buffer, b.byteOffset + s, e - s));
  return out;
}

function bytesConcat(list, total) {
  const out = Buffer.alloc(total);
  let o = 0;
  for (let i = 0; i < list.length; i++) {
    out.set(list[i], o);
    o += list[i].length;
  }
  return out;
}

function toBuffer(view) {
  if (Buffer.isBuffer(view)) return view;
  return bytesSlice(new Uint8Array(view.buffer, view.byteOffset, view.byteLength), 0, view.byteLength);
}

function isByteView(v) {
  return ArrayBuffer.isView(v);
}

function normalizeEncoding(enc) {
  if (enc === undefined || enc === null || enc === '') return 'utf8';
  const e = String(enc).toLowerCase();
  switch (e) {
    case 'utf8': case 'utf-8': return 'utf8';
    case 'latin1': case 'binary': return 'latin1';
    case 'ascii': return 'ascii';
    case 'hex': return 'hex';
    case 'base64': return 'base64';
    case 'base64url': return 'base64url';
    case 'ucs2': case 'ucs-2': case 'utf16le': case 'utf-16le': return 'utf16le';
    default: return undefined;
  }
}

function decodeBytes(b, enc) {
  if (enc === 'utf8') return b.toString();
  let s = '';
  if (enc === 'latin1' || enc === 'ascii') {
    for (let i = 0; i < b.length; i++) s += String.fromCharCode(enc === 'ascii' ? b[i] & 0x7f : b[i]);
  } else if (enc === 'hex') {
    for (let i = 0; i < b.length; i++) s += (b[i] < 16 ? '0' : '') + b[i].toString(16);
  } else {
    return b.toString(enc);
  }
  return s;
}

// A StringDecoder for the encodings above: UTF-8 keeps an incomplete
// trailing character for the next chunk.
class Decoder {
  constructor(enc) {
    const e = normalizeEncoding(enc);
    if (e === undefined) throw errors.unknownEncoding(enc);
    this.encoding = e;
    this.pending = null;
  }

  write(buf) {
    if (typeof buf === 'string') return buf;
    if (this.encoding !== 'utf8') return decodeBytes(buf, this.encoding);
    let b = buf;
    if (this.pending) {
      b = bytesConcat([this.pending, buf], this.pending.length + buf.length);
      this.pending = null;
    }
    let end = b.length;
    for (let back = 1; back <= 3 && back <= end; back++) {
      const c = b[end - back];
      if ((c & 0xc0) === 0x80) continue;
      const need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
      if (need > back) {
        this.pending = bytesSlice(b, end - back, end);
        end -= back;
      }
      break;
    }
    return end === b.length ? b.toString() : bytesSlice(b, 0, end).toString();
  }

  end(buf) {
    let r = buf ? this.write(buf) : '';
    if (this.pending) {
      r += '\ufffd';
      this.pending = null;
    }
    return r;
  }
}

// ---- Stream (legacy) ------------------------------------------------------

function Stream(opts) {
  EE.call(this, opts);
}
Object.setPrototypeOf(Stream.prototype, EE.prototype);
Object.setPrototypeOf(Stream, EE);

Stream.prototype.pipe = function pipe(dest, options) {
  const source = this;
  function ondata(chunk) {
    if (dest.writable && dest.write(chunk) === false && source.pause) source.pause();
  }
  source.on('data', ondata);
  function ondrain() {
    if (source.readable && source.resume) source.resume();
  }
  dest.on('drain', ondrain);
  if (!dest._isStdio && (!options || options.end !== false)) {
    source.on('end', onend);
    source.on('close', onclose);
  }
  let didOnEnd = false;
  function onend() {
    if (didOnEnd) return;
    didOnEnd = true;
    dest.end();
  }
  function onclose() {
    if (didOnEnd) return;
    didOnEnd = true;
    if (typeof dest.destroy === 'function') dest.destroy();
  }
  function onerror(er) {
    cleanup();
    if (EE.listenerCount(this, 'error') === 0) this.emit('error', er);
  }
  source.prependListener('error', onerror);
  dest.prependListener('error', onerror);
  function cleanup() {
    source.removeListener('data', ondata);
    dest.removeListener('drain', ondrain);
    source.removeListener('end', onend);
    source.removeListener('close', onclose);
    source.removeListener('error', onerror);
    dest.removeListener('error', onerror);
    source.removeListener('end', cleanup);
    source.removeListener('close', cleanup);
    dest.removeListener('close', cleanup);
  }
  source.on('end', cleanup);
  source.on('close', cleanup);
  dest.on('close', cleanup);
  dest.emit('pipe', source);
  return dest;
};

function nop() {}

function getHighWaterMark(options, key, isDuplex, objectMode) {
  let hwm = options.highWaterMark;
  if (hwm == null && isDuplex) hwm = options[key];
  if (hwm != null) {
    if (!Number.isInteger(hwm) || hwm < 0) {
      const name = options.highWaterMark != null ? 'options.highWaterMark' : `options.${key}`;
      throw nodeError(TypeError, 'ERR_INVALID_ARG_VALUE',
        `The property '${name}' is invalid. Received ${hwm}`);
    }
    return Math.floor(hwm);
  }
  return objectMode ? 16 : 16 * 1024;
}

// ---- destroy --------------------------------------------------------------

function checkError(err, w, r) {
  if (err) {
    if (w && !w.errored) w.errored = err;
    if (r && !r.errored) r.errored = err;
  }
}

function destroy(err, cb) {
  const r = this._readableState;
  const w = this._writableState;
  const s = w || r;
  if ((w && w.destroyed) || (r && r.destroyed)) {
    if (typeof cb === 'function') cb();
    return this;
  }
  checkError(err, w, r);
  if (w) w.destroyed = true;
  if (r) r.destroyed = true;
  if (!s.constructed) {
    this.once(kDestroy, function (er) { runDestroy(this, er || err, cb); });
  } else {
    runDestroy(this, err, cb);
  }
  return this;
}

function runDestroy(self, err, cb) {
  let called = false;
  function onDestroy(err) {
    if (called) return;
    called = true;
    const r = self._readableState;
    const w = self._writableState;
    checkError(err, w, r);
    if (w) w.closed = true;
    if (r) r.closed = true;
    if (typeof cb === 'function') cb(err);
    if (err) process.nextTick(emitErrorCloseNT, self, err);
    else process.nextTick(emitCloseNT, self);
  }
  try {
    self._destroy(err || null, onDestroy);
  } catch (e) {
    onDestroy(e);
  }
}

function emitErrorCloseNT(self, err) {
  emitErrorNT(self, err);
  emitCloseNT(self);
}

function emitCloseNT(self) {
  const r = self._readableState;
  const w = self._writableState;
  if (w) w.closeEmitted = true;
  if (r) r.closeEmitted = true;
  if ((w && w.emitClose) || (r && r.emitClose)) self.emit('close');
}

function emitErrorNT(self, err) {
  const r = self._readableState;
  const w = self._writableState;
  if ((w && w.errorEmitted) || (r && r.errorEmitted)) return;
  if (w) w.errorEmitted = true;
  if (r) r.errorEmitted = true;
  self.emit('error', err);
}

function errorOrDestroy(stream, err, sync) {
  const r = stream._readableState;
  const w = stream._writableState;
  if ((w && w.destroyed) || (r && r.destroyed)) return;
  if ((r && r.autoDestroy) || (w && w.autoDestroy)) {
    stream.destroy(err);
  } else if (err) {
    if (w && !w.errored) w.errored = err;
    if (r && !r.errored) r.errored = err;
    if (sync) process.nextTick(emitErrorNT, stream, err);
    else emitErrorNT(stream, err);
  }
}

const kDestroy = Symbol('kDestroy');
const kConstruct = Symbol('kConstruct');

function construct(stream, cb) {
  if (typeof stream._construct !== 'function') return;
  const r = stream._readableState;
  const w = stream._writableState;
  if (r) r.constructed = false;
  if (w) w.constructed = false;
  stream.once(kConstruct, cb);
  if (stream.listenerCount(kConstruct) > 1) return;
  process.nextTick(constructNT, stream);
}

function constructNT(stream) {
  let called = false;
  function onConstruct(err) {
    if (called) {
      errorOrDestroy(stream, err != null ? err : errors.multipleCallback());
      return;
    }
    called = true;
    const r = stream._readableState;
    const w = stream._writableState;
    const s = w || r;
    if (r) r.constructed = true;
    if (w) w.constructed = true;
    if (s.destroyed) stream.emit(kDestroy, err);
    else if (err) errorOrDestroy(stream, err, true);
    else stream.emit(kConstruct);
  }
  try {
    stream._construct((err) => { process.nextTick(onConstruct, err); });
  } catch (err) {
    process.nextTick(onConstruct, err);
  }
}

function isDestroyedStream(stream) {
  const r = stream._readableState;
  const w = stream._writableState;
  return !!(stream.destroyed || (r && r.destroyed) || (w && w.destroyed));
}

// destroyImpl.destroyer: destroys with AbortError unless finished.
function destroyer(stream, err) {
  if (!stream || isDestroyedStream(stream)) return;
  if (!err && !isFinished(stream)) err = errors.abort();
  if (typeof stream.destroy === 'function') stream.destroy(err);
  else if (typeof stream.close === 'function') stream.close();
}

// ---- Readable -------------------------------------------------------------

function ReadableState(options, stream, isDuplex) {
  options = options || {};
  this.objectMode = !!(options.objectMode || (isDuplex && options.readableObjectMode));
  this.highWaterMark = getHighWaterMark(options, 'readableHighWaterMark', isDuplex, this.objectMode);
  this.buffer = [];
  this.bufferIndex = 0;
  this.length = 0;
  this.pipes = [];
  this.flowing = null;
  this.ended = false;
  this.endEmitted = false;
  this.reading = false;
  this.constructed = true;
  this.sync = true;
  this.needReadable = false;
  this.emittedReadable = false;
  this.readableListening = false;
  this.resumeScheduled = false;
  this.errorEmitted = false;
  this.emitClose = options.emitClose !== false;
  this.autoDestroy = options.autoDestroy !== false;
  this.destroyed = false;
  this.errored = null;
  this.closed = false;
  this.closeEmitted = false;
  const de = options.defaultEncoding;
  if (de != null && normalizeEncoding(de) === undefined) throw errors.unknownEncoding(de);
  this.defaultEncoding = de == null || de === 'utf-8' ? 'utf8' : de;
  this.awaitDrainWriters = null;
  this.multiAwaitDrain = false;
  this.readingMore = false;
  this.dataEmitted = false;
  this.dataListening = false;
  this.paused = null;
  this.decoder = null;
  this.encoding = null;
  if (options.encoding) {
    this.decoder = new Decoder(options.encoding);
    this.encoding = this.decoder.encoding;
  }
}

function Readable(options) {
  if (!(this instanceof Readable)) return new Readable(options);
  const isDuplex = this instanceof Duplex;
  this._readableState = new ReadableState(options, this, isDuplex);
  if (options) {
    if (typeof options.read === 'function') this._read = options.read;
    if (typeof options.destroy === 'function') this._destroy = options.destroy;
    if (typeof options.construct === 'function') this._construct = options.construct;
  }
  Stream.call(this, options);
  if (this._construct != null && !isDuplex) {
    construct(this, () => {
      const st = this._readableState;
      if (st.needReadable) maybeReadMore(this, st);
    });
  }
}
Object.setPrototypeOf(Readable.prototype, Stream.prototype);
Object.setPrototypeOf(Readable, Stream);

Readable.prototype.destroy = destroy;
Readable.prototype._destroy = function (err, cb) { cb(err); };
Readable.prototype._undestroy = function () {
  const r = this._readableState;
  r.constructed = true;
  r.closed = r.closeEmitted = r.destroyed = r.errorEmitted = r.reading = false;
  r.errored = null;
  r.ended = r.endEmitted = r.readable === false;
};

Readable.prototype.push = function (chunk, encoding) {
  return readableAddChunk(this, chunk, encoding, false);
};

Readable.prototype.unshift = function (chunk, encoding) {
  return readableAddChunk(this, chunk, encoding, true);
};

function readableAddChunk(stream, chunk, encoding, addToFront) {
  const state = stream._readableState;
  let err;
  if (!state.objectMode) {
    if (typeof chunk === 'string') {
      encoding = encoding || state.defaultEncoding;
      if (state.encoding !== encoding) {
        if (addToFront && state.encoding) chunk = decodeBytes(Buffer.from(chunk, encoding), state.encoding);
        else {
          chunk = Buffer.from(chunk, encoding);
          encoding = '';
        }
      }
    } else if (chunk instanceof Buffer) {
      encoding = '';
    } else if (isByteView(chunk)) {
      chunk = toBuffer(chunk);
      encoding = '';
    } else if (chunk != null) {
      err = errors.invalidArgType('chunk', CHUNK_TYPES, chunk);
    }
  }
  if (err) {
    errorOrDestroy(stream, err);
  } else if (chunk === null) {
    state.reading = false;
    onEofChunk(stream, state);
  } else if (state.objectMode || (chunk && chunk.length > 0)) {
    if (addToFront) {
      if (state.endEmitted) errorOrDestroy(stream, errors.unshiftAfterEnd());
      else if (state.destroyed || state.errored) return false;
      else addChunk(stream, state, chunk, true);
    } else if (state.ended) {
      errorOrDestroy(stream, errors.pushAfterEOF());
    } else if (state.destroyed || state.errored) {
      return false;
    } else {
      state.reading = false;
      if (state.decoder && !encoding) {
        chunk = state.decoder.write(chunk);
        if (state.objectMode || chunk.length !== 0) addChunk(stream, state, chunk, false);
        else maybeReadMore(stream, state);
      } else {
        addChunk(stream, state, chunk, false);
      }
    }
  } else if (!addToFront) {
    state.reading = false;
    maybeReadMore(stream, state);
  }
  return !state.ended && (state.length < state.highWaterMark || state.length === 0);
}

function addChunk(stream, state, chunk, addToFront) {
  if (state.flowing && state.length === 0 && !state.sync && state.dataListening) {
    if (state.multiAwaitDrain) state.awaitDrainWriters.clear();
    else state.awaitDrainWriters = null;
    state.dataEmitted = true;
    stream.emit('data', chunk);
  } else {
    state.length += state.objectMode ? 1 : chunk.length;
    if (addToFront) {
      if (state.bufferIndex > 0) state.buffer[--state.bufferIndex] = chunk;
      else state.buffer.unshift(chunk);
    } else {
      state.buffer.push(chunk);
    }
    if (state.needReadable) emitReadable(stream);
  }
  maybeReadMore(stream, state);
}

Readable.prototype.isPaused = function () {
  const state = this._readableState;
  return state.paused === true || state.flowing === false;
};

Readable.prototype.setEncoding = function (enc) {
  const state = this._readableState;
  const decoder = new Decoder(enc);
  state.decoder = decoder;
  state.encoding = decoder.encoding;
  let content = '';
  for (let i = state.bufferIndex; i < state.buffer.length; i++) content += decoder.write(state.buffer[i]);
  state.buffer = [];
  state.bufferIndex = 0;
  if (content !== '') state.buffer.push(content);
  state.length = content.length;
  return this;
};

const MAX_HWM = 0x40000000;
function computeNewHighWaterMark(n) {
  if (n > MAX_HWM) {
    throw errors.outOfRange('size', '<= 1GiB', n);
  }
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

function howMuchToRead(n, state) {
  if (n <= 0 || (state.length === 0 && state.ended)) return 0;
  if (state.objectMode) return 1;
  if (Number.isNaN(n)) {
    if (state.flowing && state.length) return state.buffer[state.bufferIndex].length;
    return state.length;
  }
  if (n <= state.length) return n;
  return state.ended ? state.length : 0;
}

Readable.prototype.read = function (n) {
  if (n === undefined) n = NaN;
  else if (!Number.isInteger(n)) n = Number.parseInt(n, 10);
  const state = this._readableState;
  const nOrig = n;
  if (n > state.highWaterMark) state.highWaterMark = computeNewHighWaterMark(n);
  if (n !== 0) state.emittedReadable = false;
  if (n === 0 && state.needReadable &&
      ((state.highWaterMark !== 0 ? state.length >= state.highWaterMark : state.length > 0) || state.ended)) {
    if (state.length === 0 && state.ended) endReadable(this);
    else emitReadable(this);
    return null;
  }
  n = howMuchToRead(n, state);
  if (n === 0 && state.ended) {
    if (state.length === 0) endReadable(this);
    return null;
  }
  let doRead = state.needReadable;
  if (state.length === 0 || state.length - n < state.highWaterMark) doRead = true;
  if (state.ended || state.reading || state.destroyed || state.errored || !state.constructed) {
    doRead = false;
  } else if (doRead) {
    state.reading = true;
    state.sync = true;
    if (state.length === 0) state.needReadable = true;
    try {
      this._read(state.highWaterMark);
    } catch (err) {
      errorOrDestroy(this, err);
    }
    state.sync = false;
    if (!state.reading) n = howMuchToRead(nOrig, state);
  }
  let ret = n > 0 ? fromList(n, state) : null;
  if (ret === null) {
    state.needReadable = state.length <= state.highWaterMark;
    n = 0;
  } else {
    state.length -= n;
    if (state.multiAwaitDrain) state.awaitDrainWriters.clear();
    else state.awaitDrainWriters = null;
  }
  if (state.length === 0) {
    if (!state.ended) state.needReadable = true;
    if (nOrig !== n && state.ended) endReadable(this);
  }
  if (ret !== null && !state.errorEmitted && !state.closeEmitted) {
    state.dataEmitted = true;
    this.emit('data', ret);
  }
  return ret;
};

function onEofChunk(stream, state) {
  if (state.ended) return;
  if (state.decoder) {
    const chunk = state.decoder.end();
    if (chunk && chunk.length) {
      state.buffer.push(chunk);
      state.length += state.objectMode ? 1 : chunk.length;
    }
  }
  state.ended = true;
  if (state.sync) {
    emitReadable(stream);
  } else {
    state.needReadable = false;
    state.emittedReadable = true;
    emitReadableNT(stream);
  }
}

function emitReadable(stream) {
  const state = stream._readableState;
  state.needReadable = false;
  if (!state.emittedReadable) {
    state.emittedReadable = true;
    process.nextTick(emitReadableNT, stream);
  }
}

function emitReadableNT(stream) {
  const state = stream._readableState;
  if (!state.destroyed && !state.errored && (state.length || state.ended)) {
    stream.emit('readable');
    state.emittedReadable = false;
  }
  state.needReadable = !state.flowing && !state.ended && state.length <= state.highWaterMark;
  flow(stream);
}

function maybeReadMore(stream, state) {
  if (!state.readingMore && state.constructed) {
    state.readingMore = true;
    process.nextTick(maybeReadMoreNT, stream, state);
  }
}

function maybeReadMoreNT(stream, state) {
  while (!state.reading && !state.ended &&
         (state.length < state.highWaterMark || (state.flowing && state.length === 0))) {
    const len = state.length;
    stream.read(0);
    if (len === state.length) break;
  }
  state.readingMore = false;
}

Readable.prototype._read = function (n) {
  throw errors.notImplemented('_read()');
};

Readable.prototype.pipe = function (dest, pipeOpts) {
  const src = this;
  const state = this._readableState;
  if (state.pipes.length === 1 && !state.multiAwaitDrain) {
    state.multiAwaitDrain = true;
    state.awaitDrainWriters = new Set(state.awaitDrainWriters ? [state.awaitDrainWriters] : []);
  }
  state.pipes.push(dest);
  const doEnd = (!pipeOpts || pipeOpts.end !== false) && dest !== process.stdout && dest !== process.stderr;
  const endFn = doEnd ? onend : unpipe;
  if (state.endEmitted) process.nextTick(endFn);
  else src.once('end', endFn);
  dest.on('unpipe', onunpipe);
  function onunpipe(readable, unpipeInfo) {
    if (readable === src && unpipeInfo && unpipeInfo.hasUnpiped === false) {
      unpipeInfo.hasUnpiped = true;
      cleanup();
    }
  }
  function onend() {
    dest.end();
  }
  let ondrain;
  let cleanedUp = false;
  function cleanup() {
    dest.removeListener('close', onclose);
    dest.removeListener('finish', onfinish);
    if (ondrain) dest.removeListener('drain', ondrain);
    dest.removeListener('error', onerror);
    dest.removeListener('unpipe', onunpipe);
    src.removeListener('end', onend);
    src.removeListener('end', unpipe);
    src.removeListener('data', ondata);
    cleanedUp = true;
    if (ondrain && state.awaitDrainWriters && (!dest._writableState || dest._writableState.needDrain)) ondrain();
  }
  function pause() {
    if (!cleanedUp) {
      if (state.pipes.length === 1 && state.pipes[0] === dest) {
        state.awaitDrainWriters = dest;
        state.multiAwaitDrain = false;
      } else if (state.pipes.length > 1 && state.pipes.includes(dest)) {
        state.awaitDrainWriters.add(dest);
      }
      src.pause();
    }
    if (!ondrain) {
      ondrain = pipeOnDrain(src, dest);
      dest.on('drain', ondrain);
    }
  }
  src.on('data', ondata);
  function ondata(chunk) {
    if (dest.write(chunk) === false) pause();
  }
  function onerror(er) {
    unpipe();
    dest.removeListener('error', onerror);
    if (dest.listenerCount('error') === 0) {
      const s = dest._writableState || dest._readableState;
      if (s && !s.errorEmitted) errorOrDestroy(dest, er);
      else dest.emit('error', er);
    }
  }
  dest.prependListener('error', onerror);
  function onclose() {
    dest.removeListener('finish', onfinish);
    unpipe();
  }
  dest.once('close', onclose);
  function onfinish() {
    dest.removeListener('close', onclose);
    unpipe();
  }
  dest.once('finish', onfinish);
  function unpipe() {
    src.unpipe(dest);
  }
  dest.emit('pipe', src);
  if (dest.writableNeedDrain === true) pause();
  else if (!state.flowing) src.resume();
  return dest;
};

function pipeOnDrain(src, dest) {
  return function pipeOnDrainFunctionResult() {
    const state = src._readableState;
    if (state.awaitDrainWriters === dest) state.awaitDrainWriters = null;
    else if (state.multiAwaitDrain) state.awaitDrainWriters.delete(dest);
    if ((!state.awaitDrainWriters || state.awaitDrainWriters.size === 0) && state.dataListening) src.resume();
  };
}

Readable.prototype.unpipe = function (dest) {
  const state = this._readableState;
  const unpipeInfo = { hasUnpiped: false };
  if (state.pipes.length === 0) return this;
  if (!dest) {
    const dests = state.pipes;
    state.pipes = [];
    this.pause();
    for (let i = 0; i < dests.length; i++) dests[i].emit('unpipe', this, { hasUnpiped: false });
    return this;
  }
  const index = state.pipes.indexOf(dest);
  if (index === -1) return this;
  state.pipes.splice(index, 1);
  if (state.pipes.length === 0) this.pause();
  dest.emit('unpipe', this, unpipeInfo);
  return this;
};

Readable.prototype.on = function (ev, fn) {
  const res = Stream.prototype.on.call(this, ev, fn);
  const state = this._readableState;
  if (ev === 'data') {
    state.dataListening = true;
    state.readableListening = this.listenerCount('readable') > 0;
    if (state.flowing !== false) this.resume();
  } else if (ev === 'readable') {
    if (!state.endEmitted && !state.readableListening) {
      state.readableListening = state.needReadable = true;
      state.flowing = false;
      state.emittedReadable = false;
      if (state.length) emitReadable(this);
      else if (!state.reading) process.nextTick(nReadingNextTick, this);
    }
  }
  return res;
};
Readable.prototype.addListener = Readable.prototype.on;

Readable.prototype.removeListener = function (ev, fn) {
  const state = this._readableState;
  const res = Stream.prototype.removeListener.call(this, ev, fn);
  if (ev === 'readable') process.nextTick(updateReadableListening, this);
  else if (ev === 'data' && this.listenerCount('data') === 0) state.dataListening = false;
  return res;
};
Readable.prototype.off = Readable.prototype.removeListener;

Readable.prototype.removeAllListeners = function (ev) {
  const res = Stream.prototype.removeAllListeners.apply(this, arguments);
  if (ev === 'readable' || ev === undefined) process.nextTick(updateReadableListening, this);
  return res;
};

function updateReadableListening(self) {
  const state = self._readableState;
  state.readableListening = self.listenerCount('readable') > 0;
  if (state.resumeScheduled && state.paused === false) state.flowing = true;
  else if (state.dataListening) self.resume();
  else if (!state.readableListening) state.flowing = null;
}

function nReadingNextTick(self) {
  self.read(0);
}

Readable.prototype.resume = function () {
  const state = this._readableState;
  if (!state.flowing) {
    state.flowing = !state.readableListening;
    if (!state.resumeScheduled) {
      state.resumeScheduled = true;
      process.nextTick(resumeNT, this, state);
    }
  }
  state.paused = false;
  return this;
};

function resumeNT(stream, state) {
  if (!state.reading) stream.read(0);
  state.resumeScheduled = false;
  stream.emit('resume');
  flow(stream);
  if (state.flowing && !state.reading) stream.read(0);
}

Readable.prototype.pause = function () {
  const state = this._readableState;
  if (state.flowing !== false) {
    state.flowing = false;
    this.emit('pause');
  }
  state.paused = true;
  return this;
};

function flow(stream) {
  const state = stream._readableState;
  while (state.flowing && stream.read() !== null);
}

Readable.prototype[Symbol.asyncIterator] = function () {
  return streamToAsyncIterator(this);
};

Readable.prototype.iterator = function (options) {
  return streamToAsyncIterator(this, options);
};

function streamToAsyncIterator(stream, options) {
  const iter = createAsyncIterator(stream, options);
  iter.stream = stream;
  return iter;
}

async function* createAsyncIterator(stream, options) {
  let callback = nop;
  function next(resolve) {
    if (this === stream) {
      callback();
      callback = nop;
    } else {
      callback = resolve;
    }
  }
  stream.on('readable', next);
  let error;
  const cleanup = eos(stream, { writable: false }, (err) => {
    error = err ? (error || err) : null;
    callback();
    callback = nop;
  });
  try {
    while (true) {
      const chunk = stream.destroyed ? null : stream.read();
      if (chunk !== null) yield chunk;
      else if (error) throw error;
      else if (error === null) return;
      else await new Promise(next);
    }
  } catch (err) {
    error = error || err;
    throw error;
  } finally {
    if ((error || !options || options.destroyOnReturn !== false) &&
        (error === undefined || stream._readableState.autoDestroy)) {
      destroyer(stream, null);
    } else {
      stream.off('readable', next);
      cleanup();
    }
  }
}

function defineGetters(proto, table) {
  for (const name of Object.keys(table)) {
    const d = table[name];
    Object.defineProperty(proto, name, {
      get: d.get || d,
      set: d.set,
      enumerable: !!d.enumerable,
      configurable: true,
    });
  }
}

defineGetters(Readable.prototype, {
  readable: {
    enumerable: true,
    get() {
      const r = this._readableState;
      return !!r && r.readable !== false && !r.destroyed && !r.errorEmitted && !r.endEmitted;
    },
    set(val) {
      if (this._readableState) this._readableState.readable = !!val;
    },
  },
  readableDidRead() { return this._readableState.dataEmitted; },
  readableAborted() {
    const r = this._readableState;
    return !!(r.readable !== false && (r.destroyed || r.errored) && !r.endEmitted);
  },
  readableHighWaterMark() { return this._readableState.highWaterMark; },
  readableBuffer() { return this._readableState && this._readableState.buffer; },
  readableFlowing: {
    get() { return this._readableState.flowing; },
    set(v) { if (this._readableState) this._readableState.flowing = v; },
  },
  readableLength() { return this._readableState.length; },
  readableObjectMode() { return this._readableState ? this._readableState.objectMode : false; },
  readableEncoding() { return this._readableState ? this._readableState.encoding : null; },
  errored() { return this._readableState ? this._readableState.errored : null; },
  closed: { enumerable: true, get() { return this._readableState ? this._readableState.closed : false; } },
  destroyed: {
    enumerable: true,
    get() { return this._readableState ? this._readableState.destroyed : false; },
    set(v) { if (this._readableState) this._readableState.destroyed = v; },
  },
  readableEnded() { return this._readableState ? this._readableState.endEmitted : false; },
});

function fromList(n, state) {
  if (state.length === 0) return null;
  const buf = state.buffer;
  let idx = state.bufferIndex;
  const len = buf.length;
  let ret;
  if (state.objectMode) {
    ret = buf[idx];
    buf[idx++] = null;
  } else if (!n || n >= state.length) {
    if (state.decoder) {
      ret = '';
      while (idx < len) {
        ret += buf[idx];
        buf[idx++] = null;
      }
    } else if (len - idx === 1) {
      ret = buf[idx];
      buf[idx++] = null;
    } else {
      ret = bytesConcat(buf.slice(idx), state.length);
      while (idx < len) buf[idx++] = null;
    }
  } else if (n < buf[idx].length) {
    const c = buf[idx];
    if (typeof c === 'string') {
      ret = c.slice(0, n);
      buf[idx] = c.slice(n);
    } else {
      ret = bytesSlice(c, 0, n);
      buf[idx] = bytesSlice(c, n, c.length);
    }
  } else if (n === buf[idx].length) {
    ret = buf[idx];
    buf[idx++] = null;
  } else if (state.decoder) {
    ret = '';
    while (idx < len) {
      const str = buf[idx];
      if (n > str.length) {
        ret += str;
        n -= str.length;
        buf[idx++] = null;
      } else {
        if (n === str.length) {
          ret += str;
          buf[idx++] = null;
        } else {
          ret += str.slice(0, n);
          buf[idx] = str.slice(n);
        }
        break;
      }
    }
  } else {
    const parts = [];
    const total = n;
    while (idx < len) {
      const data = buf[idx];
      if (n > data.length) {
        parts.push(data);
        n -= data.length;
        buf[idx++] = null;
      } else {
        if (n === data.length) {
          parts.push(data);
          buf[idx++] = null;
        } else {
          parts.push(bytesSlice(data, 0, n));
          buf[idx] = bytesSlice(data, n, data.length);
        }
        break;
      }
    }
    ret = bytesConcat(parts, total);
  }
  if (idx === len) {
    state.buffer.length = 0;
    state.bufferIndex = 0;
  } else if (idx > 1024) {
    state.buffer.splice(0, idx);
    state.bufferIndex = 0;
  } else {
    state.bufferIndex = idx;
  }
  return ret;
}

function endReadable(stream) {
  const state = stream._readableState;
  if (!state.endEmitted) {
    state.ended = true;
    process.nextTick(endReadableNT, state, stream);
  }
}

function endReadableNT(state, stream) {
  if (!state.errored && !state.closeEmitted && !state.endEmitted && state.length === 0) {
    state.endEmitted = true;
    stream.emit('end');
    if (stream.writable && stream.allowHalfOpen === false) {
      process.nextTick(endWritableNT, stream);
    } else if (state.autoDestroy) {
      const wState = stream._writableState;
      const auto = !wState || (wState.autoDestroy && (wState.finished || wState.writable === false));
      if (auto) stream.destroy();
    }
  }
}

function endWritableNT(stream) {
  if (stream.writable && !stream.writableEnded && !stream.destroyed) stream.end();
}

Readable.from = function (iterable, opts) {
  return from(iterable, opts);
};

Readable.prototype.wrap = function (stream) {
  let paused = false;
  stream.on('data', (chunk) => {
    if (!this.push(chunk) && stream.pause) {
      paused = true;
      stream.pause();
    }
  });
  stream.on('end', () => { this.push(null); });
  stream.on('error', (err) => { errorOrDestroy(this, err); });
  stream.on('close', () => { this.destroy(); });
  this._read = () => {
    if (paused && stream.resume) {
      paused = false;
      stream.resume();
    }
  };
  return this;
};

function from(iterable, opts) {
  if (typeof iterable === 'string' || iterable instanceof Buffer) {
    return new Readable({
      objectMode: true,
      ...opts,
      read() {
        this.push(iterable);
        this.push(null);
      },
    });
  }
  let isAsync;
  let iterator;
  if (iterable && typeof iterable[Symbol.asyncIterator] === 'function') {
    isAsync = true;
    iterator = iterable[Symbol.asyncIterator]();
  } else if (iterable && typeof iterable[Symbol.iterator] === 'function') {
    isAsync = false;
    iterator = iterable[Symbol.iterator]();
  } else {
    throw errors.invalidArgType('iterable', 'an instance of Iterable', iterable);
  }
  const readable = new Readable({ objectMode: true, highWaterMark: 1, ...opts });
  let reading = false;
  let isAsyncValues = false;
  readable._read = function () {
    if (!reading) {
      reading = true;
      if (isAsync) nextAsync();
      else if (isAsyncValues) nextSyncWithAsyncValues();
      else nextSync();
    }
  };
  readable._destroy = function (error, cb) {
    close(error).then(() => process.nextTick(cb, error), (e) => process.nextTick(cb, e || error));
  };
  async function close(error) {
    const hadError = error !== undefined && error !== null;
    const hasThrow = typeof iterator.throw === 'function';
    if (hadError && hasThrow) {
      const { value, done } = await iterator.throw(error);
      await value;
      if (done) return;
    }
    if (typeof iterator.return === 'function') {
      const { value } = await iterator.return();
      await value;
    }
  }
  function nextSync() {
    for (;;) {
      try {
        const { value, done } = iterator.next();
        if (done) {
          readable.push(null);
          return;
        }
        if (value && typeof value.then === 'function') {
          return changeToAsyncValues(value);
        }
        if (value === null) {
          reading = false;
          throw errors.nullValuesFrom();
        }
        if (readable.push(value)) continue;
        reading = false;
      } catch (err) {
        readable.destroy(err);
      }
      break;
    }
  }
  async function changeToAsyncValues(value) {
    isAsyncValues = true;
    try {
      const res = await value;
      if (res === null) {
        reading = false;
        throw errors.nullValuesFrom();
      }
      if (readable.push(res)) {
        nextSyncWithAsyncValues();
        return;
      }
      reading = false;
    } catch (err) {
      readable.destroy(err);
    }
  }
  async function nextSyncWithAsyncValues() {
    for (;;) {
      try {
        const { value, done } = iterator.next();
        if (done) {
          readable.push(null);
          return;
        }
        const res = value && typeof value.then === 'function' ? await value : value;
        if (res === null) {
          reading = false;
          throw errors.nullValuesFrom();
        }
        if (readable.push(res)) continue;
        reading = false;
      } catch (err) {
        readable.destroy(err);
      }
      break;
    }
  }
  async function nextAsync() {
    for (;;) {
      try {
        const { value, done } = await iterator.next();
        if (done) {
          readable.push(null);
          return;
        }
        if (value === null) {
          reading = false;
          throw errors.nullValuesFrom();
        }
        if (readable.push(value)) continue;
        reading = false;
      } catch (err) {
        readable.destroy(err);
      }
      break;
    }
  }
  return readable;
}

// ---- Writable -------------------------------------------------------------

function WritableState(options, stream, isDuplex) {
  options = options || {};
  this.objectMode = !!(options.objectMode || (isDuplex && options.writableObjectMode));
  this.highWaterMark = getHighWaterMark(options, 'writableHighWaterMark', isDuplex, this.objectMode);
  this.finalCalled = false;
  this.needDrain = false;
  this.ending = false;
  this.ended = false;
  this.finished = false;
  this.destroyed = false;
  this.decodeStrings = options.decodeStrings !== false;
  const de = options.defaultEncoding;
  if (de != null && normalizeEncoding(de) === undefined) throw errors.unknownEncoding(de);
  this.defaultEncoding = de == null || de === 'utf-8' ? 'utf8' : de;
  this.length = 0;
  this.writing = false;
  this.corked = 0;
  this.sync = true;
  this.bufferProcessing = false;
  this.onwrite = onwrite.bind(undefined, stream);
  this.writecb = null;
  this.writelen = 0;
  this.expectWriteCb = false;
  this.afterWriteTickInfo = null;
  this.afterWritePending = false;
  this.buffered = [];
  this.bufferedIndex = 0;
  this.allBuffers = true;
  this.allNoop = true;
  this.pendingcb = 0;
  this.constructed = true;
  this.prefinished = false;
  this.errorEmitted = false;
  this.emitClose = options.emitClose !== false;
  this.autoDestroy = options.autoDestroy !== false;
  this.errored = null;
  this.closed = false;
  this.closeEmitted = false;
  this.onFinished = [];
}

function resetBuffer(state) {
  state.buffered = [];
  state.bufferedIndex = 0;
  state.allBuffers = true;
  state.allNoop = true;
}

WritableState.prototype.getBuffer = function getBuffer() {
  return this.buffered.slice(this.bufferedIndex);
};

Object.defineProperty(WritableState.prototype, 'bufferedRequestCount', {
  get() { return this.buffered.length - this.bufferedIndex; },
  configurable: true,
});

function Writable(options) {
  const isDuplex = this instanceof Duplex;
  if (!isDuplex && !(this instanceof Writable)) return new Writable(options);
  this._writableState = new WritableState(options, this, isDuplex);
  if (options) {
    if (typeof options.write === 'function') this._write = options.write;
    if (typeof options.writev === 'function') this._writev = options.writev;
    if (typeof options.destroy === 'function') this._destroy = options.destroy;
    if (typeof options.final === 'function') this._final = options.final;
    if (typeof options.construct === 'function') this._construct = options.construct;
  }
  Stream.call(this, options);
  if (this._construct != null && !isDuplex) {
    construct(this, () => { writableOnConstructed(this, this._writableState); });
  }
}
Object.setPrototypeOf(Writable.prototype, Stream.prototype);
Object.setPrototypeOf(Writable, Stream);

function writableOnConstructed(stream, state) {
  if (!state.writing) clearBuffer(stream, state);
  if (state.ending) finishMaybe(stream, state);
}

Object.defineProperty(Writable, Symbol.hasInstance, {
  value: function (object) {
    if (Function.prototype[Symbol.hasInstance].call(this, object)) return true;
    if (this !== Writable) return false;
    return !!(object && object._writableState instanceof WritableState);
  },
  configurable: true,
});

Writable.prototype.pipe = function () {
  errorOrDestroy(this, errors.cannotPipe());
};

function writeImpl(stream, chunk, encoding, cb) {
  const state = stream._writableState;
  if (typeof cb !== 'function') cb = nop;
  if (chunk === null) throw errors.nullValues();
  if (!state.objectMode) {
    if (!encoding) encoding = state.defaultEncoding;
    else if (encoding !== 'buffer' && normalizeEncoding(encoding) === undefined) throw errors.unknownEncoding(encoding);
    if (typeof chunk === 'string') {
      if (state.decodeStrings !== false) {
        chunk = Buffer.from(chunk, encoding);
        encoding = 'buffer';
      }
    } else if (chunk instanceof Buffer) {
      encoding = 'buffer';
    } else if (isByteView(chunk)) {
      chunk = toBuffer(chunk);
      encoding = 'buffer';
    } else {
      throw errors.invalidArgType('chunk', CHUNK_TYPES, chunk);
    }
  }
  let err;
  if (state.ending) err = errors.writeAfterEnd();
  else if (state.destroyed) err = errors.destroyed('write');
  if (err) {
    process.nextTick(cb, err);
    errorOrDestroy(stream, err, true);
    return err;
  }
  state.pendingcb++;
  return writeOrBuffer(stream, state, chunk, encoding, cb);
}

Writable.prototype.write = function (chunk, encoding, cb) {
  if (encoding != null && typeof encoding === 'function') {
    cb = encoding;
    encoding = null;
  }
  return writeImpl(this, chunk, encoding, cb) === true;
};

Writable.prototype.cork = function () {
  this._writableState.corked++;
};

Writable.prototype.uncork = function () {
  const state = this._writableState;
  if (state.corked) {
    state.corked--;
    if (!state.writing) clearBuffer(this, state);
  }
};

Writable.prototype.setDefaultEncoding = function setDefaultEncoding(encoding) {
  if (typeof encoding === 'string') encoding = encoding.toLowerCase();
  if (normalizeEncoding(encoding) === undefined) throw errors.unknownEncoding(encoding);
  this._writableState.defaultEncoding = encoding;
  return this;
};

function writeOrBuffer(stream, state, chunk, encoding, callback) {
  const len = state.objectMode ? 1 : chunk.length;
  state.length += len;
  const ret = state.length < state.highWaterMark;
  if (!ret) state.needDrain = true;
  if (state.writing || state.corked || state.errored || !state.constructed) {
    state.buffered.push({ chunk, encoding, callback });
    if (state.allBuffers && encoding !== 'buffer') state.allBuffers = false;
    if (state.allNoop && callback !== nop) state.allNoop = false;
  } else {
    state.writelen = len;
    state.writecb = callback;
    state.writing = true;
    state.sync = true;
    state.expectWriteCb = true;
    stream._write(chunk, encoding, state.onwrite);
    state.sync = false;
  }
  return ret && !state.errored && !state.destroyed;
}

function doWrite(stream, state, writev, len, chunk, encoding, cb) {
  state.writelen = len;
  state.writecb = cb;
  state.writing = true;
  state.sync = true;
  state.expectWriteCb = true;
  if (state.destroyed) state.onwrite(errors.destroyed('write'));
  else if (writev) stream._writev(chunk, state.onwrite);
  else stream._write(chunk, encoding, state.onwrite);
  state.sync = false;
}

function onwriteError(stream, state, er, cb) {
  --state.pendingcb;
  cb(er);
  errorBuffer(state);
  errorOrDestroy(stream, er);
}

function onwrite(stream, er) {
  const state = stream._writableState;
  if (!state.expectWriteCb) {
    errorOrDestroy(stream, errors.multipleCallback());
    return;
  }
  const sync = state.sync;
  const cb = state.writecb || nop;
  state.writing = false;
  state.expectWriteCb = false;
  state.writecb = null;
  state.length -= state.writelen;
  state.writelen = 0;
  if (er) {
    if (!state.errored) state.errored = er;
    if (stream._readableState && !stream._readableState.errored) stream._readableState.errored = er;
    if (sync) process.nextTick(onwriteError, stream, state, er, cb);
    else onwriteError(stream, state, er, cb);
  } else {
    if (state.buffered.length > state.bufferedIndex) clearBuffer(stream, state);
    if (sync) {
      const needDrain = state.needDrain && state.length === 0;
      // Node 20 writes `state & kDestroyed !== 0`, which tests bit 0, the
      // object-mode bit: an object-mode write always takes the tick.
      const needTick = needDrain || state.objectMode || cb !== nop;
      if (cb === nop) {
        if (!state.afterWritePending && needTick) {
          process.nextTick(afterWrite, stream, state, 1, cb);
          state.afterWritePending = true;
        } else {
          state.pendingcb--;
          if (state.ending) finishMaybe(stream, state, true);
        }
      } else if (state.afterWriteTickInfo !== null && state.afterWriteTickInfo.cb === cb) {
        state.afterWriteTickInfo.count++;
      } else if (needTick) {
        state.afterWriteTickInfo = { count: 1, cb, stream, state };
        process.nextTick(afterWriteTick, state.afterWriteTickInfo);
        state.afterWritePending = true;
      } else {
        state.pendingcb--;
        if (state.ending) finishMaybe(stream, state, true);
      }
    } else {
      afterWrite(stream, state, 1, cb);
    }
  }
}

function afterWriteTick(info) {
  info.state.afterWriteTickInfo = null;
  return afterWrite(info.stream, info.state, info.count, info.cb);
}

function afterWrite(stream, state, count, cb) {
  state.afterWritePending = false;
  const needDrain = !state.ending && !stream.destroyed && state.length === 0 && state.needDrain;
  if (needDrain) {
    state.needDrain = false;
    stream.emit('drain');
  }
  while (count-- > 0) {
    state.pendingcb--;
    cb(null);
  }
  if (state.destroyed) errorBuffer(state);
  if (state.ending) finishMaybe(stream, state, true);
}

function errorBuffer(state) {
  if (state.writing) return;
  for (let n = state.bufferedIndex; n < state.buffered.length; ++n) {
    const { chunk, callback } = state.buffered[n];
    const len = state.objectMode ? 1 : chunk.length;
    state.length -= len;
    callback(state.errored != null ? state.errored : errors.destroyed('write'));
  }
  callFinishedCallbacks(state, state.errored != null ? state.errored : errors.destroyed('end'));
  resetBuffer(state);
}

function clearBuffer(stream, state) {
  if (state.corked || state.bufferProcessing || state.destroyed || !state.constructed) return;
  const { buffered, bufferedIndex, objectMode } = state;
  const bufferedLength = buffered.length - bufferedIndex;
  if (!bufferedLength) return;
  let i = bufferedIndex;
  state.bufferProcessing = true;
  if (bufferedLength > 1 && stream._writev) {
    state.pendingcb -= bufferedLength - 1;
    const callback = state.allNoop ? nop : (err) => {
      for (let n = i; n < buffered.length; ++n) buffered[n].callback(err);
    };
    const chunks = state.allNoop && i === 0 ? buffered : buffered.slice(i);
    chunks.allBuffers = state.allBuffers;
    doWrite(stream, state, true, state.length, chunks, '', callback);
    resetBuffer(state);
  } else {
    do {
      const { chunk, encoding, callback } = buffered[i];
      buffered[i++] = null;
      const len = objectMode ? 1 : chunk.length;
      doWrite(stream, state, false, len, chunk, encoding, callback);
    } while (i < buffered.length && !state.writing);
    if (i === buffered.length) resetBuffer(state);
    else if (i > 256) {
      buffered.splice(0, i);
      state.bufferedIndex = 0;
    } else {
      state.bufferedIndex = i;
    }
  }
  state.bufferProcessing = false;
}

Writable.prototype._write = function (chunk, encoding, cb) {
  if (this._writev) this._writev([{ chunk, encoding }], cb);
  else throw errors.notImplemented('_write()');
};

Writable.prototype._writev = null;

// end(chunk, encoding, cb) with its optional leading arguments left out:
// end(cb) and end(chunk, cb) shift the callback into place. Returns
// [chunk, encoding, cb]; shared with node:http's OutgoingMessage.end.
function endArguments(chunk, encoding, cb) {
  if (typeof chunk === 'function') return [null, null, chunk];
  if (typeof encoding === 'function') return [chunk, null, encoding];
  return [chunk, encoding, cb];
}

Writable.prototype.end = function (chunk, encoding, cb) {
  const state = this._writableState;
  const args = endArguments(chunk, encoding, cb);
  chunk = args[0];
  encoding = args[1];
  cb = args[2];
  let err;
  if (chunk !== null && chunk !== undefined) {
    const ret = writeImpl(this, chunk, encoding);
    if (ret instanceof Error) err = ret;
  }
  if (state.corked) {
    state.corked = 1;
    this.uncork();
  }
  if (err) {
    // The write's error is already reported.
  } else if (!state.errored && !state.ending) {
    state.ending = true;
    finishMaybe(this, state, true);
    state.ended = true;
  } else if (state.finished) {
    err = errors.alreadyFinished('end');
  } else if (state.destroyed) {
    err = errors.destroyed('end');
  }
  if (typeof cb === 'function') {
    if (err) process.nextTick(cb, err);
    else if (state.errored) process.nextTick(cb, state.errored);
    else if (state.finished) process.nextTick(cb, null);
    else state.onFinished.push(cb);
  }
  return this;
};

function needFinish(state) {
  return state.ending && !state.destroyed && state.constructed && state.length === 0 && !state.errored &&
    state.buffered.length === 0 && !state.finished && !state.writing && !state.errorEmitted && !state.closeEmitted;
}

function callFinal(stream, state) {
  let called = false;
  function onFinish(err) {
    if (called) {
      errorOrDestroy(stream, err != null ? err : errors.multipleCallback());
      return;
    }
    called = true;
    state.pendingcb--;
    if (err) {
      callFinishedCallbacks(state, err);
      errorOrDestroy(stream, err, state.sync);
    } else if (needFinish(state)) {
      state.prefinished = true;
      stream.emit('prefinish');
      state.pendingcb++;
      process.nextTick(finish, stream, state);
    }
  }
  state.sync = true;
  state.pendingcb++;
  try {
    stream._final(onFinish);
  } catch (err) {
    onFinish(err);
  }
  state.sync = false;
}

function prefinish(stream, state) {
  if (!state.prefinished && !state.finalCalled) {
    if (typeof stream._final === 'function' && !state.destroyed) {
      state.finalCalled = true;
      callFinal(stream, state);
    } else {
      state.prefinished = true;
      stream.emit('prefinish');
    }
  }
}

function finishMaybe(stream, state, sync) {
  if (needFinish(state)) {
    prefinish(stream, state);
    if (state.pendingcb === 0) {
      if (sync) {
        state.pendingcb++;
        process.nextTick((stream, state) => {
          if (needFinish(state)) finish(stream, state);
          else state.pendingcb--;
        }, stream, state);
      } else if (needFinish(state)) {
        state.pendingcb++;
        finish(stream, state);
      }
    }
  }
}

function finish(stream, state) {
  state.pendingcb--;
  state.finished = true;
  callFinishedCallbacks(state, null);
  stream.emit('finish');
  if (state.autoDestroy) {
    const rState = stream._readableState;
    const auto = !rState || (rState.autoDestroy && (rState.endEmitted || rState.readable === false));
    if (auto) stream.destroy();
  }
}

function callFinishedCallbacks(state, err) {
  const cbs = state.onFinished;
  if (cbs.length === 0) return;
  state.onFinished = [];
  for (let i = 0; i < cbs.length; i++) cbs[i](err);
}

defineGetters(Writable.prototype, {
  closed: { enumerable: true, get() { return this._writableState ? this._writableState.closed : false; } },
  destroyed: {
    enumerable: true,
    get() { return this._writableState ? this._writableState.destroyed : false; },
    set(v) { if (this._writableState) this._writableState.destroyed = v; },
  },
  writable: {
    enumerable: true,
    get() {
      const w = this._writableState;
      return !!w && w.writable !== false && !w.destroyed && !w.errored && !w.ending && !w.ended;
    },
    set(val) { if (this._writableState) this._writableState.writable = !!val; },
  },
  writableFinished() { return this._writableState ? this._writableState.finished : false; },
  writableObjectMode() { return this._writableState ? this._writableState.objectMode : false; },
  writableBuffer() { return this._writableState && this._writableState.getBuffer(); },
  writableEnded() { return this._writableState ? this._writableState.ending : false; },
  writableNeedDrain() {
    const w = this._writableState;
    return w ? !w.destroyed && !w.ending && w.needDrain : false;
  },
  writableHighWaterMark() { return this._writableState && this._writableState.highWaterMark; },
  writableCorked() { return this._writableState ? this._writableState.corked : 0; },
  writableLength() { return this._writableState && this._writableState.length; },
  errored() { return this._writableState ? this._writableState.errored : null; },
  writableAborted() {
    const w = this._writableState;
    return !!(w.writable !== false && (w.destroyed || w.errored) && !w.finished);
  },
});

Writable.prototype.destroy = function (err, cb) {
  const state = this._writableState;
  if (!state.destroyed && (state.bufferedIndex < state.buffered.length || state.onFinished.length)) {
    process.nextTick(errorBuffer, state);
  }
  destroy.call(this, err, cb);
  return this;
};
Writable.prototype._undestroy = function () {
  const w = this._writableState;
  w.constructed = true;
  w.destroyed = w.closed = w.closeEmitted = w.errorEmitted = w.finalCalled = w.prefinished = false;
  w.errored = null;
  w.ended = w.ending = w.finished = w.writable === false;
};
Writable.prototype._destroy = function (err, cb) { cb(err); };

// ---- Duplex, Transform, PassThrough ---------------------------------------

function Duplex(options) {
  if (!(this instanceof Duplex)) return new Duplex(options);
  Readable.call(this, options);
  this._writableState = new WritableState(options, this, true);
  if (options) {
    this.allowHalfOpen = options.allowHalfOpen !== false;
    if (options.readable === false) {
      this._readableState.readable = false;
      this._readableState.ended = true;
      this._readableState.endEmitted = true;
    }
    if (options.writable === false) {
      this._writableState.writable = false;
      this._writableState.ending = true;
      this._writableState.ended = true;
      this._writableState.finished = true;
    }
    if (typeof options.write === 'function') this._write = options.write;
    if (typeof options.writev === 'function') this._writev = options.writev;
    if (typeof options.final === 'function') this._final = options.final;
  } else {
    this.allowHalfOpen = true;
  }
  if (this._construct != null) {
    construct(this, () => {
      const st = this._readableState;
      if (st.needReadable) maybeReadMore(this, st);
      writableOnConstructed(this, this._writableState);
    });
  }
}
Object.setPrototypeOf(Duplex.prototype, Readable.prototype);
Object.setPrototypeOf(Duplex, Readable);

for (const method of Object.keys(Writable.prototype)) {
  const d = Object.getOwnPropertyDescriptor(Writable.prototype, method);
  if (typeof d.value === 'function' && !Duplex.prototype[method]) Duplex.prototype[method] = d.value;
}
for (const name of ['write', 'cork', 'uncork', 'setDefaultEncoding', 'end', '_write']) {
  Duplex.prototype[name] = Writable.prototype[name];
}
Duplex.prototype._writev = null;
for (const name of ['writable', 'writableHighWaterMark', 'writableObjectMode', 'writableBuffer',
  'writableLength', 'writableFinished', 'writableCorked', 'writableEnded', 'writableNeedDrain']) {
  Object.defineProperty(Duplex.prototype, name, Object.getOwnPropertyDescriptor(Writable.prototype, name));
}
defineGetters(Duplex.prototype, {
  destroyed: {
    enumerable: true,
    get() {
      if (this._readableState === undefined || this._writableState === undefined) return false;
      return this._readableState.destroyed && this._writableState.destroyed;
    },
    set(value) {
      if (this._readableState && this._writableState) {
        this._readableState.destroyed = value;
        this._writableState.destroyed = value;
      }
    },
  },
});
Duplex.prototype.destroy = Writable.prototype.destroy;

const kCallback = Symbol('kCallback');

function Transform(options) {
  if (!(this instanceof Transform)) return new Transform(options);
  const rhwm = options ? getHighWaterMark(options, 'readableHighWaterMark', true,
    !!(options.objectMode || options.readableObjectMode)) : null;
  if (rhwm === 0) {
    options = { ...options, highWaterMark: null, readableHighWaterMark: rhwm,
      writableHighWaterMark: options.writableHighWaterMark || 0 };
  }
  Duplex.call(this, options);
  this._readableState.sync = false;
  this[kCallback] = null;
  if (options) {
    if (typeof options.transform === 'function') this._transform = options.transform;
    if (typeof options.flush === 'function') this._flush = options.flush;
  }
  this.on('prefinish', transformPrefinish);
}
Object.setPrototypeOf(Transform.prototype, Duplex.prototype);
Object.setPrototypeOf(Transform, Duplex);

function transformFinal(cb) {
  if (typeof this._flush === 'function' && !this.destroyed) {
    this._flush((er, data) => {
      if (er) {
        if (cb) cb(er);
        else this.destroy(er);
        return;
      }
      if (data != null) this.push(data);
      this.push(null);
      if (cb) cb();
    });
  } else {
    this.push(null);
    if (cb) cb();
  }
}

function transformPrefinish() {
  if (this._final !== transformFinal) transformFinal.call(this);
}

Transform.prototype._final = transformFinal;

Transform.prototype._transform = function (chunk, encoding, callback) {
  throw errors.notImplemented('_transform()');
};

Transform.prototype._write = function (chunk, encoding, callback) {
  const rState = this._readableState;
  const wState = this._writableState;
  const length = rState.length;
  this._transform(chunk, encoding, (err, val) => {
    if (err) {
      callback(err);
      return;
    }
    if (val != null) this.push(val);
    if (rState.ended) {
      process.nextTick(callback);
    } else if (wState.ended || length === rState.length || rState.length < rState.highWaterMark) {
      callback();
    } else {
      this[kCallback] = callback;
    }
  });
};

Transform.prototype._read = function () {
  if (this[kCallback]) {
    const callback = this[kCallback];
    this[kCallback] = null;
    callback();
  }
};

function PassThrough(options) {
  if (!(this instanceof PassThrough)) return new PassThrough(options);
  Transform.call(this, options);
}
Object.setPrototypeOf(PassThrough.prototype, Transform.prototype);
Object.setPrototypeOf(PassThrough, Transform);
PassThrough.prototype._transform = function (chunk, encoding, cb) {
  cb(null, chunk);
};

// ---- finished -------------------------------------------------------------

function isReadableNodeStream(obj) {
  return !!(obj && typeof obj.pipe === 'function' && typeof obj.on === 'function' &&
    (!obj._writableState || (obj._readableState && obj._readableState.readable !== false)) &&
    (!obj._writableState || obj._readableState));
}

function isWritableNodeStream(obj) {
  return !!(obj && typeof obj.write === 'function' && typeof obj.on === 'function' &&
    (!obj._readableState || (obj._writableState && obj._writableState.writable !== false)));
}

function isNodeStream(obj) {
  return !!(obj && (obj._readableState || obj._writableState ||
    (typeof obj.write === 'function' && typeof obj.on === 'function') ||
    (typeof obj.pipe === 'function' && typeof obj.on === 'function')));
}

function isWritableFinished(stream, strict) {
  const w = stream._writableState;
  if (!w || w.errored) return false;
  return !!(w.finished || (strict === false && w.ended === true && w.length === 0));
}

function isReadableFinished(stream, strict) {
  const r = stream._readableState;
  if (!r || r.errored) return false;
  return !!(r.endEmitted || (strict === false && r.ended === true && r.length === 0));
}

function isFinished(stream) {
  if (!isNodeStream(stream)) return null;
  if (isDestroyedStream(stream)) return true;
  if (isReadableNodeStream(stream) && stream.readable && !isReadableFinished(stream)) return false;
  if (isWritableNodeStream(stream) && stream.writable && !isWritableFinished(stream)) return false;
  return true;
}

function isClosed(stream) {
  const w = stream._writableState;
  const r = stream._readableState;
  if (typeof (w && w.closed) === 'boolean' || typeof (r && r.closed) === 'boolean') {
    return !!((w && w.closed) || (r && r.closed));
  }
  return typeof stream.closed === 'boolean' ? stream.closed : null;
}

function eos(stream, options, callback) {
  if (arguments.length === 2) {
    callback = options;
    options = {};
  } else if (options == null) {
    options = {};
  }
  if (typeof callback !== 'function') throw errors.invalidArgType('callback', 'of type function', callback);
  let done = false;
  const userCb = callback;
  callback = function (err) {
    if (done) return;
    done = true;
    userCb.call(this, err);
  };
  const readable = options.readable != null ? options.readable : isReadableNodeStream(stream);
  const writable = options.writable != null ? options.writable : isWritableNodeStream(stream);
  const wState = stream._writableState;
  const rState = stream._readableState;
  const s = wState || rState;
  const onlegacyfinish = () => {
    if (!stream.writable) onfinish();
  };
  let willEmitClose = !!(s && s.autoDestroy && s.emitClose && s.closed === false) &&
    isReadableNodeStream(stream) === readable && isWritableNodeStream(stream) === writable;
  let writableFinished = isWritableFinished(stream, false);
  const onfinish = () => {
    writableFinished = true;
    if (stream.destroyed) willEmitClose = false;
    if (willEmitClose && (!stream.readable || readable)) return;
    if (!readable || readableFinished) callback.call(stream);
  };
  let readableFinished = isReadableFinished(stream, false);
  const onend = () => {
    readableFinished = true;
    if (stream.destroyed) willEmitClose = false;
    if (willEmitClose && (!stream.writable || writable)) return;
    if (!writable || writableFinished) callback.call(stream);
  };
  const onerror = (err) => {
    callback.call(stream, err);
  };
  let closed = isClosed(stream);
  const onclose = () => {
    closed = true;
    const errored = (wState && wState.errored) || (rState && rState.errored);
    if (errored && typeof errored !== 'boolean') return callback.call(stream, errored);
    if (readable && !readableFinished && isReadableNodeStream(stream)) {
      if (!isReadableFinished(stream, false)) return callback.call(stream, errors.prematureClose());
    }
    if (writable && !writableFinished) {
      if (!isWritableFinished(stream, false)) return callback.call(stream, errors.prematureClose());
    }
    callback.call(stream);
  };
  const onclosed = () => {
    closed = true;
    const errored = (wState && wState.errored) || (rState && rState.errored);
    if (errored && typeof errored !== 'boolean') return callback.call(stream, errored);
    callback.call(stream);
  };
  stream.on('end', onend);
  stream.on('finish', onfinish);
  if (!wState && !rState) {
    stream.on('end', onlegacyfinish);
    stream.on('close', onlegacyfinish);
  }
  if (options.error !== false) stream.on('error', onerror);
  stream.on('close', onclose);
  if (closed) {
    process.nextTick(onclose);
  } else if ((wState && wState.errorEmitted) || (rState && rState.errorEmitted)) {
    if (!willEmitClose) process.nextTick(onclosed);
  } else if (!readable && (!willEmitClose || stream.readable) &&
             (writableFinished || stream.writable === false)) {
    process.nextTick(onclosed);
  } else if (!writable && (!willEmitClose || stream.writable) &&
             (readableFinished || stream.readable === false)) {
    process.nextTick(onclosed);
  } else if (rState && stream.req && stream.aborted) {
    process.nextTick(onclosed);
  }
  const cleanup = () => {
    callback = nop;
    stream.removeListener('end', onlegacyfinish);
    stream.removeListener('close', onlegacyfinish);
    stream.removeListener('finish', onfinish);
    stream.removeListener('end', onend);
    stream.removeListener('error', onerror);
    stream.removeListener('close', onclose);
  };
  return cleanup;
}

// ---- pipeline -------------------------------------------------------------

function pipelineDestroyer(stream, reading, writing) {
  let finished = false;
  stream.on('close', () => { finished = true; });
  const cleanup = eos(stream, { readable: reading, writable: writing }, (err) => { finished = !err; });
  return {
    destroy: (err) => {
      if (finished) return;
      finished = true;
      destroyer(stream, err || errors.destroyed('pipe'));
    },
    cleanup,
  };
}

function pipeStreams(src, dst, finish, end) {
  let ended = false;
  dst.on('close', () => {
    if (!ended) finish(errors.prematureClose());
  });
  src.pipe(dst, { end: false });
  if (end) {
    const endFn = () => {
      ended = true;
      dst.end();
    };
    if (isReadableFinished(src)) process.nextTick(endFn);
    else src.once('end', endFn);
  } else {
    finish();
  }
  eos(src, { readable: true, writable: false }, (err) => {
    const rState = src._readableState;
    if (err && err.code === 'ERR_STREAM_PREMATURE_CLOSE' && rState && rState.ended && !rState.errored &&
        !rState.errorEmitted) {
      src.once('end', finish).once('error', finish);
    } else {
      finish(err);
    }
  });
  return eos(dst, { readable: false, writable: true }, finish);
}

async function pumpToNode(iterable, writable, finish, end) {
  let error;
  let onresolve = null;
  const resume = (err) => {
    if (err) error = err;
    if (onresolve) {
      const cb = onresolve;
      onresolve = null;
      cb();
    }
  };
  const wait = () => new Promise((resolve, reject) => {
    if (error) reject(error);
    else onresolve = () => { if (error) reject(error); else resolve(); };
  });
  writable.on('drain', resume);
  const cleanup = eos(writable, { readable: false }, resume);
  try {
    if (writable.writableNeedDrain) await wait();
    for await (const chunk of iterable) {
      if (!writable.write(chunk)) await wait();
    }
    if (end) {
      writable.end();
      await wait();
    }
    finish();
  } catch (err) {
    finish(error !== err ? (error || err) : err);
  } finally {
    cleanup();
    writable.off('drain', resume);
  }
}

function pipelineImpl(streams, callback, opts) {
  if (streams.length === 1 && Array.isArray(streams[0])) streams = streams[0];
  if (streams.length < 2) throw errors.missingArgs('streams');
  let error;
  let value;
  const destroys = [];
  let finishCount = 0;
  const lastStreamCleanup = [];
  function finish(err) {
    finishImpl(err, --finishCount === 0);
  }
  function finishImpl(err, final) {
    if (err && (!error || error.code === 'ERR_STREAM_PREMATURE_CLOSE')) error = err;
    if (!error && !final) return;
    while (destroys.length) destroys.shift()(error);
    if (final) {
      if (!error) lastStreamCleanup.forEach((fn) => fn());
      process.nextTick(callback, error, value);
    }
  }
  let ret;
  for (let i = 0; i < streams.length; i++) {
    const stream = streams[i];
    const reading = i < streams.length - 1;
    const writing = i > 0;
    const end = reading || !opts || opts.end !== false;
    const isLastStream = i === streams.length - 1;
    if (isNodeStream(stream)) {
      if (end) {
        const d = pipelineDestroyer(stream, reading, writing);
        destroys.push(d.destroy);
        if (isReadableNodeStream(stream) && isLastStream) lastStreamCleanup.push(d.cleanup);
      }
      const onError = (err) => {
        if (err && err.name !== 'AbortError' && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') finish(err);
      };
      stream.on('error', onError);
      if (isReadableNodeStream(stream) && isLastStream) {
        lastStreamCleanup.push(() => { stream.removeListener('error', onError); });
      }
    }
    if (i === 0) {
      if (typeof stream === 'function') {
        ret = stream({});
      } else {
        ret = stream;
      }
    } else if (typeof stream === 'function') {
      ret = stream(ret, {});
      if (!reading) {
        const pt = new PassThrough({ objectMode: true });
        if (ret && typeof ret.then === 'function') {
          finishCount++;
          ret.then((val) => {
            value = val;
            if (val != null) pt.write(val);
            if (end) pt.end();
            process.nextTick(finish);
          }, (err) => {
            pt.destroy(err);
            process.nextTick(finish, err);
          });
        } else if (ret && (typeof ret[Symbol.asyncIterator] === 'function' ||
                           typeof ret[Symbol.iterator] === 'function')) {
          finishCount++;
          pumpToNode(ret, pt, finish, end);
        }
        ret = pt;
        const d = pipelineDestroyer(ret, false, true);
        destroys.push(d.destroy);
        if (isLastStream) lastStreamCleanup.push(d.cleanup);
      }
    } else if (isNodeStream(stream)) {
      if (isReadableNodeStream(ret)) {
        finishCount += 2;
        const cleanup = pipeStreams(ret, stream, finish, end);
        if (isReadableNodeStream(stream) && isLastStream) lastStreamCleanup.push(cleanup);
      } else {
        finishCount++;
        pumpToNode(ret, stream, finish, end);
      }
      ret = stream;
    } else {
      ret = Duplex.from ? Duplex.from(stream) : stream;
    }
  }
  return ret;
}

function pipeline(...streams) {
  const cb = streams.length && typeof streams[streams.length - 1] === 'function' ? streams.pop() : undefined;
  if (typeof cb !== 'function') throw errors.invalidArgType('streams[stream.length - 1]', 'of type function', cb);
  let called = false;
  return pipelineImpl(streams, function (err, val) {
    if (called) return;
    called = true;
    cb(err, val);
  });
}

function pipelinePromise(...streams) {
  return new Promise((resolve, reject) => {
    let opts;
    const last = streams[streams.length - 1];
    if (last && typeof last === 'object' && !isNodeStream(last) &&
        typeof last[Symbol.asyncIterator] !== 'function' && typeof last[Symbol.iterator] !== 'function') {
      opts = streams.pop();
    }
    let called = false;
    pipelineImpl(streams, (err, value) => {
      if (called) return;
      called = true;
      if (err) reject(err);
      else resolve(value);
    }, opts);
  });
}

function finishedPromise(stream, opts) {
  return new Promise((resolve, reject) => {
    eos(stream, opts, (err) => {
      if (err) reject(err);
      else resolve();
    });
  });
}

// ---- process.stdin --------------------------------------------------------

// process.stdin: a Readable over fd 0 on libuv fs reads, whatever fd 0 is
// (a file, a pipe or a terminal), made on first use. The compiler loads
// this module into programs that mention stdin.
const io = require('@scr/io');

function makeStdin() {
  const kind = io.guessHandle(0);
  const stdin = new Readable({
    highWaterMark: 65536,
    read(n) {
      io.read(0, n, -1, (err, buf) => {
        if (err) this.destroy(err);
        else if (buf.length === 0) this.push(null);
        else this.push(buf);
      });
    },
  });
  stdin.fd = 0;
  if (kind === 'TTY') stdin.isTTY = true;
  return stdin;
}

Object.defineProperty(process, 'stdin', {
  configurable: true,
  enumerable: true,
  get() {
    const stdin = makeStdin();
    Object.defineProperty(process, 'stdin', { value: stdin, configurable: true, enumerable: true, writable: true });
    return stdin;
  },
});

// process.stdout and process.stderr (node/process.c) write synchronously
// but are plain objects here: they become EventEmitters, so pipe(),
// pipeline() and finished() can listen on them as on Node's.
for (const out of [process.stdout, process.stderr]) {
  if (out && typeof out.on !== 'function' && Object.getPrototypeOf(out) === Object.prototype) {
    Object.setPrototypeOf(out, EE.prototype);
    EE.call(out);
    // Node's stdout and stderr end without closing their descriptor: end()
    // writes its chunk, then 'finish' follows on the next tick (once), so
    // pipeline(..., process.stdout, cb) calls back.
    let ended = false;
    Object.defineProperty(out, 'end', {
      configurable: true,
      writable: true,
      value: function end(chunk, encoding, cb) {
        if (typeof chunk === 'function') {
          cb = chunk;
          chunk = null;
        } else if (typeof encoding === 'function') {
          cb = encoding;
          encoding = undefined;
        }
        if (chunk != null) out.write(chunk, encoding);
        if (typeof cb === 'function') out.once('finish', cb);
        if (!ended) {
          ended = true;
          process.nextTick(() => out.emit('finish'));
        }
        return out;
      },
    });
  }
}

// ---- operators ------------------------------------------------------------
// Readable.prototype.map, filter, forEach, toArray, some, every, find,
// reduce, flatMap, drop, take: Node 20's algorithms (map's pump runs
// ahead of the consumer by up to `concurrency` calls plus `highWaterMark`
// results, so callbacks and reads interleave as in Node). The
// stream-returning ones wrap an async generator with Readable.from.

const kEmpty = Symbol('kEmpty');
const kEof = Symbol('kEof');

function validateOperatorOptions(options) {
  if (options != null && (typeof options !== 'object' || Array.isArray(options))) {
    throw errors.invalidArgType('options', 'of type object', options);
  }
  const signal = options == null ? undefined : options.signal;
  if (signal != null && !(signal instanceof AbortSignal)) {
    throw errors.invalidArgType('options.signal', 'an instance of AbortSignal', signal);
  }
}

function validateInteger(value, name, min) {
  if (typeof value !== 'number') throw errors.invalidArgType(name, 'of type number', value);
  if (!Number.isInteger(value)) throw errors.outOfRange(name, 'an integer', value);
  if (value < min || value > Number.MAX_SAFE_INTEGER) {
    throw errors.outOfRange(name, `>= ${min} && <= ${Number.MAX_SAFE_INTEGER}`, value);
  }
}

function validateFn(fn, name) {
  if (typeof fn !== 'function') {
    throw errors.invalidArgType(name, 'of type function or an instance of AsyncFunction', fn);
  }
}

function map(fn, options) {
  validateFn(fn, 'fn');
  validateOperatorOptions(options);
  let concurrency = 1;
  if (options != null && options.concurrency != null) concurrency = Math.floor(options.concurrency);
  let highWaterMark = concurrency - 1;
  if (options != null && options.highWaterMark != null) highWaterMark = Math.floor(options.highWaterMark);
  validateInteger(concurrency, 'options.concurrency', 1);
  validateInteger(highWaterMark, 'options.highWaterMark', 0);
  highWaterMark += concurrency;
  const stream = this;
  return (async function* map() {
    const signal = options != null && options.signal != null ? options.signal : new AbortController().signal;
    const signalOpt = { signal };
    const queue = [];
    let next = null;
    let resume = null;
    let done = false;
    let cnt = 0;
    function onCatch() {
      done = true;
      afterItemProcessed();
    }
    function afterItemProcessed() {
      cnt -= 1;
      maybeResume();
    }
    function maybeResume() {
      if (resume && !done && cnt < concurrency && queue.length < highWaterMark) {
        resume();
        resume = null;
      }
    }
    async function pump() {
      try {
        for await (let val of stream) {
          if (done) return;
          if (signal.aborted) throw errors.abort();
          try {
            val = fn(val, signalOpt);
            if (val === kEmpty) continue;
            val = Promise.resolve(val);
          } catch (err) {
            val = Promise.reject(err);
          }
          cnt += 1;
          val.then(afterItemProcessed, onCatch);
          queue.push(val);
          if (next) {
            next();
            next = null;
          }
          if (!done && (queue.length >= highWaterMark || cnt >= concurrency)) {
            await new Promise((resolve) => { resume = resolve; });
          }
        }
        queue.push(kEof);
      } catch (err) {
        const val = Promise.reject(err);
        val.then(afterItemProcessed, onCatch);
        queue.push(val);
      } finally {
        done = true;
        if (next) {
          next();
          next = null;
        }
      }
    }
    pump();
    try {
      while (true) {
        while (queue.length > 0) {
          const val = await queue[0];
          if (val === kEof) return;
          if (signal.aborted) throw errors.abort();
          if (val !== kEmpty) yield val;
          queue.shift();
          maybeResume();
        }
        await new Promise((resolve) => { next = resolve; });
      }
    } finally {
      done = true;
      if (resume) {
        resume();
        resume = null;
      }
    }
  })();
}

function filter(fn, options) {
  validateFn(fn, 'fn');
  async function filterFn(value, opts) {
    if (await fn(value, opts)) return value;
    return kEmpty;
  }
  return map.call(this, filterFn, options);
}

async function forEach(fn, options) {
  validateFn(fn, 'fn');
  async function forEachFn(value, opts) {
    await fn(value, opts);
    return kEmpty;
  }
  // eslint-disable-next-line no-unused-vars
  for await (const unused of map.call(this, forEachFn, options));
}

async function toArray(options) {
  validateOperatorOptions(options);
  const signal = options == null ? undefined : options.signal;
  const result = [];
  for await (const val of this) {
    if (signal && signal.aborted) throw errors.abort(signal);
    result.push(val);
  }
  return result;
}

async function some(fn, options = undefined) {
  // eslint-disable-next-line no-unused-vars
  for await (const unused of filter.call(this, fn, options)) return true;
  return false;
}

async function every(fn, options = undefined) {
  validateFn(fn, 'fn');
  return !(await some.call(this, async (...args) => !(await fn(...args)), options));
}

async function find(fn, options) {
  for await (const result of filter.call(this, fn, options)) return result;
  return undefined;
}

async function reduce(reducer, initialValue, options) {
  validateFn(reducer, 'reducer');
  validateOperatorOptions(options);
  let hasInitialValue = arguments.length > 1;
  const outer = options == null ? undefined : options.signal;
  if (outer && outer.aborted) {
    const err = errors.abort(outer);
    this.once('error', () => {});
    await finishedPromise(this.destroy(err));
    throw err;
  }
  const ac = new AbortController();
  const signal = ac.signal;
  if (outer) outer.addEventListener('abort', () => ac.abort(), { once: true });
  let gotAny = false;
  try {
    for await (const value of this) {
      gotAny = true;
      if (outer && outer.aborted) throw errors.abort();
      if (!hasInitialValue) {
        initialValue = value;
        hasInitialValue = true;
      } else {
        initialValue = await reducer(initialValue, value, { signal });
      }
    }
    if (!gotAny && !hasInitialValue) {
      throw nodeError(TypeError, 'ERR_MISSING_ARGS', 'Reduce of an empty stream requires an initial value');
    }
  } finally {
    ac.abort();
  }
  return initialValue;
}

function flatMap(fn, options) {
  const values = map.call(this, fn, options);
  return (async function* flatMap() {
    for await (const val of values) yield* val;
  })();
}

function toIntegerOrInfinity(number) {
  number = Number(number);
  if (Number.isNaN(number)) return 0;
  if (number < 0) throw errors.outOfRange('number', '>= 0', number);
  return number;
}

function drop(number, options = undefined) {
  validateOperatorOptions(options);
  const signal = options == null ? undefined : options.signal;
  number = toIntegerOrInfinity(number);
  const stream = this;
  return (async function* drop() {
    if (signal && signal.aborted) throw errors.abort();
    for await (const val of stream) {
      if (signal && signal.aborted) throw errors.abort();
      if (number-- <= 0) yield val;
    }
  })();
}

function take(number, options = undefined) {
  validateOperatorOptions(options);
  const signal = options == null ? undefined : options.signal;
  number = toIntegerOrInfinity(number);
  const stream = this;
  return (async function* take() {
    if (signal && signal.aborted) throw errors.abort();
    for await (const val of stream) {
      if (signal && signal.aborted) throw errors.abort();
      if (number-- > 0) yield val;
      if (number <= 0) return;
    }
  })();
}

for (const op of [map, filter, flatMap, drop, take]) {
  Object.defineProperty(Readable.prototype, op.name, {
    value: {
      [op.name](...args) {
        return Readable.from(op.apply(this, args));
      },
    }[op.name],
    writable: true, configurable: true, enumerable: false,
  });
  Object.defineProperty(Readable.prototype[op.name], 'length', { value: op.length });
}
for (const op of [forEach, toArray, some, every, find, reduce]) {
  Object.defineProperty(Readable.prototype, op.name, {
    value: {
      [op.name](...args) {
        return op.apply(this, args);
      },
    }[op.name],
    writable: true, configurable: true, enumerable: false,
  });
  Object.defineProperty(Readable.prototype[op.name], 'length', { value: op.length });
}

// ---- exports --------------------------------------------------------------

module.exports = Stream;
module.exports.Stream = Stream;
module.exports.Readable = Readable;
module.exports.Writable = Writable;
module.exports.Duplex = Duplex;
module.exports.Transform = Transform;
module.exports.PassThrough = PassThrough;
module.exports.pipeline = pipeline;
module.exports.finished = eos;
module.exports.destroy = destroyer;
module.exports.isReadable = (s) => !!(s && isReadableNodeStream(s) && s.readable && !isDestroyedStream(s));
module.exports.isErrored = (s) => !!(s && ((s._readableState && s._readableState.errored) ||
  (s._writableState && s._writableState.errored)));
module.exports.promises = { pipeline: pipelinePromise, finished: finishedPromise };
module.exports._decoder = Decoder;
module.exports._nodeError = nodeError;
module.exports._errors = errors;
module.exports._validateInteger = validateInteger;
module.exports._endArguments = endArguments;
