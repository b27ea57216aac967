// JSON.stringify of a cycle: V8's message describes the path.
const o = {};
o.self = o;
try { JSON.stringify(o); } catch (e) { console.log(e.name + ": " + e.message); }
const p = { x: { y: [1] } };
p.x.y.push(p);
try { JSON.stringify(p); } catch (e) { console.log(e.message); }
class K { constructor() { this.me = this; } }
try { JSON.stringify(new K()); } catch (e) { console.log(e.message); }
