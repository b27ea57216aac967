// util.promisify: a callback-last function becomes one returning a promise
// (this kept, a synchronous throw rejecting), util.promisify.custom, the
// result promisified again, and a bad argument.
import util, { promisify } from 'node:util';

function add(a, b, done) {
  setTimeout(() => done(a === 0 ? new Error('zero') : null, a + b), 1);
}
const addP = promisify(add);
console.log(addP.name, typeof addP, promisify(addP) === addP);
console.log(util.promisify.custom === Symbol.for('nodejs.util.promisify.custom'));
console.log(await addP(1, 2));
try {
  await addP(0, 1);
} catch (e) {
  console.log('rejected', e.message);
}

function thrower() {
  throw new Error('thrown before the callback');
}
await promisify(thrower)().catch((e) => console.log('rejected', e.message));

function custom() {}
custom[promisify.custom] = () => 'the custom one';
console.log(promisify(custom)());

const counter = { base: 10, add(x, cb) { cb(null, this.base + x); } };
counter.addP = promisify(counter.add);
console.log(await counter.addP(5));

function twoValues(cb) { cb(null, 'first', 'second'); }
console.log(await promisify(twoValues)());

try {
  promisify(42);
} catch (e) {
  console.log(e.name, e.code, e.message);
}
