// console.table measures East Asian wide characters as two columns.
console.table([{ "名前": "ü", long: "a long value here" }, { "名前": "日本語" }]);
