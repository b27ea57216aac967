// Object.defineProperty forms the lexer accepts: value, and getters returning an identifier or a member.
globalThis.order.push("define.cjs");
const inner = { v: "member" };
const g = "getter";
Object.defineProperty(exports, "__esModule", { value: true });
Object.defineProperty(exports, "fromDefine", { value: "value" });
Object.defineProperty(exports, "fromGetter", { enumerable: true, get: function () { return g; } });
Object.defineProperty(exports, "viaMember", { enumerable: true, get() { return inner.v; } });
Object.defineProperty(exports, "hidden", { enumerable: true, get: () => "arrow getters are not detected" });
