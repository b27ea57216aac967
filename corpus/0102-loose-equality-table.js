// Checks the == coercion table across primitives, null/undefined and objects.
const vals = [undefined, null, true, false, 0, -0, 1, "", "0", "1", " ", "\n", NaN, "abc", [], [0], [1], ["1"], [[]], {}];
const names = ["undefined", "null", "true", "false", "0", "-0", "1", '""', '"0"', '"1"', '" "', '"\\n"', "NaN", '"abc"', "[]", "[0]", "[1]", '["1"]', "[[]]", "{}"];
for (let i = 0; i < vals.length; i++) {
  let row = names[i].padEnd(10) + " ";
  for (let j = 0; j < vals.length; j++) {
    row += vals[i] == vals[j] ? "1" : ".";
  }
  console.log(row);
}
