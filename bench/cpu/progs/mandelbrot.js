// Floating point in a tight loop: points of the Mandelbrot set on a grid,
// with the escape-iteration total as the checksum.
function mandelbrot(size, limit) {
  let inside = 0, iters = 0;
  for (let y = 0; y < size; y++) {
    const ci = (2 * y) / size - 1;
    for (let x = 0; x < size; x++) {
      const cr = (2.5 * x) / size - 2;
      let zr = 0, zi = 0, k = 0;
      while (k < limit && zr * zr + zi * zi <= 4) {
        const t = zr * zr - zi * zi + cr;
        zi = 2 * zr * zi + ci;
        zr = t;
        k++;
      }
      iters += k;
      if (k === limit) inside++;
    }
  }
  return inside + ":" + iters;
}
console.log("mandelbrot", mandelbrot(1400, 200));
