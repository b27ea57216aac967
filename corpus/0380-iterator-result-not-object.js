// Iterator results that are not objects: each protocol step that reads a
// result (next, return on an early exit, yield* forwarding, for await over
// async and sync iterators) throws V8's TypeError naming the value.
function iterOf(nextResult, returnResult) {
  return {
    [Symbol.iterator]() {
      return {
        next() { return nextResult; },
        return() { return returnResult; },
      };
    },
  };
}
function asyncIterOf(nextResult) {
  return { [Symbol.asyncIterator]() { return { next() { return Promise.resolve(nextResult); } }; } };
}
function report(label, f) {
  try {
    const r = f();
    console.log(label, 'ok', r);
  } catch (e) {
    console.log(label, e.constructor.name, e.message);
  }
}
for (const v of [1, 'str', undefined, null, true, Symbol('s'), 10n]) {
  report('for-of', () => { for (const x of iterOf(v)) return x; });
  report('spread', () => [...iterOf(v)].length);
  report('destructure', () => { const [a] = iterOf(v); return a; });
  report('Array.from', () => Array.from(iterOf(v)).length);
  report('new Set', () => new Set(iterOf(v)).size);
}
// return() on an early exit: a non-object result throws only when the loop
// was left normally (break), not when it was left by a throw.
report('break', () => { for (const x of iterOf({ value: 1, done: false }, 42)) break; return 'after'; });
report('throw', () => { for (const x of iterOf({ value: 1, done: false }, 42)) throw new Error('body'); });
report('destructure-return', () => { const [a] = iterOf({ value: 7, done: false }, 'nope'); return a; });
function* delegate(inner) { return yield* inner; }
report('yield*', () => delegate(iterOf(5)).next());
report('yield* return', () => {
  const g = delegate(iterOf({ value: 1, done: false }, 'x'));
  g.next();
  return g.return(9);
});
async function main() {
  for (const v of [3, null, 'a']) {
    try {
      for await (const x of asyncIterOf(v)) console.log('got', x);
    } catch (e) {
      console.log('for await', e.constructor.name, e.message);
    }
    try {
      for await (const x of iterOf(v)) console.log('got', x);
    } catch (e) {
      console.log('for await sync', e.constructor.name, e.message);
    }
  }
  async function* adelegate(inner) { return yield* inner; }
  try {
    await adelegate(asyncIterOf(4)).next();
  } catch (e) {
    console.log('async yield*', e.constructor.name, e.message);
  }
  try {
    for await (const x of iterOf({ value: 1, done: false }, 0)) break;
  } catch (e) {
    console.log('for await break', e.constructor.name, e.message);
  }
}
main();
// Strings appear as they are: unquoted, uncut, lone surrogates kept.
for (const v of ['x'.repeat(300), 'a\nb', '', '\uD800z', 'é😀']) {
  try {
    for (const x of iterOf(v));
  } catch (e) {
    console.log(e.message.length, JSON.stringify(e.message.slice(0, 40)));
  }
}
