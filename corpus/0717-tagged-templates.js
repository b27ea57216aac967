// Tagged templates: the strings array (cooked, raw, frozen, one object per
// site), substitutions evaluated once and in order, member tags getting
// their base as this, invalid escapes, String.raw, and tags that return
// anything.
function show(strings, ...values) {
  return JSON.stringify({ cooked: [...strings], raw: strings.raw, values });
}
console.log(show`plain`);
console.log(show``);
console.log(show`${1}`);
console.log(show`a${1}b${"two"}c${[3]}d`);
console.log(show`line1
line2\n\t${"x"}\u0041\x42`);
console.log(show`bad \unicode and \xZZ ${0} ok \u{1F600}`);
console.log(show`octal-like \1 and \0 end`);

const sites = [];
function keep(strings) {
  sites.push(strings);
  return strings;
}
for (let i = 0; i < 3; i++) keep`same site ${i}`;
keep`same site ${0}`;
console.log("one object per site:", sites[0] === sites[1], sites[1] === sites[2], sites[0] === sites[3]);
const s = sites[0];
console.log("frozen:", Object.isFrozen(s), Object.isFrozen(s.raw), Array.isArray(s), Array.isArray(s.raw));
console.log("raw descriptor:", JSON.stringify(Object.getOwnPropertyDescriptor(s, "raw").writable),
  Object.getOwnPropertyDescriptor(s, "raw").enumerable, Object.keys(s).join(","));
try {
  s[0] = "changed";
} catch (e) {
  console.log(e.constructor.name + ": " + e.message);
}

const order = [];
const val = (name) => { order.push(name); return name; };
function tagOrder(strings, ...v) { order.push("tag"); return v.join("+"); }
console.log((order.push("get tag"), tagOrder)`${val("a")}-${val("b")}`, order.join(" > "));

const obj = {
  prefix: ">>",
  tag(strings, ...v) { return this.prefix + strings.join("|") + v.join(","); },
  nested: { deep(strings) { return this === obj.nested; } },
};
console.log(obj.tag`x${1}y`);
console.log(obj["tag"]`computed${2}`);
console.log(obj.nested.deep`this is the base`);

console.log(String.raw`C:\new\table ${"and"} \u00e9`);
console.log(String.raw({ raw: ["a", "b", "c"] }, 1, 2, 3));

const curried = (a) => (b) => (strings, ...v) => `${a}${b}${strings.raw.join("_")}${v.length}`;
console.log(curried("p")("q")`one${1}two`);
console.log(typeof ((s) => s)`t`, ((s) => s.length)`a${1}b${2}c`);

function html(strings, ...v) {
  return strings.reduce((out, str, i) => out + str + (i < v.length ? String(v[i]).replace(/</g, "&lt;") : ""), "");
}
console.log(html`<p>${"<b>bold</b>"} and ${42}</p>`);

class Q {
  static sql(strings, ...v) { return { text: strings.join("?"), params: v }; }
}
console.log(JSON.stringify(Q.sql`SELECT * FROM t WHERE a = ${1} AND b = ${"x"}`));

try {
  const notFn = 5;
  notFn`boom`;
} catch (e) {
  console.log(e.constructor.name + ": " + e.message);
}
try {
  obj.missing`boom`;
} catch (e) {
  console.log(e.constructor.name + ": " + e.message);
}
