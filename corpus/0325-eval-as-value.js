// eval read as a value and called with what is not source text. A string
// is source, which an ahead-of-time compiler cannot run (program 0326);
// anything else comes back as it is, through a direct or an indirect call.
// Libraries read eval without calling it: get-intrinsic's table holds it.
const d = Object.getOwnPropertyDescriptor(globalThis, "eval");
console.log(typeof d.value, d.writable, d.enumerable, d.configurable, d.value === eval);
console.log(eval.name, eval.length, Object.getPrototypeOf(eval) === Function.prototype);
console.log(String(eval), "prototype" in eval, Object.hasOwn(eval, "caller"));
try {
  new eval(1);
} catch (e) {
  console.log(e.name, e.message);
}

const o = { k: 1 };
console.log(eval(o) === o, eval(42), eval(), eval(null), eval(12n), (0, eval)(true));
const sym = Symbol("s");
console.log(eval(sym) === sym);
// A String object is not source: only a primitive string is.
const boxed = new String("1 + 1");
console.log(eval(boxed) === boxed, typeof eval(boxed));

const intrinsics = { "%eval%": eval, "%EvalError%": EvalError, "%Function%": Function };
console.log(Object.keys(intrinsics), typeof intrinsics["%eval%"], intrinsics["%eval%"] === globalThis.eval);
const myEval = eval;
console.log(myEval([1, 2]), eval.call({}, 7), eval.apply(null, [8]), Reflect.apply(eval, undefined, [9]));
console.log(eval.bind(null)(10), [3, 4].map(eval));

// The global binding is writable: a program may replace it.
const saved = globalThis.eval;
globalThis.eval = (x) => `replaced ${x}`;
console.log(eval("code"));
globalThis.eval = saved;
console.log(eval === saved);
