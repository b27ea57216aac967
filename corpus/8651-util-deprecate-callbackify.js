// util.deprecate: the warning once, on the first call, after the current
// code (a tick later), the wrapped function called or constructed;
// util.callbackify: (err, value) on a later tick, and Node's error for a
// falsy rejection.
import util from 'node:util';

const oldAdd = util.deprecate((a, b) => a + b, 'oldAdd() is deprecated', 'DEP_SCR1');
console.error('before the first call');
console.log(oldAdd(1, 2), oldAdd(3, 4), oldAdd.name);
console.error('after the calls');

class Point {
  constructor(x) { this.x = x; }
}
const OldPoint = util.deprecate(Point, 'OldPoint is deprecated');
const p = new OldPoint(5);
console.log(p.x, p instanceof Point);

async function double(x) {
  if (x < 0) throw new RangeError('negative');
  return x * 2;
}
const doubleCb = util.callbackify(double);
console.log(doubleCb.name);
doubleCb(21, (err, v) => console.log('callback', err, v));
doubleCb(-1, (err) => console.log('callback', err.name, err.message));
util.callbackify(async () => { throw null; })((err) => {
  console.log('falsy', err.code, err.message, err.reason);
});
console.log('sync end');

try {
  util.deprecate('not a function');
} catch (e) {
  console.log(e.name, e.message);
}
