// readline.js - node:readline over a readable stream (not a terminal):
// createInterface, 'line' and 'close' events, question(), pause/resume
// and `for await (const line of rl)`, with Node 20's line splitting
// (\n, \r\n, a lone \r; crlfDelay for a \r\n split across chunks).
// docs/node.md, "readline".
'use strict';

const EE = require('node:events');
const stream = require('node:stream');
const io = require('@scr/io');

const kMinCrlfDelay = 100;

function Interface(input, output, completer, terminal) {
  if (!(this instanceof Interface)) return new Interface(input, output, completer, terminal);
  EE.call(this);
  let crlfDelay;
  let prompt = '> ';
  if (input && input.input) {
    output = input.output;
    crlfDelay = input.crlfDelay;
    if (input.prompt !== undefined) prompt = input.prompt;
    input = input.input;
  }
  this.input = input;
  this.output = output;
  this.terminal = false;
  this.line = '';
  this.closed = false;
  this.paused = false;
  this.crlfDelay = crlfDelay ? Math.max(kMinCrlfDelay, crlfDelay) : kMinCrlfDelay;
  this._prompt = prompt;
  this._lineBuffer = null;
  this._sawReturnAt = 0;
  this._questionCallback = null;
  this._oldPrompt = prompt;
  this._decoder = new stream._decoder('utf8');
  this._lineIterator = undefined;
  const self = this;
  function onerror(err) {
    self.emit('error', err);
  }
  function ondata(data) {
    self._normalWrite(data);
  }
  function onend() {
    if (typeof self._lineBuffer === 'string' && self._lineBuffer.length > 0) self.emit('line', self._lineBuffer);
    self.close();
  }
  input.on('error', onerror);
  input.on('data', ondata);
  input.on('end', onend);
  this.once('close', () => {
    input.removeListener('data', ondata);
    input.removeListener('error', onerror);
    input.removeListener('end', onend);
  });
  input.resume();
}
Object.setPrototypeOf(Interface.prototype, EE.prototype);
Object.setPrototypeOf(Interface, EE);

Interface.prototype._normalWrite = function (b) {
  if (b === undefined) return;
  let string = this._decoder.write(b);
  if (this._sawReturnAt && Date.now() - this._sawReturnAt <= this.crlfDelay) {
    if (string.codePointAt(0) === 10) string = string.slice(1);
    this._sawReturnAt = 0;
  }
  // Node's /\r?\n|\r(?!\n)/g loop over this._lineBuffer + string, in C:
  // the buffer never holds a line break, so the breaks are the chunk's.
  const lines = io.splitLines(string, this._lineBuffer);
  if (lines !== null) {
    this._sawReturnAt = string.endsWith('\r') ? Date.now() : 0;
    const last = lines.length - 1;
    this._lineBuffer = lines[last];
    for (let i = 0; i < last; i++) this._onLine(lines[i]);
  } else if (string) {
    this._lineBuffer = this._lineBuffer ? this._lineBuffer + string : string;
  }
};

Interface.prototype._onLine = function (line) {
  if (this._questionCallback) {
    const cb = this._questionCallback;
    this._questionCallback = null;
    this.setPrompt(this._oldPrompt);
    cb(line);
  } else {
    this.emit('line', line);
  }
};

Interface.prototype.setPrompt = function (prompt) {
  this._prompt = prompt;
};

Interface.prototype.getPrompt = function () {
  return this._prompt;
};

Interface.prototype.prompt = function () {
  if (this.paused) this.resume();
  if (this.output !== null && this.output !== undefined) this.output.write(this._prompt);
};

Interface.prototype.write = function (data) {
  if (this.paused) this.resume();
  this._normalWrite(data);
};

Interface.prototype.question = function (query, options, cb) {
  cb = typeof options === 'function' ? options : cb;
  if (options !== null && typeof options === 'object') {
    const signal = options.signal;
    if (signal) {
      if (!(signal instanceof AbortSignal)) {
        throw stream._errors.invalidArgType('options.signal', 'an instance of AbortSignal', signal);
      }
      if (signal.aborted) return;
      const onAbort = () => this._questionCancel();
      signal.addEventListener('abort', onAbort, { once: true });
      const cleanup = () => signal.removeEventListener('abort', onAbort);
      const original = cb;
      cb = typeof cb === 'function' ? (answer) => {
        cleanup();
        return original(answer);
      } : cleanup;
    }
  }
  if (typeof cb === 'function') this._question(query, cb);
};

// Node's kQuestion: the query becomes the prompt until the answer.
Interface.prototype._question = function (query, cb) {
  if (this.closed) {
    throw stream._nodeError(Error, 'ERR_USE_AFTER_CLOSE', 'readline was closed');
  }
  if (this._questionCallback) {
    this.prompt();
  } else {
    this._oldPrompt = this._prompt;
    this.setPrompt(query);
    this._questionCallback = cb;
    this.prompt();
  }
};

Interface.prototype._questionCancel = function () {
  if (this._questionCallback) {
    this._questionCallback = null;
    this.setPrompt(this._oldPrompt);
    this.line = '';
    if (this.output !== null && this.output !== undefined) this.output.write('\r\n');
  }
};

Interface.prototype.close = function () {
  if (this.closed) return;
  this.pause();
  this.closed = true;
  this.emit('close');
};

Interface.prototype.pause = function () {
  if (this.paused) return;
  this.input.pause();
  this.paused = true;
  this.emit('pause');
  return this;
};

Interface.prototype.resume = function () {
  if (!this.paused) return;
  this.input.resume();
  this.paused = false;
  this.emit('resume');
  return this;
};

Interface.prototype.getCursorPos = function () {
  return { rows: 0, cols: this.line.length };
};

// The lines as an async iterator: lines emitted before the consumer asks
// wait in a queue; 'close' ends the iteration once the queue is empty.
Interface.prototype[Symbol.asyncIterator] = function () {
  if (this._lineIterator !== undefined) return this._lineIterator;
  const rl = this;
  // Lines not yet taken: queue[head...]; an index, not shift(), so a
  // chunk of many lines is taken in linear time.
  let queue = [];
  let head = 0;
  const waiting = [];
  let done = false;
  let failure = null;
  function online(line) {
    if (waiting.length) waiting.shift().resolve({ value: line, done: false });
    else queue.push(line);
  }
  function onclose() {
    done = true;
    cleanup();
    while (waiting.length) waiting.shift().resolve({ value: undefined, done: true });
  }
  function onerror(err) {
    failure = err;
    cleanup();
    if (waiting.length) waiting.shift().reject(err);
  }
  function cleanup() {
    rl.removeListener('line', online);
    rl.removeListener('close', onclose);
    rl.removeListener('error', onerror);
  }
  rl.on('line', online);
  rl.on('close', onclose);
  rl.on('error', onerror);
  const iterator = {
    next() {
      if (head < queue.length) {
        const line = queue[head++];
        if (head === queue.length) {
          queue = [];
          head = 0;
        }
        return Promise.resolve({ value: line, done: false });
      }
      if (failure) {
        const err = failure;
        failure = null;
        done = true;
        return Promise.reject(err);
      }
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    return() {
      done = true;
      queue = [];
      head = 0;
      cleanup();
      rl.close();
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  this._lineIterator = iterator;
  return iterator;
};

function createInterface(input, output, completer, terminal) {
  return new Interface(input, output, completer, terminal);
}

module.exports.Interface = Interface;
module.exports.createInterface = createInterface;
// ---- cursor control: ANSI escape sequences written to a stream ---------

const CSI = '\x1b[';

function checkCallback(cb) {
  if (cb !== undefined && typeof cb !== 'function') {
    throw stream._errors.invalidArgType('callback', 'of type function', cb);
  }
}

// Nothing to write: the callback still comes, on the next tick.
function wroteNothing(cb) {
  if (typeof cb === 'function') process.nextTick(cb, null);
  return true;
}

function invalidValue(name, v) {
  return stream._nodeError(TypeError, 'ERR_INVALID_ARG_VALUE', `The argument '${name}' is invalid. Received ${v}`);
}

// Moves the cursor to column x (0-based), and to row y when y is a number.
function cursorTo(s, x, y, cb) {
  checkCallback(cb);
  if (typeof y === 'function') {
    cb = y;
    y = undefined;
  }
  if (Number.isNaN(x)) throw invalidValue('x', x);
  if (Number.isNaN(y)) throw invalidValue('y', y);
  if (s == null || (typeof x !== 'number' && typeof y !== 'number')) return wroteNothing(cb);
  if (typeof x !== 'number') {
    throw stream._nodeError(TypeError, 'ERR_INVALID_CURSOR_POS', 'Cannot set cursor row without setting its column');
  }
  return s.write(typeof y === 'number' ? `${CSI}${y + 1};${x + 1}H` : `${CSI}${x + 1}G`, cb);
}

// Moves the cursor dx columns right (left when negative) and dy rows down.
function moveCursor(s, dx, dy, cb) {
  checkCallback(cb);
  if (s == null || !(dx || dy)) return wroteNothing(cb);
  let data = '';
  if (dx < 0) data += `${CSI}${-dx}D`;
  else if (dx > 0) data += `${CSI}${dx}C`;
  if (dy < 0) data += `${CSI}${-dy}A`;
  else if (dy > 0) data += `${CSI}${dy}B`;
  return s.write(data, cb);
}

// Clears the line left of the cursor (dir < 0), right of it (dir > 0) or all.
function clearLine(s, dir, cb) {
  checkCallback(cb);
  if (s == null) return wroteNothing(cb);
  return s.write(dir < 0 ? `${CSI}1K` : dir > 0 ? `${CSI}0K` : `${CSI}2K`, cb);
}

function clearScreenDown(s, cb) {
  checkCallback(cb);
  if (s == null) return wroteNothing(cb);
  return s.write(`${CSI}0J`, cb);
}

module.exports.cursorTo = cursorTo;
module.exports.moveCursor = moveCursor;
module.exports.clearLine = clearLine;
module.exports.clearScreenDown = clearScreenDown;
