// Timer callbacks get the Timeout object as this; toPrimitive gives a number.
const t = setTimeout(function () {
  console.log(this === t, typeof +t, typeof t[Symbol.toPrimitive]());
}, 1);
console.log(typeof t.ref, typeof t.unref, typeof t.refresh, t.hasRef());
