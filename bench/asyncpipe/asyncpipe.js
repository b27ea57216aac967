// asyncpipe: batches of requests; each request awaits three async functions
// with two awaits each; a Promise.all fan-out per batch; a setTimeout(0)
// yield at each batch boundary; Map/Set and template literals.
// Map and Set are used when the runtime has them; until they land in scr a
// small object-backed stand-in with the same behaviour is used (the output
// is the same either way).
class ObjMap {
  constructor() { this.o = Object.create(null); this.n = 0; }
  get(k) { return this.o[k]; }
  set(k, v) { if (!(k in this.o)) this.n++; this.o[k] = v; return this; }
  has(k) { return k in this.o; }
  get size() { return this.n; }
}
class ObjSet {
  constructor() { this.m = new ObjMap(); }
  add(k) { this.m.set(k, true); return this; }
  has(k) { return this.m.has(k); }
  get size() { return this.m.size; }
}
const MapC = typeof Map === "function" ? Map : ObjMap;
const SetC = typeof Set === "function" ? Set : ObjSet;

const BATCHES = Number(process.argv[2]) || 400;
const WIDTH = 64;

const cache = new MapC();
const seenUsers = new SetC();

async function parse(req) {
  const id = await req.id;
  const user = await `user${id % 97}`;
  return { id, user, path: `/items/${id % 13}` };
}

async function lookup(parsed) {
  const hit = await cache.get(parsed.path);
  const value = hit ?? (await Promise.resolve(parsed.path.length * 7));
  if (hit === undefined) cache.set(parsed.path, value);
  return value + parsed.id;
}

async function render(parsed, value) {
  seenUsers.add(parsed.user);
  const head = await `<${parsed.user}>`;
  const body = await `${head}${parsed.path}=${value}`;
  return body.length;
}

async function handle(req) {
  const parsed = await parse(req);
  const value = await lookup(parsed);
  return render(parsed, value);
}

async function main() {
  let total = 0;
  let next = 0;
  for (let b = 0; b < BATCHES; b++) {
    const reqs = [];
    for (let i = 0; i < WIDTH; i++) reqs.push(handle({ id: next++ }));
    const sizes = await Promise.all(reqs);
    for (const s of sizes) total += s;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  console.log(`requests=${next} total=${total} users=${seenUsers.size} paths=${cache.size}`);
}

main();
