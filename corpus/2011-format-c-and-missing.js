// %c consumes its argument and prints nothing; missing arguments leave
// specifiers as they are.
console.log("%cstyled%c text", "color: red", "font-weight: bold");
console.log("%s and %s", "one");
console.log("%d%%", 50);
console.log("%s", null, undefined, "%s");
