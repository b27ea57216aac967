// Async arrows capture this and arguments of the enclosing function.
const obj = {
  name: "obj",
  run() {
    const inner = async () => { await null; return this.name + " " + arguments.length; };
    return inner();
  },
};
obj.run(1, 2, 3).then(v => console.log(v));
