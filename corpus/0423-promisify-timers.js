// util.promisify(setTimeout) and util.promisify(setImmediate) are
// timers/promises' functions, through the enumerable getters Node defines
// as setTimeout[util.promisify.custom] and setImmediate's; setInterval
// has none and promisifies as any callback function.
import util from 'node:util';
import tp from 'node:timers/promises';
import timers from 'node:timers';

const custom = util.promisify.custom;
console.log(Object.getOwnPropertyDescriptor(setTimeout, custom));
console.log(Object.getOwnPropertyDescriptor(setImmediate, custom));
console.log(Object.getOwnPropertyDescriptor(setInterval, custom));
console.log(setTimeout[custom] === tp.setTimeout, setImmediate[custom] === tp.setImmediate,
  timers.setTimeout === setTimeout);
const sleep = util.promisify(setTimeout);
const immediate = util.promisify(setImmediate);
console.log(sleep === tp.setTimeout, immediate === tp.setImmediate, typeof sleep, sleep.name,
  sleep === util.promisify(setTimeout));
console.log(await sleep(10, 'v'), await immediate('imm'), await sleep());
try {
  await sleep('x');
} catch (e) {
  console.log(e.code, e.message);
}
const interval = util.promisify(setInterval);
console.log(typeof interval, interval === util.promisify(setInterval));
