// diagnostics_channel.js - node:diagnostics_channel: named channels that
// libraries publish to and tools subscribe to, stores bound to a channel
// (AsyncLocalStorage contexts entered around runStores), and tracing
// channels (start, end, asyncStart, asyncEnd and error around a sync call,
// a promise or a callback). docs/node.md, "diagnostics_channel".
//
// As in Node, a channel without subscribers or stores is a Channel whose
// methods do nothing, and becomes an ActiveChannel (its prototype changes)
// while it has some. Channels are kept by name for the process's life
// (Node keeps them weakly; the same name gives the same object either way
// while it is in use).
'use strict';

const stream = require('node:stream');

const invalidArgType = stream._errors.invalidArgType;

function checkFunction(value, name) {
  if (typeof value !== 'function') throw invalidArgType(name, 'of type function', value);
}

// A subscriber's or a transform's exception is thrown again on the next
// tick, where it is uncaught; the other subscribers still run.
function rethrowLater(err) {
  process.nextTick(() => {
    throw err;
  });
}

// Node's internal map class, whose name shows when a channel is inspected.
class SafeMap extends Map {}

const channels = new Map();

function markActive(ch) {
  Object.setPrototypeOf(ch, ActiveChannel.prototype);
  ch._subscribers = [];
  ch._stores = new SafeMap();
}

function maybeMarkInactive(ch) {
  if (ch._subscribers.length === 0 && ch._stores.size === 0) {
    Object.setPrototypeOf(ch, Channel.prototype);
    ch._subscribers = undefined;
    ch._stores = undefined;
  }
}

// next, run inside store's context for data (the transform's result).
function wrapStoreRun(store, data, next, transform) {
  return () => {
    let context;
    try {
      context = transform(data);
    } catch (err) {
      rethrowLater(err);
      return next();
    }
    return store.run(context, next);
  };
}

class ActiveChannel {
  subscribe(subscription) {
    checkFunction(subscription, 'subscription');
    // A new array, so that a publish in progress keeps its list.
    this._subscribers = [...this._subscribers, subscription];
  }

  unsubscribe(subscription) {
    const index = this._subscribers.indexOf(subscription);
    if (index === -1) return false;
    this._subscribers = [...this._subscribers.slice(0, index), ...this._subscribers.slice(index + 1)];
    maybeMarkInactive(this);
    return true;
  }

  bindStore(store, transform = (data) => data) {
    this._stores.set(store, transform);
  }

  unbindStore(store) {
    if (!this._stores.has(store)) return false;
    this._stores.delete(store);
    maybeMarkInactive(this);
    return true;
  }

  get hasSubscribers() {
    return true;
  }

  publish(data) {
    for (const onMessage of this._subscribers) {
      try {
        onMessage(data, this.name);
      } catch (err) {
        rethrowLater(err);
      }
    }
  }

  runStores(data, fn, thisArg, ...args) {
    let run = () => {
      this.publish(data);
      return Reflect.apply(fn, thisArg, args);
    };
    for (const [store, transform] of this._stores) run = wrapStoreRun(store, data, run, transform);
    return run();
  }
}

class Channel {
  constructor(name) {
    this._subscribers = undefined;
    this._stores = undefined;
    this.name = name;
    channels.set(name, this);
  }

  static [Symbol.hasInstance](instance) {
    const proto = Object.getPrototypeOf(instance);
    return proto === Channel.prototype || proto === ActiveChannel.prototype;
  }

  subscribe(subscription) {
    markActive(this);
    this.subscribe(subscription);
  }

  unsubscribe() {
    return false;
  }

  bindStore(store, transform) {
    markActive(this);
    this.bindStore(store, transform);
  }

  unbindStore() {
    return false;
  }

  get hasSubscribers() {
    return false;
  }

  publish() {}

  runStores(data, fn, thisArg, ...args) {
    return Reflect.apply(fn, thisArg, args);
  }
}

function channel(name) {
  const ch = channels.get(name);
  if (ch) return ch;
  if (typeof name !== 'string' && typeof name !== 'symbol') {
    throw invalidArgType('channel', 'one of type string or symbol', name);
  }
  return new Channel(name);
}

function hasSubscribers(name) {
  const ch = channels.get(name);
  return ch ? ch.hasSubscribers : false;
}

function subscribe(name, subscription) {
  channel(name).subscribe(subscription);
}

function unsubscribe(name, subscription) {
  const ch = channels.get(name);
  return ch ? ch.unsubscribe(subscription) : false;
}

// ---- tracing channels -----------------------------------------------------

const traceEvents = ['start', 'end', 'asyncStart', 'asyncEnd', 'error'];

class TracingChannel {
  constructor(nameOrChannels) {
    for (const event of traceEvents) {
      let ch;
      if (typeof nameOrChannels === 'string') {
        ch = channel(`tracing:${nameOrChannels}:${event}`);
      } else if (typeof nameOrChannels === 'object' && nameOrChannels !== null) {
        ch = nameOrChannels[event];
        if (!(ch instanceof Channel)) throw invalidArgType(`nameOrChannels.${event}`, 'an instance of Channel', ch);
      } else {
        throw invalidArgType('nameOrChannels', 'of type string or an instance of TracingChannel or Object',
          nameOrChannels);
      }
      Object.defineProperty(this, event, { value: ch });
    }
  }

  get hasSubscribers() {
    return this.start.hasSubscribers || this.end.hasSubscribers || this.asyncStart.hasSubscribers ||
      this.asyncEnd.hasSubscribers || this.error.hasSubscribers;
  }

  subscribe(handlers) {
    for (const event of traceEvents) {
      if (handlers[event]) this[event].subscribe(handlers[event]);
    }
  }

  unsubscribe(handlers) {
    let done = true;
    for (const event of traceEvents) {
      if (handlers[event] && !this[event].unsubscribe(handlers[event])) done = false;
    }
    return done;
  }

  traceSync(fn, context = {}, thisArg, ...args) {
    if (!this.hasSubscribers) return Reflect.apply(fn, thisArg, args);
    return traced(this, context, () => {
      const result = Reflect.apply(fn, thisArg, args);
      context.result = result;
      return result;
    });
  }

  tracePromise(fn, context = {}, thisArg, ...args) {
    if (!this.hasSubscribers) return Reflect.apply(fn, thisArg, args);
    const { asyncStart, asyncEnd, error } = this;
    function reject(err) {
      context.error = err;
      error.publish(context);
      asyncStart.publish(context);
      asyncEnd.publish(context);
      return Promise.reject(err);
    }
    function resolve(result) {
      context.result = result;
      asyncStart.publish(context);
      asyncEnd.publish(context);
      return result;
    }
    return traced(this, context, () => {
      let promise = Reflect.apply(fn, thisArg, args);
      if (!(promise instanceof Promise)) promise = Promise.resolve(promise);
      return promise.then(resolve, reject);
    });
  }

  traceCallback(fn, position = -1, context = {}, thisArg, ...args) {
    if (!this.hasSubscribers) return Reflect.apply(fn, thisArg, args);
    const { asyncStart, asyncEnd, error } = this;
    const callback = args.at(position);
    checkFunction(callback, 'callback');
    function wrappedCallback(err, res) {
      if (err) {
        context.error = err;
        error.publish(context);
      } else {
        context.result = res;
      }
      // The callback runs in asyncStart's stores; asyncEnd follows it.
      asyncStart.runStores(context, () => {
        try {
          return Reflect.apply(callback, this, arguments);
        } finally {
          asyncEnd.publish(context);
        }
      });
    }
    args.splice(position, 1, wrappedCallback);
    return traced(this, context, () => Reflect.apply(fn, thisArg, args));
  }
}

// body() in the stores of tc's start channel (which publishes context
// first): a throw goes to the error channel with context.error set, and
// the end channel hears of context either way.
function traced(tc, context, body) {
  const { start, end, error } = tc;
  return start.runStores(context, () => {
    try {
      return body();
    } catch (err) {
      context.error = err;
      error.publish(context);
      throw err;
    } finally {
      end.publish(context);
    }
  });
}

function tracingChannel(nameOrChannels) {
  return new TracingChannel(nameOrChannels);
}

module.exports = { channel, hasSubscribers, subscribe, tracingChannel, unsubscribe, Channel };
