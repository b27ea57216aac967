// Captures inside a quantified group are reset at the start of each
// iteration (V8 and the spec; PCRE/Perl keep the last iteration's), and an
// iteration that matches empty after the minimum count is rejected.
console.log(/(?:(a)|b)+/.exec("ab"));
console.log(/(z)((a+)?(b+)?(c))*/.exec("zaacbbbcac"));
console.log(/(?:(x)|(y))*/.exec("xyx"));
console.log(/(a*)*b/.exec("aaab"));
console.log(/(a*)+?b/.exec("aab"));
console.log(/(?:a|())*?$/.exec("aa"));
console.log(/(?:()|a)*/.exec("aaa"));
console.log(/((a)|(b))*c/.exec("abac"));
console.log("aXbXc".replace(/(?:(a)|(b)|(c))X?/g, (m, a, b, c) => `[${a}|${b}|${c}]`));
console.log(/(\d)+/.exec("2024"), /(?:(\d)(\w))+$/.exec("1a2b3"));
