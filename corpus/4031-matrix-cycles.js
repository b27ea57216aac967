// A grid of cells linked to their four neighbours (many small cycles).
function grid(n) {
  const rows = [];
  for (let y = 0; y < n; y++) { const row = []; for (let x = 0; x < n; x++) row.push({ x, y }); rows.push(row); }
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) {
    const c = rows[y][x];
    c.right = rows[y][(x + 1) % n]; c.down = rows[(y + 1) % n][x];
    c.left = rows[y][(x + n - 1) % n]; c.up = rows[(y + n - 1) % n][x];
  }
  return rows[0][0];
}
for (let r = 0; r < 3; r++) {
  let c = grid(150), s = 0;
  for (let i = 0; i < 150; i++) { s += c.x + c.y; c = c.right.down; }
  console.log(r, s);
}
