// A small text-processing program built on regexes.
const text = `Name: Alice, Age: 30, Email: alice@example.com
Name: Bob, Age: 25, Email: bob@test.org
Name: Carol, Age: 41, Email: carol@example.com`;
const re = /^Name: (?<name>\w+), Age: (?<age>\d+), Email: (?<email>[\w.]+@(?<domain>[\w.]+))$/gm;
const people = [...text.matchAll(re)].map((m) => ({ ...m.groups, age: Number(m.groups.age) }));
console.log(people);
const byDomain = new Map();
for (const p of people) byDomain.set(p.domain, [...(byDomain.get(p.domain) ?? []), p.name]);
console.log(byDomain);
console.log(text.replace(/\d+/g, (n) => String(n * 2)).split("\n")[1]);
console.log("  trim   me  ".replace(/^\s+|\s+$/g, "").replace(/\s+/g, " "));
console.log("snake_case_words".replace(/_(\w)/g, (_, c) => c.toUpperCase()), "camelCaseWords".replace(/[A-Z]/g, (c) => "_" + c.toLowerCase()));
