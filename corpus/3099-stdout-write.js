// process.stdout.write writes without a newline, in order with console.log.
process.stdout.write("a");
process.stdout.write("b\n");
console.log("c");
process.stdout.write(String(1 + 1) + "\n");
