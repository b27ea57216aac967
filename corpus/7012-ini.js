// ini (CommonJS, "main": lib/ini.js): parses INI text with sections,
// arrays and dotted section names, and serialises objects back.
import ini from "ini";

const text = `; top comment
scope = global
empty =
bool = true

[database]
user = dbuser
password = "quoted ; not a comment"
port = 5432
hosts[] = a.example
hosts[] = b.example

[paths.default]
datadir = /var/lib/data
array[] = first value
array[] = second value
`;
const config = ini.parse(text);
console.log(JSON.stringify(config, null, 2));
config.scope = "local";
config.database.port = 6543;
config.newsection = { key: "value with = sign", list: ["x", "y"] };
console.log(ini.stringify(config));
console.log(ini.stringify({ name: "scr" }, { section: "package", whitespace: false }));
console.log(ini.safe("a;b=c"), ini.unsafe("\"quoted\""));
