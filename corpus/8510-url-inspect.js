// console.log and util.inspect of URL, URLSearchParams and its iterators
// as Node's custom inspectors print them: nesting, depth limits, long
// lists, subclasses.
import util from "node:util";
const u = new URL("https://user:pw@example.com:8080/a/b?x=1&y=2#frag");
console.log(u);
console.log([u]);
console.log({ a: { b: u } });
console.log({ a: { b: { c: u } } });
console.log({ a: { b: { c: u.searchParams } } });
console.log({ a: { b: u.searchParams } });
console.log(util.inspect(u, { depth: 0 }));
console.log(util.inspect({ u }, { depth: 0 }));
console.log(util.inspect(u, { breakLength: 20 }));
console.log(util.inspect(u, { depth: Infinity }));
class MyURL extends URL {}
console.log(new MyURL("http://b/"));
console.log(u.searchParams, new URLSearchParams(), new URLSearchParams({ "it's": 'q"o' }));
console.log(new URLSearchParams("a=1&b=" + "x".repeat(80)));
console.log(u.searchParams.keys(), u.searchParams.values(), u.searchParams.entries());
const it = u.searchParams.keys();
it.next();
console.log(it);
it.next();
console.log(it);
console.log(new URLSearchParams("k=" + "v".repeat(30) + "&k2=" + "w".repeat(30)).entries());
console.log(`${u}`, [new URL("sc:x"), new URL("file:///tmp")]);
console.log(util.format("%s %j", u, u));
