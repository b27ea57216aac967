// replace with a function: arguments, named groups object, return values converted.
const out = "a1b22".replace(/(\d+)/g, (match, p1, offset, string) => {
  console.log(match, p1, offset, string);
  return `<${match.length}>`;
});
console.log(out);
console.log("2024-05-06".replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, (...args) => {
  const groups = args[args.length - 1];
  return `${groups.d}/${groups.m}/${groups.y} (${args.length} args)`;
}));
console.log("abc".replace(/b/, () => 42), "abc".replace(/b/, () => undefined), "abc".replace(/(x)?b/, (m, p) => String(p)));
