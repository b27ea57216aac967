// A hub with 100,000 children that all point back at it.
let hub = { kids: [] };
for (let i = 0; i < 100000; i++) hub.kids.push({ i, hub });
let ok = 0;
for (const k of hub.kids) if (k.hub === hub) ok++;
console.log(ok);
hub = null;
console.log('dropped');
