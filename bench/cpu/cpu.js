// bench/cpu: classic CPU-bound kernels written as plain functions over
// numbers and arrays: a sieve over a boolean array, a mandelbrot loop,
// an n-body simulation over objects, and schoolbook digit arithmetic
// (integer % and division on arrays of digits). Each prints a checksum so
// that scr's output is compared with Node's.

function sieve(n) {
  const flags = [];
  for (let i = 0; i <= n; i++) flags.push(true);
  flags[0] = flags[1] = false;
  for (let i = 2; i * i <= n; i++) {
    if (!flags[i]) continue;
    for (let j = i * i; j <= n; j += i) flags[j] = false;
  }
  let count = 0;
  for (let i = 0; i <= n; i++) if (flags[i]) count++;
  return count;
}

function mandelbrot(size) {
  let inside = 0;
  for (let y = 0; y < size; y++) {
    const ci = (2 * y) / size - 1;
    for (let x = 0; x < size; x++) {
      const cr = (2 * x) / size - 1.5;
      let zr = 0, zi = 0, k = 0;
      while (k < 50 && zr * zr + zi * zi <= 4) {
        const t = zr * zr - zi * zi + cr;
        zi = 2 * zr * zi + ci;
        zr = t;
        k++;
      }
      if (k === 50) inside++;
    }
  }
  return inside;
}

function nbody(steps) {
  const bodies = [];
  for (let i = 0; i < 5; i++) {
    bodies.push({ x: i, y: i * 0.5, z: -i, vx: 0.01 * i, vy: 0, vz: -0.01 * i, m: 1 + i });
  }
  const dt = 0.01;
  for (let s = 0; s < steps; s++) {
    for (let i = 0; i < bodies.length; i++) {
      const a = bodies[i];
      for (let j = i + 1; j < bodies.length; j++) {
        const b = bodies[j];
        const dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z;
        const d2 = dx * dx + dy * dy + dz * dz + 0.01;
        const mag = dt / (d2 * Math.sqrt(d2));
        a.vx -= dx * b.m * mag; a.vy -= dy * b.m * mag; a.vz -= dz * b.m * mag;
        b.vx += dx * a.m * mag; b.vy += dy * a.m * mag; b.vz += dz * a.m * mag;
      }
    }
    for (const b of bodies) { b.x += dt * b.vx; b.y += dt * b.vy; b.z += dt * b.vz; }
  }
  let e = 0;
  for (const b of bodies) e += 0.5 * b.m * (b.vx * b.vx + b.vy * b.vy + b.vz * b.vz);
  return e.toFixed(9);
}

// Digits of 2^n in base 10, least significant first, by repeated doubling.
function digits(n) {
  const d = [1];
  for (let k = 0; k < n; k++) {
    let carry = 0;
    for (let i = 0; i < d.length; i++) {
      const v = d[i] * 2 + carry;
      d[i] = v % 10;
      carry = (v - (v % 10)) / 10;
    }
    if (carry > 0) d.push(carry);
  }
  let sum = 0;
  for (let i = 0; i < d.length; i++) sum += d[i];
  return d.length + ":" + sum;
}

console.log("sieve", sieve(2000000));
console.log("mandelbrot", mandelbrot(1200));
console.log("nbody", nbody(1000000));
console.log("digits", digits(12000));
