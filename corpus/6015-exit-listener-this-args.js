// 'exit' listeners run with `this` = process and one argument; once
// listeners run once, in registration order with the others.
process.once('exit', function (c) { console.log('once', this === process, arguments.length, c); });
process.on('exit', function (c) { console.log('on', this === process, arguments.length, c); });
process.prependListener('exit', () => console.log('prepended'));
process.exit(0);
