// for await over an array of promises and values.
async function main() {
  for await (const v of [Promise.resolve("a"), "b", new Promise(r => setTimeout(() => r("c"), 1))]) console.log(v);
}
main();
