// async_hooks.js - node:async_hooks: AsyncLocalStorage and AsyncResource
// over the thread's async context (@scr/async-context, node/async_context.c).
// The context is a Map from AsyncLocalStorage to its store, never changed
// in place: a `run` makes a new Map, and every job, timer, immediate and
// promise reaction keeps the Map that was current when it was queued
// (exec/loop.c), which is how a store follows a request through `await`s
// and callbacks (docs/node.md, "async_hooks").
'use strict';

const context = require('@scr/async-context');
const stream = require('node:stream');
const { deprecate } = require('node:util');

const kBoundResourceDeprecation = 'The asyncResource property on bound functions is deprecated';

// The current context with `storage` mapped to `store` (a new Map).
function withStore(storage, store) {
  const current = context.get();
  const next = current === undefined ? new Map() : new Map(current);
  next.set(storage, store);
  return next;
}

// Runs fn with `this` and args in context `ctx`, then restores the caller's.
function runIn(ctx, fn, thisArg, args) {
  const saved = context.get();
  context.set(ctx);
  try {
    return Reflect.apply(fn, thisArg, args);
  } finally {
    context.set(saved);
  }
}

function checkFunction(fn, name) {
  if (typeof fn !== 'function') throw stream._errors.invalidArgType(name, 'of type function', fn);
}

let nextAsyncId = 1;

class AsyncResource {
  #context;
  #asyncId;
  #triggerAsyncId;

  constructor(type, opts = {}) {
    if (typeof type !== 'string') {
      throw stream._errors.invalidArgType('type', 'of type string', type);
    }
    const trigger = typeof opts === 'number' ? opts : opts == null ? undefined : opts.triggerAsyncId;
    if (trigger !== undefined && (!Number.isSafeInteger(trigger) || trigger < -1)) {
      throw stream._nodeError(RangeError, 'ERR_INVALID_ASYNC_ID',
        `Invalid triggerAsyncId value: ${trigger}`);
    }
    this.#context = context.get();
    this.#asyncId = ++nextAsyncId;
    this.#triggerAsyncId = trigger === undefined ? 1 : trigger;
  }

  runInAsyncScope(fn, thisArg, ...args) {
    return runIn(this.#context, fn, thisArg, args);
  }

  emitDestroy() {
    return this;
  }

  asyncId() {
    return this.#asyncId;
  }

  triggerAsyncId() {
    return this.#triggerAsyncId;
  }

  bind(fn, thisArg) {
    checkFunction(fn, 'fn');
    const resource = this;
    let bound;
    if (thisArg === undefined) {
      bound = function(...args) {
        return resource.runInAsyncScope(fn, this, ...args);
      };
    } else {
      bound = resource.runInAsyncScope.bind(resource, fn, thisArg);
    }
    let self = this;
    Object.defineProperties(bound, {
      length: { configurable: true, enumerable: false, value: fn.length, writable: false },
      asyncResource: {
        configurable: true,
        enumerable: true,
        get: deprecate(function() { return self; }, kBoundResourceDeprecation, 'DEP0172'),
        set: deprecate(function(value) { self = value; }, kBoundResourceDeprecation, 'DEP0172'),
      },
    });
    return bound;
  }

  static bind(fn, type, thisArg) {
    type = type || fn.name;
    return new AsyncResource(type || 'bound-anonymous-fn').bind(fn, thisArg);
  }
}

class AsyncLocalStorage {
  constructor() {
    this.kResourceStore = Symbol('kResourceStore');
    this.enabled = false;
  }

  static bind(fn) {
    return AsyncResource.bind(fn);
  }

  static snapshot() {
    return AsyncResource.bind((cb, ...args) => cb(...args));
  }

  disable() {
    this.enabled = false;
  }

  _enable() {
    this.enabled = true;
  }

  _propagate() {}

  enterWith(store) {
    this._enable();
    context.set(withStore(this, store));
  }

  run(store, callback, ...args) {
    if (Object.is(store, this.getStore())) return Reflect.apply(callback, null, args);
    this._enable();
    return runIn(withStore(this, store), callback, null, args);
  }

  exit(callback, ...args) {
    if (!this.enabled) return Reflect.apply(callback, null, args);
    this.disable();
    try {
      return Reflect.apply(callback, null, args);
    } finally {
      this._enable();
    }
  }

  getStore() {
    if (!this.enabled) return undefined;
    const current = context.get();
    return current === undefined ? undefined : current.get(this);
  }
}

exports.AsyncLocalStorage = AsyncLocalStorage;
exports.AsyncResource = AsyncResource;
