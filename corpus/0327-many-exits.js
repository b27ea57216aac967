// A function with hundreds of block-scoped locals and thousands of exit
// edges: its epilogue releases the locals through their addresses
// (emit_func.c, emit_releases), which must free exactly what the
// per-local releases free. Plain locals, captured ones (boxes), values
// thrown and caught, and an early return from deep inside.

const log = [];
function risky(i) {
  if (i % 7 === 3) throw new RangeError(`bad ${i}`);
  return { i, sq: i * i, tag: 'v' + i };
}

async function main(stopAt) {
  const keep = [];
  try { const a0 = risky(0); const b0 = [a0.sq, a0.tag]; log.push(b0.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c1 = { n: 1 }; keep.push(() => c1.n + 1); c1 = { n: 1 * 2 }; }
  try { const r2 = await Promise.resolve(risky(2)); log.push(r2.tag); } catch (e) { const m2 = e.name + '!' + e.message; log.push(m2); }
  if (stopAt === 3) { const s3 = { at: 3, list: [1, 2, 3] }; return s3.list.length + keep.length; }
  if (stopAt === -3) { const u3 = { at: 3 }; u3.me = u3; throw new TypeError('out at ' + u3.at); }
  try { const x3 = risky(3); const y3 = { x: x3, self: null }; y3.self = y3; log.push(y3.x.i); } catch (e) { log.push(String(e)); }
  try { const a4 = risky(4); const b4 = [a4.sq, a4.tag]; log.push(b4.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c5 = { n: 5 }; keep.push(() => c5.n + 1); c5 = { n: 5 * 2 }; }
  try { const r6 = await Promise.resolve(risky(6)); log.push(r6.tag); } catch (e) { const m6 = e.name + '!' + e.message; log.push(m6); }
  if (stopAt === 7) { const s7 = { at: 7, list: [1, 2, 3] }; return s7.list.length + keep.length; }
  if (stopAt === -7) { const u7 = { at: 7 }; u7.me = u7; throw new TypeError('out at ' + u7.at); }
  try { const x7 = risky(7); const y7 = { x: x7, self: null }; y7.self = y7; log.push(y7.x.i); } catch (e) { log.push(String(e)); }
  try { const a8 = risky(8); const b8 = [a8.sq, a8.tag]; log.push(b8.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c9 = { n: 9 }; keep.push(() => c9.n + 1); c9 = { n: 9 * 2 }; }
  try { const r10 = await Promise.resolve(risky(10)); log.push(r10.tag); } catch (e) { const m10 = e.name + '!' + e.message; log.push(m10); }
  if (stopAt === 11) { const s11 = { at: 11, list: [1, 2, 3] }; return s11.list.length + keep.length; }
  if (stopAt === -11) { const u11 = { at: 11 }; u11.me = u11; throw new TypeError('out at ' + u11.at); }
  try { const x11 = risky(11); const y11 = { x: x11, self: null }; y11.self = y11; log.push(y11.x.i); } catch (e) { log.push(String(e)); }
  try { const a12 = risky(12); const b12 = [a12.sq, a12.tag]; log.push(b12.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c13 = { n: 13 }; keep.push(() => c13.n + 1); c13 = { n: 13 * 2 }; }
  try { const r14 = await Promise.resolve(risky(14)); log.push(r14.tag); } catch (e) { const m14 = e.name + '!' + e.message; log.push(m14); }
  if (stopAt === 15) { const s15 = { at: 15, list: [1, 2, 3] }; return s15.list.length + keep.length; }
  if (stopAt === -15) { const u15 = { at: 15 }; u15.me = u15; throw new TypeError('out at ' + u15.at); }
  try { const x15 = risky(15); const y15 = { x: x15, self: null }; y15.self = y15; log.push(y15.x.i); } catch (e) { log.push(String(e)); }
  try { const a16 = risky(16); const b16 = [a16.sq, a16.tag]; log.push(b16.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c17 = { n: 17 }; keep.push(() => c17.n + 1); c17 = { n: 17 * 2 }; }
  try { const r18 = await Promise.resolve(risky(18)); log.push(r18.tag); } catch (e) { const m18 = e.name + '!' + e.message; log.push(m18); }
  if (stopAt === 19) { const s19 = { at: 19, list: [1, 2, 3] }; return s19.list.length + keep.length; }
  if (stopAt === -19) { const u19 = { at: 19 }; u19.me = u19; throw new TypeError('out at ' + u19.at); }
  try { const x19 = risky(19); const y19 = { x: x19, self: null }; y19.self = y19; log.push(y19.x.i); } catch (e) { log.push(String(e)); }
  try { const a20 = risky(20); const b20 = [a20.sq, a20.tag]; log.push(b20.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c21 = { n: 21 }; keep.push(() => c21.n + 1); c21 = { n: 21 * 2 }; }
  try { const r22 = await Promise.resolve(risky(22)); log.push(r22.tag); } catch (e) { const m22 = e.name + '!' + e.message; log.push(m22); }
  if (stopAt === 23) { const s23 = { at: 23, list: [1, 2, 3] }; return s23.list.length + keep.length; }
  if (stopAt === -23) { const u23 = { at: 23 }; u23.me = u23; throw new TypeError('out at ' + u23.at); }
  try { const x23 = risky(23); const y23 = { x: x23, self: null }; y23.self = y23; log.push(y23.x.i); } catch (e) { log.push(String(e)); }
  try { const a24 = risky(24); const b24 = [a24.sq, a24.tag]; log.push(b24.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c25 = { n: 25 }; keep.push(() => c25.n + 1); c25 = { n: 25 * 2 }; }
  try { const r26 = await Promise.resolve(risky(26)); log.push(r26.tag); } catch (e) { const m26 = e.name + '!' + e.message; log.push(m26); }
  if (stopAt === 27) { const s27 = { at: 27, list: [1, 2, 3] }; return s27.list.length + keep.length; }
  if (stopAt === -27) { const u27 = { at: 27 }; u27.me = u27; throw new TypeError('out at ' + u27.at); }
  try { const x27 = risky(27); const y27 = { x: x27, self: null }; y27.self = y27; log.push(y27.x.i); } catch (e) { log.push(String(e)); }
  try { const a28 = risky(28); const b28 = [a28.sq, a28.tag]; log.push(b28.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c29 = { n: 29 }; keep.push(() => c29.n + 1); c29 = { n: 29 * 2 }; }
  try { const r30 = await Promise.resolve(risky(30)); log.push(r30.tag); } catch (e) { const m30 = e.name + '!' + e.message; log.push(m30); }
  if (stopAt === 31) { const s31 = { at: 31, list: [1, 2, 3] }; return s31.list.length + keep.length; }
  if (stopAt === -31) { const u31 = { at: 31 }; u31.me = u31; throw new TypeError('out at ' + u31.at); }
  try { const x31 = risky(31); const y31 = { x: x31, self: null }; y31.self = y31; log.push(y31.x.i); } catch (e) { log.push(String(e)); }
  try { const a32 = risky(32); const b32 = [a32.sq, a32.tag]; log.push(b32.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c33 = { n: 33 }; keep.push(() => c33.n + 1); c33 = { n: 33 * 2 }; }
  try { const r34 = await Promise.resolve(risky(34)); log.push(r34.tag); } catch (e) { const m34 = e.name + '!' + e.message; log.push(m34); }
  if (stopAt === 35) { const s35 = { at: 35, list: [1, 2, 3] }; return s35.list.length + keep.length; }
  if (stopAt === -35) { const u35 = { at: 35 }; u35.me = u35; throw new TypeError('out at ' + u35.at); }
  try { const x35 = risky(35); const y35 = { x: x35, self: null }; y35.self = y35; log.push(y35.x.i); } catch (e) { log.push(String(e)); }
  try { const a36 = risky(36); const b36 = [a36.sq, a36.tag]; log.push(b36.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c37 = { n: 37 }; keep.push(() => c37.n + 1); c37 = { n: 37 * 2 }; }
  try { const r38 = await Promise.resolve(risky(38)); log.push(r38.tag); } catch (e) { const m38 = e.name + '!' + e.message; log.push(m38); }
  if (stopAt === 39) { const s39 = { at: 39, list: [1, 2, 3] }; return s39.list.length + keep.length; }
  if (stopAt === -39) { const u39 = { at: 39 }; u39.me = u39; throw new TypeError('out at ' + u39.at); }
  try { const x39 = risky(39); const y39 = { x: x39, self: null }; y39.self = y39; log.push(y39.x.i); } catch (e) { log.push(String(e)); }
  try { const a40 = risky(40); const b40 = [a40.sq, a40.tag]; log.push(b40.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c41 = { n: 41 }; keep.push(() => c41.n + 1); c41 = { n: 41 * 2 }; }
  try { const r42 = await Promise.resolve(risky(42)); log.push(r42.tag); } catch (e) { const m42 = e.name + '!' + e.message; log.push(m42); }
  if (stopAt === 43) { const s43 = { at: 43, list: [1, 2, 3] }; return s43.list.length + keep.length; }
  if (stopAt === -43) { const u43 = { at: 43 }; u43.me = u43; throw new TypeError('out at ' + u43.at); }
  try { const x43 = risky(43); const y43 = { x: x43, self: null }; y43.self = y43; log.push(y43.x.i); } catch (e) { log.push(String(e)); }
  try { const a44 = risky(44); const b44 = [a44.sq, a44.tag]; log.push(b44.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c45 = { n: 45 }; keep.push(() => c45.n + 1); c45 = { n: 45 * 2 }; }
  try { const r46 = await Promise.resolve(risky(46)); log.push(r46.tag); } catch (e) { const m46 = e.name + '!' + e.message; log.push(m46); }
  if (stopAt === 47) { const s47 = { at: 47, list: [1, 2, 3] }; return s47.list.length + keep.length; }
  if (stopAt === -47) { const u47 = { at: 47 }; u47.me = u47; throw new TypeError('out at ' + u47.at); }
  try { const x47 = risky(47); const y47 = { x: x47, self: null }; y47.self = y47; log.push(y47.x.i); } catch (e) { log.push(String(e)); }
  try { const a48 = risky(48); const b48 = [a48.sq, a48.tag]; log.push(b48.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c49 = { n: 49 }; keep.push(() => c49.n + 1); c49 = { n: 49 * 2 }; }
  try { const r50 = await Promise.resolve(risky(50)); log.push(r50.tag); } catch (e) { const m50 = e.name + '!' + e.message; log.push(m50); }
  if (stopAt === 51) { const s51 = { at: 51, list: [1, 2, 3] }; return s51.list.length + keep.length; }
  if (stopAt === -51) { const u51 = { at: 51 }; u51.me = u51; throw new TypeError('out at ' + u51.at); }
  try { const x51 = risky(51); const y51 = { x: x51, self: null }; y51.self = y51; log.push(y51.x.i); } catch (e) { log.push(String(e)); }
  try { const a52 = risky(52); const b52 = [a52.sq, a52.tag]; log.push(b52.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c53 = { n: 53 }; keep.push(() => c53.n + 1); c53 = { n: 53 * 2 }; }
  try { const r54 = await Promise.resolve(risky(54)); log.push(r54.tag); } catch (e) { const m54 = e.name + '!' + e.message; log.push(m54); }
  if (stopAt === 55) { const s55 = { at: 55, list: [1, 2, 3] }; return s55.list.length + keep.length; }
  if (stopAt === -55) { const u55 = { at: 55 }; u55.me = u55; throw new TypeError('out at ' + u55.at); }
  try { const x55 = risky(55); const y55 = { x: x55, self: null }; y55.self = y55; log.push(y55.x.i); } catch (e) { log.push(String(e)); }
  try { const a56 = risky(56); const b56 = [a56.sq, a56.tag]; log.push(b56.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c57 = { n: 57 }; keep.push(() => c57.n + 1); c57 = { n: 57 * 2 }; }
  try { const r58 = await Promise.resolve(risky(58)); log.push(r58.tag); } catch (e) { const m58 = e.name + '!' + e.message; log.push(m58); }
  if (stopAt === 59) { const s59 = { at: 59, list: [1, 2, 3] }; return s59.list.length + keep.length; }
  if (stopAt === -59) { const u59 = { at: 59 }; u59.me = u59; throw new TypeError('out at ' + u59.at); }
  try { const x59 = risky(59); const y59 = { x: x59, self: null }; y59.self = y59; log.push(y59.x.i); } catch (e) { log.push(String(e)); }
  try { const a60 = risky(60); const b60 = [a60.sq, a60.tag]; log.push(b60.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c61 = { n: 61 }; keep.push(() => c61.n + 1); c61 = { n: 61 * 2 }; }
  try { const r62 = await Promise.resolve(risky(62)); log.push(r62.tag); } catch (e) { const m62 = e.name + '!' + e.message; log.push(m62); }
  if (stopAt === 63) { const s63 = { at: 63, list: [1, 2, 3] }; return s63.list.length + keep.length; }
  if (stopAt === -63) { const u63 = { at: 63 }; u63.me = u63; throw new TypeError('out at ' + u63.at); }
  try { const x63 = risky(63); const y63 = { x: x63, self: null }; y63.self = y63; log.push(y63.x.i); } catch (e) { log.push(String(e)); }
  try { const a64 = risky(64); const b64 = [a64.sq, a64.tag]; log.push(b64.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c65 = { n: 65 }; keep.push(() => c65.n + 1); c65 = { n: 65 * 2 }; }
  try { const r66 = await Promise.resolve(risky(66)); log.push(r66.tag); } catch (e) { const m66 = e.name + '!' + e.message; log.push(m66); }
  if (stopAt === 67) { const s67 = { at: 67, list: [1, 2, 3] }; return s67.list.length + keep.length; }
  if (stopAt === -67) { const u67 = { at: 67 }; u67.me = u67; throw new TypeError('out at ' + u67.at); }
  try { const x67 = risky(67); const y67 = { x: x67, self: null }; y67.self = y67; log.push(y67.x.i); } catch (e) { log.push(String(e)); }
  try { const a68 = risky(68); const b68 = [a68.sq, a68.tag]; log.push(b68.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c69 = { n: 69 }; keep.push(() => c69.n + 1); c69 = { n: 69 * 2 }; }
  try { const r70 = await Promise.resolve(risky(70)); log.push(r70.tag); } catch (e) { const m70 = e.name + '!' + e.message; log.push(m70); }
  if (stopAt === 71) { const s71 = { at: 71, list: [1, 2, 3] }; return s71.list.length + keep.length; }
  if (stopAt === -71) { const u71 = { at: 71 }; u71.me = u71; throw new TypeError('out at ' + u71.at); }
  try { const x71 = risky(71); const y71 = { x: x71, self: null }; y71.self = y71; log.push(y71.x.i); } catch (e) { log.push(String(e)); }
  try { const a72 = risky(72); const b72 = [a72.sq, a72.tag]; log.push(b72.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c73 = { n: 73 }; keep.push(() => c73.n + 1); c73 = { n: 73 * 2 }; }
  try { const r74 = await Promise.resolve(risky(74)); log.push(r74.tag); } catch (e) { const m74 = e.name + '!' + e.message; log.push(m74); }
  if (stopAt === 75) { const s75 = { at: 75, list: [1, 2, 3] }; return s75.list.length + keep.length; }
  if (stopAt === -75) { const u75 = { at: 75 }; u75.me = u75; throw new TypeError('out at ' + u75.at); }
  try { const x75 = risky(75); const y75 = { x: x75, self: null }; y75.self = y75; log.push(y75.x.i); } catch (e) { log.push(String(e)); }
  try { const a76 = risky(76); const b76 = [a76.sq, a76.tag]; log.push(b76.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c77 = { n: 77 }; keep.push(() => c77.n + 1); c77 = { n: 77 * 2 }; }
  try { const r78 = await Promise.resolve(risky(78)); log.push(r78.tag); } catch (e) { const m78 = e.name + '!' + e.message; log.push(m78); }
  if (stopAt === 79) { const s79 = { at: 79, list: [1, 2, 3] }; return s79.list.length + keep.length; }
  if (stopAt === -79) { const u79 = { at: 79 }; u79.me = u79; throw new TypeError('out at ' + u79.at); }
  try { const x79 = risky(79); const y79 = { x: x79, self: null }; y79.self = y79; log.push(y79.x.i); } catch (e) { log.push(String(e)); }
  try { const a80 = risky(80); const b80 = [a80.sq, a80.tag]; log.push(b80.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c81 = { n: 81 }; keep.push(() => c81.n + 1); c81 = { n: 81 * 2 }; }
  try { const r82 = await Promise.resolve(risky(82)); log.push(r82.tag); } catch (e) { const m82 = e.name + '!' + e.message; log.push(m82); }
  if (stopAt === 83) { const s83 = { at: 83, list: [1, 2, 3] }; return s83.list.length + keep.length; }
  if (stopAt === -83) { const u83 = { at: 83 }; u83.me = u83; throw new TypeError('out at ' + u83.at); }
  try { const x83 = risky(83); const y83 = { x: x83, self: null }; y83.self = y83; log.push(y83.x.i); } catch (e) { log.push(String(e)); }
  try { const a84 = risky(84); const b84 = [a84.sq, a84.tag]; log.push(b84.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c85 = { n: 85 }; keep.push(() => c85.n + 1); c85 = { n: 85 * 2 }; }
  try { const r86 = await Promise.resolve(risky(86)); log.push(r86.tag); } catch (e) { const m86 = e.name + '!' + e.message; log.push(m86); }
  if (stopAt === 87) { const s87 = { at: 87, list: [1, 2, 3] }; return s87.list.length + keep.length; }
  if (stopAt === -87) { const u87 = { at: 87 }; u87.me = u87; throw new TypeError('out at ' + u87.at); }
  try { const x87 = risky(87); const y87 = { x: x87, self: null }; y87.self = y87; log.push(y87.x.i); } catch (e) { log.push(String(e)); }
  try { const a88 = risky(88); const b88 = [a88.sq, a88.tag]; log.push(b88.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c89 = { n: 89 }; keep.push(() => c89.n + 1); c89 = { n: 89 * 2 }; }
  try { const r90 = await Promise.resolve(risky(90)); log.push(r90.tag); } catch (e) { const m90 = e.name + '!' + e.message; log.push(m90); }
  if (stopAt === 91) { const s91 = { at: 91, list: [1, 2, 3] }; return s91.list.length + keep.length; }
  if (stopAt === -91) { const u91 = { at: 91 }; u91.me = u91; throw new TypeError('out at ' + u91.at); }
  try { const x91 = risky(91); const y91 = { x: x91, self: null }; y91.self = y91; log.push(y91.x.i); } catch (e) { log.push(String(e)); }
  try { const a92 = risky(92); const b92 = [a92.sq, a92.tag]; log.push(b92.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c93 = { n: 93 }; keep.push(() => c93.n + 1); c93 = { n: 93 * 2 }; }
  try { const r94 = await Promise.resolve(risky(94)); log.push(r94.tag); } catch (e) { const m94 = e.name + '!' + e.message; log.push(m94); }
  if (stopAt === 95) { const s95 = { at: 95, list: [1, 2, 3] }; return s95.list.length + keep.length; }
  if (stopAt === -95) { const u95 = { at: 95 }; u95.me = u95; throw new TypeError('out at ' + u95.at); }
  try { const x95 = risky(95); const y95 = { x: x95, self: null }; y95.self = y95; log.push(y95.x.i); } catch (e) { log.push(String(e)); }
  try { const a96 = risky(96); const b96 = [a96.sq, a96.tag]; log.push(b96.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c97 = { n: 97 }; keep.push(() => c97.n + 1); c97 = { n: 97 * 2 }; }
  try { const r98 = await Promise.resolve(risky(98)); log.push(r98.tag); } catch (e) { const m98 = e.name + '!' + e.message; log.push(m98); }
  if (stopAt === 99) { const s99 = { at: 99, list: [1, 2, 3] }; return s99.list.length + keep.length; }
  if (stopAt === -99) { const u99 = { at: 99 }; u99.me = u99; throw new TypeError('out at ' + u99.at); }
  try { const x99 = risky(99); const y99 = { x: x99, self: null }; y99.self = y99; log.push(y99.x.i); } catch (e) { log.push(String(e)); }
  try { const a100 = risky(100); const b100 = [a100.sq, a100.tag]; log.push(b100.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c101 = { n: 101 }; keep.push(() => c101.n + 1); c101 = { n: 101 * 2 }; }
  try { const r102 = await Promise.resolve(risky(102)); log.push(r102.tag); } catch (e) { const m102 = e.name + '!' + e.message; log.push(m102); }
  if (stopAt === 103) { const s103 = { at: 103, list: [1, 2, 3] }; return s103.list.length + keep.length; }
  if (stopAt === -103) { const u103 = { at: 103 }; u103.me = u103; throw new TypeError('out at ' + u103.at); }
  try { const x103 = risky(103); const y103 = { x: x103, self: null }; y103.self = y103; log.push(y103.x.i); } catch (e) { log.push(String(e)); }
  try { const a104 = risky(104); const b104 = [a104.sq, a104.tag]; log.push(b104.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c105 = { n: 105 }; keep.push(() => c105.n + 1); c105 = { n: 105 * 2 }; }
  try { const r106 = await Promise.resolve(risky(106)); log.push(r106.tag); } catch (e) { const m106 = e.name + '!' + e.message; log.push(m106); }
  if (stopAt === 107) { const s107 = { at: 107, list: [1, 2, 3] }; return s107.list.length + keep.length; }
  if (stopAt === -107) { const u107 = { at: 107 }; u107.me = u107; throw new TypeError('out at ' + u107.at); }
  try { const x107 = risky(107); const y107 = { x: x107, self: null }; y107.self = y107; log.push(y107.x.i); } catch (e) { log.push(String(e)); }
  try { const a108 = risky(108); const b108 = [a108.sq, a108.tag]; log.push(b108.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c109 = { n: 109 }; keep.push(() => c109.n + 1); c109 = { n: 109 * 2 }; }
  try { const r110 = await Promise.resolve(risky(110)); log.push(r110.tag); } catch (e) { const m110 = e.name + '!' + e.message; log.push(m110); }
  if (stopAt === 111) { const s111 = { at: 111, list: [1, 2, 3] }; return s111.list.length + keep.length; }
  if (stopAt === -111) { const u111 = { at: 111 }; u111.me = u111; throw new TypeError('out at ' + u111.at); }
  try { const x111 = risky(111); const y111 = { x: x111, self: null }; y111.self = y111; log.push(y111.x.i); } catch (e) { log.push(String(e)); }
  try { const a112 = risky(112); const b112 = [a112.sq, a112.tag]; log.push(b112.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c113 = { n: 113 }; keep.push(() => c113.n + 1); c113 = { n: 113 * 2 }; }
  try { const r114 = await Promise.resolve(risky(114)); log.push(r114.tag); } catch (e) { const m114 = e.name + '!' + e.message; log.push(m114); }
  if (stopAt === 115) { const s115 = { at: 115, list: [1, 2, 3] }; return s115.list.length + keep.length; }
  if (stopAt === -115) { const u115 = { at: 115 }; u115.me = u115; throw new TypeError('out at ' + u115.at); }
  try { const x115 = risky(115); const y115 = { x: x115, self: null }; y115.self = y115; log.push(y115.x.i); } catch (e) { log.push(String(e)); }
  try { const a116 = risky(116); const b116 = [a116.sq, a116.tag]; log.push(b116.join(':')); } catch (e) { log.push('caught ' + e.message); }
  { let c117 = { n: 117 }; keep.push(() => c117.n + 1); c117 = { n: 117 * 2 }; }
  try { const r118 = await Promise.resolve(risky(118)); log.push(r118.tag); } catch (e) { const m118 = e.name + '!' + e.message; log.push(m118); }
  if (stopAt === 119) { const s119 = { at: 119, list: [1, 2, 3] }; return s119.list.length + keep.length; }
  if (stopAt === -119) { const u119 = { at: 119 }; u119.me = u119; throw new TypeError('out at ' + u119.at); }
  try { const x119 = risky(119); const y119 = { x: x119, self: null }; y119.self = y119; log.push(y119.x.i); } catch (e) { log.push(String(e)); }
  return keep.map((f) => f()).reduce((s, v) => s + v, 0);
}

const full = await main(-1);
console.log(log.length, full);
console.log(log.slice(0, 12).join(' | '));
console.log(log.slice(-6).join(' | '));
log.length = 0;
console.log(await main(63), log.length);
try {
  await main(-87);
  console.log('no throw');
} catch (e) {
  console.log('threw', e.message, log.length);
}
