// util.types predicates.
import { types } from "node:util";
console.log(types.isDate(new Date(0)), types.isDate({}), types.isRegExp(/x/), types.isMap(new Map()), types.isSet(new Set()));
console.log(types.isPromise(Promise.resolve()), types.isWeakMap(new WeakMap()), types.isNativeError(new TypeError("t")));
console.log(types.isBoxedPrimitive(new Number(1)), types.isBoxedPrimitive(1), types.isStringObject(new String("")));
console.log(types.isGeneratorFunction(function* () {}), types.isAsyncFunction(async () => {}), types.isAsyncFunction(() => {}));
