// setHeader's checks of names (HTTP tokens) and values (no control
// characters but tab, nothing above 0xff), on a response made by hand.
import http from 'node:http';
const res = new http.ServerResponse({ method: 'GET', httpVersionMajor: 1, httpVersionMinor: 1, headers: {} });
for (const [n, v] of [['X-Ok', 'fine'], ['Bad Name', 'v'], ['', 'v'], ['X-Ctl', 'a\x01b'], ['X-Del', 'a\x7fb'], ['X-Tab', 'a\tb'], ['X-Hi', 'caf\u00e9'], ['X-Wide', '\u0100'], ['X-Num', 42], ['X-Arr', ['a', 'b']], ['ünï', 'x']]) {
  try { res.setHeader(n, v); console.log('ok', n, res.getHeader(n)); } catch (e) { console.log(e.code, e.message); }
}
