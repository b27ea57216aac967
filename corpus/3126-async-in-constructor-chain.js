// Async factory pattern with class instances.
class Conn { constructor(id) { this.id = id; } static async open(id) { await null; return new Conn(id); } async query(q) { await null; return `${this.id}:${q}`; } }
(async () => {
  const cs = await Promise.all([1, 2, 3].map(i => Conn.open(i)));
  const rs = await Promise.all(cs.map(c => c.query("select")));
  console.log(rs);
})();
