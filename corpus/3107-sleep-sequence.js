// await sleep() sequences timers.
const sleep = (ms, v) => new Promise(r => setTimeout(() => r(v), ms));
async function main() {
  console.log(await sleep(3, "a"));
  console.log(await sleep(1, "b"));
  const all = await Promise.all([sleep(4, "x"), sleep(2, "y")]);
  console.log(all);
}
main();
