// @env: SCR_TEST_A=alpha 'SCR_TEST_B=two words' SCR_TEST_EMPTY=
// process.env holds the environment as strings; missing names are
// undefined.
console.log(process.env.SCR_TEST_A, process.env.SCR_TEST_B);
console.log(JSON.stringify(process.env.SCR_TEST_EMPTY), process.env.SCR_TEST_MISSING);
console.log('SCR_TEST_A' in process.env, 'SCR_TEST_MISSING' in process.env);
console.log(process.env.TZ, process.env.LANG);
