// String building: concatenation in loops, template literals, join, slicing,
// charCodeAt scanning, split and indexOf.
let check = 0;
for (let round = 0; round < 200; round++) {
  let s = "";
  for (let i = 0; i < 5000; i++) s += String.fromCharCode(97 + ((i * 7 + round) % 26));
  for (let i = 0; i < s.length; i++) check = (check * 31 + s.charCodeAt(i)) % 1000000007;

  const parts = [];
  for (let i = 0; i < 2000; i++) parts.push(`item-${i}:${(i * round) % 97}`);
  const joined = parts.join(",");
  const back = joined.split(",");
  check = (check + back.length + joined.length) % 1000000007;
  let found = 0, at = 0;
  while ((at = joined.indexOf("-1", at)) !== -1) { found++; at += 2; }
  check = (check + found) % 1000000007;

  let words = "";
  for (let i = 0; i < 3000; i++) {
    const w = s.slice(i, i + 5).toUpperCase();
    words += w + (i % 10 === 9 ? "\n" : " ");
  }
  const lines = words.split("\n");
  for (const line of lines) check = (check + line.trim().length) % 1000000007;
}
console.log("strings", check);
