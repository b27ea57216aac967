// JSON: build records, stringify them, parse them back, and walk the result.
function makeRecord(i) {
  return {
    id: i,
    name: "user" + i,
    active: i % 3 !== 0,
    score: (i * 37) % 1000 / 10,
    tags: ["t" + (i % 5), "g" + (i % 11)],
    address: { street: i + " Main St", zip: String(10000 + (i % 9000)), geo: [i % 90, -(i % 180)] },
    note: i % 7 === 0 ? null : "quote \" and \\ and \n newline " + i,
  };
}
const records = [];
for (let i = 0; i < 2000; i++) records.push(makeRecord(i));

let check = 0;
for (let round = 0; round < 40; round++) {
  const text = JSON.stringify(records);
  check = (check + text.length) % 1000000007;
  const back = JSON.parse(text);
  for (const r of back) {
    if (r.active) check = (check + r.id + r.tags[1].length + r.address.geo[0]) % 1000000007;
    check = (check + Math.round(r.score)) % 1000000007;
  }
  const pretty = JSON.stringify(back.slice(0, 100), null, 2);
  check = (check + pretty.length) % 1000000007;
  records[round].score += 1;
}
console.log("json", check);
