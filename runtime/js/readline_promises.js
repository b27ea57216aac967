// readline_promises.js - node:readline/promises: readline's Interface with
// question() returning a promise (an AbortSignal option rejects it with
// an AbortError), and createInterface making one. docs/node.md,
// "readline".
'use strict';

const readline = require('node:readline');
const stream = require('node:stream');

class Interface extends readline.Interface {
  question(query, options) {
    return new Promise((resolve, reject) => {
      let cb = resolve;
      const signal = options == null ? undefined : options.signal;
      if (signal) {
        if (!(signal instanceof AbortSignal)) {
          throw stream._errors.invalidArgType('options.signal', 'an instance of AbortSignal', signal);
        }
        if (signal.aborted) {
          reject(stream._errors.abort(signal));
          return;
        }
        const onAbort = () => {
          this._questionCancel();
          reject(stream._errors.abort(signal));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        cb = (answer) => {
          signal.removeEventListener('abort', onAbort);
          resolve(answer);
        };
      }
      this._question(query, cb);
    });
  }
}

// Readline: terminal edits (cursor moves, clears) queued until commit(),
// or written on the next tick with autoCommit.
function validateInt(value, name, min, max) {
  if (typeof value !== 'number') throw stream._errors.invalidArgType(name, 'of type number', value);
  const range = Number.isInteger(value) ? `>= ${min} && <= ${max}` : 'an integer';
  if (!Number.isInteger(value) || value < min || value > max) {
    throw stream._errors.outOfRange(name, range, value);
  }
}
const kMin = Number.MIN_SAFE_INTEGER;
const kMax = Number.MAX_SAFE_INTEGER;

class Readline {
  #autoCommit = false;
  #stream;
  #todo = [];

  constructor(output, options) {
    if (output === null || typeof output !== 'object' || typeof output.write !== 'function') {
      throw stream._errors.invalidArgType('stream', 'an instance of Writable', output);
    }
    this.#stream = output;
    if (options != null && options.autoCommit != null) {
      if (typeof options.autoCommit !== 'boolean') {
        throw stream._errors.invalidArgType('options.autoCommit', 'of type boolean', options.autoCommit);
      }
      this.#autoCommit = options.autoCommit;
    }
  }

  #add(data) {
    if (this.#autoCommit) process.nextTick(() => this.#stream.write(data));
    else this.#todo.push(data);
    return this;
  }

  cursorTo(x, y) {
    validateInt(x, 'x', kMin, kMax);
    if (y != null) validateInt(y, 'y', kMin, kMax);
    return this.#add(y == null ? `\x1b[${x + 1}G` : `\x1b[${y + 1};${x + 1}H`);
  }

  moveCursor(dx, dy) {
    if (dx || dy) {
      validateInt(dx, 'dx', kMin, kMax);
      validateInt(dy, 'dy', kMin, kMax);
      let data = '';
      if (dx < 0) data += `\x1b[${-dx}D`;
      else if (dx > 0) data += `\x1b[${dx}C`;
      if (dy < 0) data += `\x1b[${-dy}A`;
      else if (dy > 0) data += `\x1b[${dy}B`;
      this.#add(data);
    }
    return this;
  }

  clearLine(dir) {
    validateInt(dir, 'dir', -1, 1);
    return this.#add(dir < 0 ? '\x1b[1K' : dir > 0 ? '\x1b[0K' : '\x1b[2K');
  }

  clearScreenDown() {
    return this.#add('\x1b[0J');
  }

  commit() {
    return new Promise((resolve) => {
      this.#stream.write(this.#todo.join(''), resolve);
      this.#todo = [];
    });
  }

  rollback() {
    this.#todo = [];
    return this;
  }
}

function createInterface(input, output, completer, terminal) {
  return new Interface(input, output, completer, terminal);
}

module.exports.Interface = Interface;
module.exports.Readline = Readline;
module.exports.createInterface = createInterface;
