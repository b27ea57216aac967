// Checks a realistic program: small vector and matrix classes with multiplication, determinant and inverse.
class Vec {
  constructor(...xs) { this.xs = xs; }
  get dim() { return this.xs.length; }
  add(o) { return new Vec(...this.xs.map((x, i) => x + o.xs[i])); }
  scale(k) { return new Vec(...this.xs.map((x) => x * k)); }
  dot(o) { return this.xs.reduce((s, x, i) => s + x * o.xs[i], 0); }
  norm() { return Math.sqrt(this.dot(this)); }
  cross(o) {
    const [a, b, c] = this.xs, [d, e, f] = o.xs;
    return new Vec(b * f - c * e, c * d - a * f, a * e - b * d);
  }
  toString() { return `(${this.xs.join(", ")})`; }
}

class Matrix {
  constructor(rows) { this.rows = rows.map((r) => [...r]); }
  static identity(n) {
    return new Matrix(Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))));
  }
  get n() { return this.rows.length; }
  mul(o) {
    if (o instanceof Vec) return new Vec(...this.rows.map((r) => new Vec(...r).dot(o)));
    const cols = o.rows[0].length;
    return new Matrix(this.rows.map((r) => Array.from({ length: cols }, (_, j) => r.reduce((s, x, k) => s + x * o.rows[k][j], 0))));
  }
  transpose() { return new Matrix(this.rows[0].map((_, j) => this.rows.map((r) => r[j]))); }
  minor(i, j) {
    return new Matrix(this.rows.filter((_, r) => r !== i).map((r) => r.filter((_, c) => c !== j)));
  }
  det() {
    if (this.n === 1) return this.rows[0][0];
    if (this.n === 2) return this.rows[0][0] * this.rows[1][1] - this.rows[0][1] * this.rows[1][0];
    return this.rows[0].reduce((s, x, j) => s + (j % 2 ? -1 : 1) * x * this.minor(0, j).det(), 0);
  }
  inverse() {
    const d = this.det();
    if (d === 0) throw new RangeError("matrix is singular");
    const cof = this.rows.map((r, i) => r.map((_, j) => ((i + j) % 2 ? -1 : 1) * this.minor(i, j).det()));
    return new Matrix(new Matrix(cof).transpose().rows.map((r) => r.map((x) => x / d)));
  }
  toString() {
    const cells = this.rows.map((r) => r.map((x) => (Math.round(x * 1000) / 1000).toString()));
    const w = Math.max(...cells.flat().map((c) => c.length));
    return cells.map((r) => "[ " + r.map((c) => c.padStart(w)).join(" ") + " ]").join("\n");
  }
}

const a = new Vec(1, 2, 3), b = new Vec(4, -5, 6);
console.log(`${a} + ${b} = ${a.add(b)}`);
console.log("dot", a.dot(b), "cross", String(a.cross(b)), "norm", a.norm().toFixed(4), "scaled", `${a.scale(0.5)}`);
const m = new Matrix([[2, 0, 1], [1, 3, 2], [1, 1, 2]]);
console.log(String(m));
console.log("det", m.det());
const inv = m.inverse();
console.log(String(inv));
console.log(String(m.mul(inv)));
console.log(String(m.mul(a)), String(Matrix.identity(3).mul(b)));
console.log(String(m.transpose()));
try {
  new Matrix([[1, 2], [2, 4]]).inverse();
} catch (e) {
  console.log(e.name, e.message);
}
const rot = (t) => new Matrix([[Math.cos(t), -Math.sin(t)], [Math.sin(t), Math.cos(t)]]);
console.log(String(rot(Math.PI / 2).mul(new Vec(1, 0))), rot(Math.PI / 3).det());
console.log(m);
