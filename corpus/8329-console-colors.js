// The console colours what it prints as Node's does when FORCE_COLOR is
// set (read from process.env at each call) or the stream is a terminal
// with more than 2 bits of colour: util.inspect's colors for objects and
// format's %o/%O, none for %d or plain strings, a trace's message plain,
// console.table's cells coloured with widths that leave the escapes out.
console.log({ a: 1 }, 'plain');
console.table([{ s: '\x1b[31mred\x1b[39m', n: 1 }, { s: 'wide 漢字', n: 22 }]);
process.env.FORCE_COLOR = '1';
console.log({ a: 1, b: 's' }, [null, undefined, true], 'str', 5, 10n);
console.log('%s|%d|%i|%f|%j|%o|%O|%c', 'x', 5, 6.5, 1.5, { j: 1 }, { o: 1 }, { O: 1 }, 'css');
console.error(new Map([[1, 'x']]), new Set(['y']));
console.info(Symbol('s'), () => {}, class A {}, /re/g, new Date(0));
console.warn([1, [2, [3, [4]]]], { nested: { deeper: { deepest: {} } } });
console.dir({ d: 1 });
console.dir({ d: 1 }, { colors: false });
console.table([{ a: 1, b: 'x' }, { a: [1, 2, 3, 4], b: { c: 1, d: 2, e: 3 } }]);
console.trace('t %s', { t: 1 });
console.count();
console.group('g');
console.log({ inGroup: true });
console.groupEnd();
process.env.FORCE_COLOR = '0';
console.log({ a: 1 });
process.env.FORCE_COLOR = '3';
process.env.NO_COLOR = '';
console.log(1);
console.log(2);
delete process.env.FORCE_COLOR;
console.log({ a: 1 }, 'after');
