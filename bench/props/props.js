// bench/props/props.js - a property-access workload: objects built by
// constructors and literals, reads and writes of named properties, method
// calls through prototypes (one and two levels up), and a few objects that
// outgrow the small inline slot area. No cycles, so the collector has
// little to do: what is measured is property access and allocation.

class Vec {
  constructor(x, y) {
    this.x = x;
    this.y = y;
  }
  add(o) {
    return new Vec(this.x + o.x, this.y + o.y);
  }
  dot(o) {
    return this.x * o.x + this.y * o.y;
  }
}

class Particle {
  constructor(id) {
    this.id = id;
    this.pos = new Vec(id % 17, id % 13);
    this.vel = new Vec(1, -1);
    this.mass = 1 + (id % 5);
    this.alive = true;
    this.hits = 0;
  }
  step() {
    this.pos = this.pos.add(this.vel);
    if (this.pos.x > 100 || this.pos.x < 0) this.vel.x = -this.vel.x;
    if (this.pos.y > 100 || this.pos.y < 0) this.vel.y = -this.vel.y;
    this.hits = this.hits + 1;
  }
  energy() {
    return this.mass * this.vel.dot(this.vel);
  }
}

class Heavy extends Particle {
  constructor(id) {
    super(id);
    this.mass = this.mass * 10;
  }
}

const particles = [];
for (let i = 0; i < 1000; i++) particles.push(i % 4 === 0 ? new Heavy(i) : new Particle(i));

let total = 0;
for (let round = 0; round < 300; round++) {
  for (let i = 0; i < particles.length; i++) {
    const p = particles[i];
    p.step();
    total += p.energy();
  }
}

let sum = 0;
for (let i = 0; i < 300000; i++) {
  const o = { a: i, b: i + 1, c: i + 2 };
  o.d = o.a + o.b;
  sum += o.d - o.c;
}

let checksum = 0;
for (const p of particles) checksum += p.pos.x * 3 + p.pos.y + p.hits;
console.log(`energy ${total} sum ${sum} checksum ${checksum}`);
