// Error.stackTraceLimit (an own, enumerable, writable number on Error, 10
// by default) bounds the frames a new error or Error.captureStackTrace
// keeps, read when the stack is captured: NaN and negatives keep none, a
// value that is not a number captures no stack at all. Error.prepareStackTrace
// (Node's default, ErrorPrepareStackTrace, until replaced) is called with
// the error and its CallSite objects when `stack` is first read, and its
// result becomes the stack.
const frameCount = (stack) => stack.split('\n').length - 1;

console.log(Object.getOwnPropertyNames(Error));
console.log(Object.getOwnPropertyNames(TypeError));
const limitDesc = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit');
console.log(limitDesc);
const prepDesc = Object.getOwnPropertyDescriptor(Error, 'prepareStackTrace');
console.log(typeof prepDesc.value, prepDesc.value.name, prepDesc.value.length, prepDesc.writable,
  prepDesc.enumerable, prepDesc.configurable);

function deep(n, make) {
  return n === 0 ? make() : deep(n - 1, make);
}
const newError = () => new Error('deep');
for (const limit of [3, 1, 0, -1, NaN, 2.5, 10]) {
  Error.stackTraceLimit = limit;
  const e = deep(20, newError);
  console.log('limit', limit, frameCount(e.stack), e.stack.split('\n')[0]);
}
for (const limit of ['3', undefined, null, {}]) {
  Error.stackTraceLimit = limit;
  const e = deep(20, newError);
  const d = Object.getOwnPropertyDescriptor(e, 'stack');
  console.log('not a number', String(limit), d.value, d.writable, d.enumerable, Object.keys(e));
}
delete Error.stackTraceLimit;
console.log('deleted', deep(5, newError).stack, Object.hasOwn(Error, 'stackTraceLimit'));
Error.stackTraceLimit = 4;
const target = {};
deep(20, () => Error.captureStackTrace(target));
console.log('captureStackTrace', frameCount(target.stack));
Error.stackTraceLimit = 0;
Error.captureStackTrace(target);
console.log('captureStackTrace 0', JSON.stringify(target.stack));
// The limit is read when the error is made, not when its stack is read.
Error.stackTraceLimit = 2;
const early = deep(20, newError);
Error.stackTraceLimit = 10;
console.log('captured at creation', frameCount(early.stack));

// prepareStackTrace runs on the first read of `stack`, once.
const defaultPrepare = Error.prepareStackTrace;
let calls = 0;
let seen;
Error.stackTraceLimit = 3;
function inner() {
  return new Error('lazy');
}
const lazy = deep(10, inner);
Error.prepareStackTrace = (err, sites) => {
  calls++;
  seen = { same: err === lazy, isArray: Array.isArray(sites), sites };
  return 42;
};
console.log('before read', calls);
console.log('stack', lazy.stack, lazy.stack, calls);
console.log('sites', seen.same, seen.isArray, seen.sites.length);
const site = seen.sites[0];
console.log('first site', site.getFunctionName(), typeof site.getLineNumber(),
  typeof site.getColumnNumber(), site.getFileName() === site.getScriptNameOrSourceURL(),
  String(site).startsWith('inner ('), site.isNative(), site.isEval(), site.getEvalOrigin());
console.log('call site', Object.prototype.toString.call(site), Object.keys(site),
  site.constructor.name, typeof Object.getPrototypeOf(site).getFunctionName);
try {
  site.getLineNumber.call({});
} catch (e) {
  console.log(e.name, e.message);
}
try {
  new site.constructor();
} catch (e) {
  console.log(e.name, e.message);
}
// The default formats what it is given; errors made while a user's
// function runs take the default form.
const sites = seen.sites;
console.log('default', defaultPrepare({ name: 'N', message: 'm' }, []),
  frameCount(defaultPrepare(new Error('x'), sites)));
console.log(JSON.stringify(defaultPrepare(new RangeError('r'), ['one', 'two'])));
Error.prepareStackTrace = (err, s) => {
  const nested = new Error('nested').stack;
  return `${err.message}: ${s.length} sites, nested ${nested.split('\n')[0]}`;
};
console.log(deep(10, inner).stack);
Error.prepareStackTrace = (err, s) => s.map((c) => c.getFunctionName()).join(' < ');
console.log(deep(1, inner).stack);
Error.prepareStackTrace = undefined;
console.log('unset', deep(10, inner).stack.split('\n')[0]);
Error.prepareStackTrace = defaultPrepare;
console.log('restored', frameCount(deep(10, inner).stack));
