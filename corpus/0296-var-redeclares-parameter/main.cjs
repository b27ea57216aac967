// A `var` declaration that redeclares a parameter writes that parameter:
// reads in the same declaration see the old value, later reads the new
// one (sloppy and strict code alike; here sloppy, CommonJS).

function destructure(x) {
    var { a: x, b } = x;
    return [x, b];
}
console.log(destructure({ a: 1, b: 2 }));

function arrayPattern(list) {
    var [list, second] = list;
    return [list, second];
}
console.log(arrayPattern(["first", "second"]));

function plain(y) {
    var y = y + 1;
    return y;
}
console.log(plain(1));

function noInit(z) {
    var z;
    return z;
}
console.log(noInit("kept"));
