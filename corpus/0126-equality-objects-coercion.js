// Checks == between objects and primitives via ToPrimitive, and null/undefined only equal each other.
const withValue = { valueOf: () => 5 };
const withString = { toString: () => "hi" };
console.log(withValue == 5, withValue == "5", withString == "hi", withString == 5);
console.log(null == undefined, null == 0, null == false, undefined == "", null == null);
console.log([1, 2] == "1,2", [[1], [2]] == "1,2", [] == "", [] == 0, [0] == false, [] == false, ![] == false);
console.log({} == "[object Object]", new Number(3) == 3, new String("a") == "a", new String("a") == new String("a"));
console.log(true == "1", true == "true", false == "false", "" == 0, " \t\n" == 0);
console.log(NaN != NaN, "NaN" == NaN, Infinity == "Infinity", -0 == "-0", 0 == "-0");
