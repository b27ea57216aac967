// console.log of dates: ISO form, Invalid Date, in arrays and objects.
const d = new Date(Date.UTC(2020, 0, 1));
console.log(d);
console.log([d, new Date(NaN)]);
console.log({ created: d, nested: { at: new Date(0) } });
console.log(new Date(-62198755200000), new Date(8.64e15));
console.log("%s|%o", "x", new Date(86400000));
