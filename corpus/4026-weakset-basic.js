// WeakSet membership.
const ws = new WeakSet();
const objs = [];
for (let i = 0; i < 50; i++) { const o = { i }; objs.push(o); if (i % 3 === 0) ws.add(o); }
let n = 0;
for (const o of objs) if (ws.has(o)) n++;
console.log(n, ws.delete(objs[0]), ws.has(objs[0]), ws.add(objs[1]) === ws);
const ws2 = new WeakSet([objs[2], objs[4]]);
console.log(ws2.has(objs[2]), ws2.has(objs[3]));
