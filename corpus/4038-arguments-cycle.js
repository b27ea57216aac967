// An arguments object stored into an object that is one of the arguments.
function tie(o, x) { o.args = arguments; return o.args[1]; }
let s = 0;
for (let i = 0; i < 5000; i++) s += tie({}, i);
console.log(s);
