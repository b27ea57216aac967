// search: index of the first match, ignoring lastIndex and the g flag.
console.log("hello world".search(/o/), "hello world".search(/z/), "hello".search("l+"));
const r = /o/g;
r.lastIndex = 7;
console.log("hello world".search(r), r.lastIndex);
console.log("aBc".search(/b/i), "".search(/^$/), "abc".search());
