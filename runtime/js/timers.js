// timers.js - node:timers: the global timer functions, the promise API
// (node:timers/promises) as `promises`, and the legacy active/enroll
// family (docs/node.md, "timers").
'use strict';

const util = require('node:util');

// Objects armed by active() or _unrefActive() after enroll(): item ->
// the Timeout that calls item._onTimeout().
const armed = new WeakMap();

function isTimeout(item) {
  return item !== null && typeof item === 'object' && typeof item.refresh === 'function' &&
    typeof item.hasRef === 'function' && !armed.has(item) && item._onTimeout === undefined;
}

function disarm(item) {
  const t = armed.get(item);
  if (t !== undefined) {
    clearTimeout(t);
    armed.delete(item);
  }
}

// (Re)starts item's timer: a Timeout restarts; an enrolled object gets a
// timer of its _idleTimeout that calls its _onTimeout.
function arm(item, ref) {
  if (isTimeout(item)) {
    item.refresh();
    return;
  }
  const ms = item._idleTimeout;
  if (typeof ms !== 'number' || ms < 0) return;
  disarm(item);
  const t = setTimeout(() => {
    armed.delete(item);
    if (typeof item._onTimeout === 'function') item._onTimeout();
  }, ms);
  if (!ref) t.unref();
  armed.set(item, t);
}

function active(item) {
  arm(item, true);
}

function _unrefActive(item) {
  arm(item, false);
}

function unenrollItem(item) {
  disarm(item);
  item._idleTimeout = -1;
}

function enrollItem(item, msecs) {
  if (typeof msecs !== 'number') {
    throw require('node:stream')._errors.invalidArgType('msecs', 'of type number', msecs);
  }
  if (!(msecs >= 0) || msecs === Infinity) {
    throw require('node:stream')._errors.outOfRange('msecs', 'a non-negative finite number', msecs);
  }
  if (msecs > 2147483647) {
    process.emitWarning(`${msecs} does not fit into a 32-bit signed integer.` +
      '\nTimer duration was truncated to 2147483647.', 'TimeoutOverflowWarning');
    msecs = 2147483647;
  }
  unenrollItem(item);
  item._idleTimeout = msecs;
}

exports.setTimeout = setTimeout;
exports.clearTimeout = clearTimeout;
exports.setImmediate = setImmediate;
exports.clearImmediate = clearImmediate;
exports.setInterval = setInterval;
exports.clearInterval = clearInterval;
exports._unrefActive = util.deprecate(_unrefActive,
  'timers._unrefActive() is deprecated. Please use timeout.refresh() instead.', 'DEP0127');
exports.active = util.deprecate(active,
  'timers.active() is deprecated. Please use timeout.refresh() instead.', 'DEP0126');
exports.unenroll = util.deprecate(function unenroll(item) { unenrollItem(item); },
  'timers.unenroll() is deprecated. Please use clearTimeout instead.', 'DEP0096');
exports.enroll = util.deprecate(function enroll(item, msecs) { enrollItem(item, msecs); },
  'timers.enroll() is deprecated. Please use setTimeout instead.', 'DEP0095');
exports.promises = require('node:timers/promises');
