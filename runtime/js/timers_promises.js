// timers_promises.js - node:timers/promises: setTimeout and setImmediate as
// promises, setInterval as an async iterator, and the scheduler object,
// over the global timers (docs/node.md, "timers"). Arguments are checked
// as Node 20 checks them, and a failed check or an aborted signal
// rejects the promise rather than throwing.
'use strict';

const stream = require('node:stream');

const errors = stream._errors;
// The global timers, under other names: this module's own functions are
// called setTimeout, setImmediate and setInterval, as Node's are.
const { setTimeout: startTimeout, setImmediate: startImmediate, setInterval: startInterval } = globalThis;

function checkDelay(delay) {
  if (delay !== undefined && typeof delay !== 'number') throw errors.invalidArgType('delay', 'of type number', delay);
}

// The options object's checks; returns { signal, ref }.
function checkOptions(options) {
  if (options === null || typeof options !== 'object') {
    throw errors.invalidArgType('options', 'of type object', options);
  }
  const { signal, ref = true } = options;
  if (signal !== undefined && !(signal instanceof AbortSignal)) {
    throw errors.invalidArgType('options.signal', 'an instance of AbortSignal', signal);
  }
  if (typeof ref !== 'boolean') throw errors.invalidArgType('options.ref', 'of type boolean', ref);
  return { signal, ref };
}

// A promise of a timer made by start(resolve), cancelled by cancel(timer)
// when the signal aborts; the abort listener goes when the promise settles
// (with the extra turns Node's SafePromisePrototypeFinally takes).
function timerPromise(signal, start, cancel) {
  if (signal && signal.aborted) return Promise.reject(errors.abort(signal));
  let onAbort;
  const p = new Promise((resolve, reject) => {
    const timer = start(resolve);
    if (signal) {
      onAbort = () => {
        cancel(timer);
        reject(errors.abort(signal));
      };
      signal.addEventListener('abort', onAbort);
    }
  });
  if (onAbort === undefined) return p;
  return new Promise((resolve, reject) => {
    new Promise((a, b) => p.then(a, b))
      .finally(() => signal.removeEventListener('abort', onAbort))
      .then(resolve, reject);
  });
}

function setTimeout(delay, value, options = {}) {
  let opts;
  try {
    checkDelay(delay);
    opts = checkOptions(options);
  } catch (e) {
    return Promise.reject(e);
  }
  return timerPromise(opts.signal, (resolve) => {
    const t = startTimeout(resolve, delay, value);
    if (!opts.ref) t.unref();
    return t;
  }, clearTimeout);
}

function setImmediate(value, options = {}) {
  let opts;
  try {
    opts = checkOptions(options);
  } catch (e) {
    return Promise.reject(e);
  }
  return timerPromise(opts.signal, (resolve) => {
    const i = startImmediate(resolve, value);
    if (!opts.ref) i.unref();
    return i;
  }, clearImmediate);
}

async function* setInterval(delay, value, options = {}) {
  checkDelay(delay);
  const { signal, ref } = checkOptions(options);
  if (signal && signal.aborted) throw errors.abort(signal);
  let onAbort;
  let interval;
  try {
    let pending = 0;
    let wake;
    interval = startInterval(() => {
      pending++;
      if (wake) {
        wake();
        wake = undefined;
      }
    }, delay);
    if (!ref) interval.unref();
    if (signal) {
      onAbort = () => {
        clearInterval(interval);
        if (wake) {
          wake(Promise.reject(errors.abort(signal)));
          wake = undefined;
        }
      };
      signal.addEventListener('abort', onAbort, { once: true });
    }
    while (!(signal && signal.aborted)) {
      if (pending === 0) await new Promise((resolve) => { wake = resolve; });
      for (; pending > 0; pending--) yield value;
    }
    throw errors.abort(signal);
  } finally {
    clearInterval(interval);
    if (signal) signal.removeEventListener('abort', onAbort);
  }
}

const kScheduler = Symbol('kScheduler');

function invalidThis() {
  return stream._nodeError(TypeError, 'ERR_INVALID_THIS', 'Value of "this" must be of type Scheduler');
}

class Scheduler {
  constructor() {
    throw stream._nodeError(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
  }

  yield() {
    if (!this[kScheduler]) throw invalidThis();
    return setImmediate();
  }

  wait(delay, options) {
    if (!this[kScheduler]) throw invalidThis();
    return setTimeout(delay, undefined, { signal: options == null ? undefined : options.signal });
  }
}

const scheduler = Reflect.construct(function Scheduler() { this[kScheduler] = true; }, [], Scheduler);

exports.setTimeout = setTimeout;
exports.setImmediate = setImmediate;
exports.setInterval = setInterval;
exports.scheduler = scheduler;
