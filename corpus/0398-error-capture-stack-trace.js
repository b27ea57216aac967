// Error.captureStackTrace(target, constructorOpt): an own, non-enumerable,
// writable, configurable `stack` on any object, headed by its name and
// message, whose frames start at the caller of constructorOpt when given;
// V8's TypeError for a primitive and for an object that cannot take the
// property. Custom error classes call it from their constructors.
function show(label, f) {
  try {
    console.log(label, f());
  } catch (e) {
    console.log(label, `${e.name}: ${e.message}`);
  }
}
// The first line and the function names of the frames (their positions
// are the file's, which depend on where it is).
const frames = (stack) => stack.split('\n').slice(1).map((l) => l.trim().split(' ')[1]).join(',');

show('primitive', () => Error.captureStackTrace(1));
show('nothing', () => Error.captureStackTrace());
show('returns', () => Error.captureStackTrace({}));
show('function', () => [Error.captureStackTrace.length, Error.captureStackTrace.name]);
show('own on Error only', () => [Object.hasOwn(Error, 'captureStackTrace'), Object.hasOwn(TypeError, 'captureStackTrace')]);

const named = { name: 'Named', message: 'with message' };
Error.captureStackTrace(named);
const d = Object.getOwnPropertyDescriptor(named, 'stack');
show('descriptor', () => [typeof d.value, d.writable, d.enumerable, d.configurable]);
show('header', () => named.stack.split('\n')[0]);
const plain = {};
Error.captureStackTrace(plain);
show('plain header', () => plain.stack.split('\n')[0]);

function leaf(skip) {
  const o = {};
  Error.captureStackTrace(o, skip);
  return o.stack;
}
function middle(skip) {
  return leaf(skip);
}
function top(skip) {
  return middle(skip);
}
show('all frames', () => frames(top()).split(',').slice(0, 3).join(','));
show('from caller of leaf', () => frames(top(leaf)).split(',').slice(0, 2).join(','));
show('from caller of middle', () => frames(top(middle)).split(',')[0]);
show('skipping show leaves its callers', () => frames(top(show)) === '');

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    Error.captureStackTrace(this, HttpError);
  }
}
function fail() {
  throw new HttpError(404, 'not found');
}
try {
  fail();
} catch (e) {
  show('subclass', () => [e.stack.split('\n')[0], frames(e.stack).split(',')[0], e instanceof HttpError]);
  show('keys', () => Object.keys(e));
}
const err = new Error('first');
err.message = 'changed';
Error.captureStackTrace(err);
show('error re-captured', () => err.stack.split('\n')[0]);
show('frozen', () => Error.captureStackTrace(Object.freeze({})));
show('stack replaced', () => {
  const o = { stack: 'old' };
  Error.captureStackTrace(o);
  return o.stack.startsWith('Error\n');
});
