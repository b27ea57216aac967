// child_process.js - node:child_process, written in JavaScript over the
// natives of @scr/child (node/child.c, libuv's processes and pipes):
// spawn and its ChildProcess (an EventEmitter whose stdin, stdout and
// stderr are streams), exec and execFile with their callbacks, and the
// synchronous spawnSync, execSync and execFileSync, with Node 20's results
// and errors. docs/node.md, "child_process".
'use strict';

const EE = require('node:events');
const stream = require('node:stream');
const native = require('@scr/child');

const { Readable, Writable } = stream;
const errors = stream._errors;

// ---- arguments --------------------------------------------------------------

function checkString(value, name) {
  if (typeof value !== 'string') throw errors.invalidArgType(name, 'of type string', value);
}

// Node's (file, args, options) forms: args may be left out.
function normalizeArgs(file, args, options) {
  checkString(file, 'file');
  if (file.length === 0) {
    throw stream._nodeError(TypeError, 'ERR_INVALID_ARG_VALUE',
      "The argument 'file' cannot be empty. Received ''");
  }
  if (Array.isArray(args)) {
    args = args.slice();
  } else if (args == null) {
    args = [];
  } else if (typeof args === 'object') {
    options = args;
    args = [];
  } else {
    throw errors.invalidArgType('args', 'of type object', args);
  }
  if (options == null) options = {};
  else if (typeof options !== 'object') throw errors.invalidArgType('options', 'of type object', options);
  options = Object.assign({}, options);
  if (options.shell) {
    const command = [file].concat(args).join(' ');
    file = typeof options.shell === 'string' ? options.shell : '/bin/sh';
    args = ['-c', command];
  }
  return { file, args, options };
}

function stdioModes(stdio, dflt) {
  if (stdio == null) return dflt.slice();
  if (typeof stdio === 'string') return [stdio, stdio, stdio];
  const out = [];
  for (let i = 0; i < 3; i++) {
    const m = stdio[i];
    if (m == null || m === 'pipe' || m === 'overlapped') out.push('pipe');
    else if (m === 'inherit' || m === i || m === process.stdin && i === 0 ||
      m === process.stdout && i === 1 || m === process.stderr && i === 2) out.push('inherit');
    else if (m === 'ignore') out.push('ignore');
    else throw stream._nodeError(TypeError, 'ERR_INVALID_ARG_VALUE',
      `The argument 'stdio' is invalid. Received ${String(m)}`);
  }
  return out;
}

function envList(env) {
  if (env == null) return undefined;
  const list = [];
  for (const key of Object.keys(env)) {
    if (env[key] !== undefined) list.push(`${key}=${env[key]}`);
  }
  return list;
}

function nativeOptions(options, stdio) {
  return {
    cwd: options.cwd == null ? undefined : String(options.cwd),
    env: envList(options.env),
    stdio,
    timeout: options.timeout > 0 ? options.timeout : 0,
    killSignal: options.killSignal,
    maxBuffer: options.maxBuffer == null ? undefined : options.maxBuffer,
    input: options.input,
  };
}

// Node's ErrnoException for a child that could not start (or a spawnSync
// that timed out or overflowed): "spawn FILE CODE".
function errnoError(errno, syscall, file, args) {
  const code = native.errname(errno);
  const e = new Error(`${syscall} ${code}`);
  e.errno = errno;
  e.code = code;
  e.syscall = syscall;
  e.path = file;
  e.spawnargs = args;
  return e;
}

// ---- ChildProcess -----------------------------------------------------------

function ChildProcess() {
  EE.call(this);
  this._closesNeeded = 1;
  this._closesGot = 0;
  this.connected = false;
  this.signalCode = null;
  this.exitCode = null;
  this.killed = false;
  this.spawnfile = null;
  this._handle = null;
  this.stdin = null;
  this.stdout = null;
  this.stderr = null;
  this.stdio = [null, null, null];
}
Object.setPrototypeOf(ChildProcess.prototype, EE.prototype);
Object.setPrototypeOf(ChildProcess, EE);

function maybeClose(child) {
  child._closesGot++;
  if (child._closesGot === child._closesNeeded) child.emit('close', child.exitCode, child.signalCode);
}

// Resumes the child's readable pipes that have no 'readable' listener.
function flushStdio(child) {
  for (const stream of child.stdio) {
    if (!stream || !stream.readable || stream._readableState.readableListening) continue;
    stream.resume();
  }
}

function readablePipe(child, h) {
  let reading = false;
  const r = new Readable({
    read() {
      if (reading) return;
      reading = true;
      native.read(h, (chunk) => {
        if (chunk === null) {
          r.push(null);
        } else if (chunk instanceof Error) {
          r.destroy(chunk);
        } else if (!r.push(chunk)) {
          reading = false;
          native.read(h, null);
        }
      });
    },
    destroy(err, cb) {
      native.close(h);
      cb(err);
    },
  });
  child._closesNeeded++;
  r.on('close', () => maybeClose(child));
  return r;
}

function writablePipe(h) {
  return new Writable({
    write(chunk, encoding, cb) {
      native.write(h, typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk, cb);
    },
    final(cb) {
      native.end(h, cb);
    },
    destroy(err, cb) {
      native.close(h);
      cb(err);
    },
  });
}

ChildProcess.prototype.spawn = function spawnChild(options) {
  const { file, args } = options;
  this.spawnfile = file;
  this.spawnargs = [file].concat(args);
  const stdio = stdioModes(options.options.stdio, ['pipe', 'pipe', 'pipe']);
  const started = native.spawn(file, args, nativeOptions(options.options, stdio), (status, signal) => {
    if (signal) this.signalCode = signal;
    else this.exitCode = status;
    if (this.stdin) this.stdin.destroy();
    this._handle = null;
    this.emit('exit', this.exitCode, this.signalCode);
    // Output nobody reads is read anyway (on the next tick, the program's
    // last chance to start reading), so that every pipe ends and 'close'
    // comes, as in Node.
    process.nextTick(flushStdio, this);
    process.nextTick(() => maybeClose(this));
  });
  if (typeof started === 'number') {
    // Node made the pipes before the spawn failed: they exist, end unread,
    // and the child's 'close' waits for them.
    const err = errnoError(started, `spawn ${file}`, file, args);
    for (let i = 1; i < 3; i++) {
      if (stdio[i] !== 'pipe') continue;
      const r = new Readable({ read() {} });
      this._closesNeeded++;
      r.on('close', () => maybeClose(this));
      if (i === 1) this.stdout = r;
      else this.stderr = r;
    }
    if (stdio[0] === 'pipe') this.stdin = new Writable({ write(chunk, encoding, cb) { cb(); } });
    this.stdio = [this.stdin, this.stdout, this.stderr];
    process.nextTick(() => {
      this.exitCode = started;
      this.emit('error', err);
      for (const s of this.stdio) if (s) s.destroy();
      maybeClose(this);
    });
    return err;
  }
  this.pid = started.pid;
  this._handle = started;
  const h = started.stdio;
  if (h[0] !== null) this.stdin = writablePipe(h[0]);
  if (h[1] !== null) this.stdout = readablePipe(this, h[1]);
  if (h[2] !== null) this.stderr = readablePipe(this, h[2]);
  this.stdio = [this.stdin, this.stdout, this.stderr];
  process.nextTick(() => this.emit('spawn'));
  return undefined;
};

ChildProcess.prototype.kill = function kill(sig) {
  if (!this._handle) return false;
  const err = native.kill(this.pid, sig === undefined ? 'SIGTERM' : sig);
  if (err === 0) {
    this.killed = true;
    return true;
  }
  return false;
};

ChildProcess.prototype.ref = function ref() {};
ChildProcess.prototype.unref = function unref() {};

function spawn(file, args, options) {
  const opts = normalizeArgs(file, args, options);
  const child = new ChildProcess();
  child.spawn(opts);
  return child;
}

// ---- exec and execFile ------------------------------------------------------

function execFile(file, args, options, callback) {
  if (typeof args === 'function') {
    callback = args;
    args = [];
    options = {};
  } else if (typeof options === 'function') {
    callback = options;
    if (Array.isArray(args) || args == null) {
      options = {};
    } else {
      options = args;
      args = [];
    }
  }
  options = Object.assign({ encoding: 'utf8', maxBuffer: 1024 * 1024, killSignal: 'SIGTERM' }, options);
  const opts = normalizeArgs(file, args, options);
  const cmd = options._cmd !== undefined ? options._cmd : [file].concat(opts.args).join(' ');
  const child = new ChildProcess();
  child.spawn(opts);
  const out = [];
  const err = [];
  const decode = (parts) => {
    const b = Buffer.concat(parts);
    return options.encoding && options.encoding !== 'buffer' && Buffer.isEncoding(options.encoding)
      ? b.toString(options.encoding) : b;
  };
  let done = false;
  let timer = null;
  const finish = (error, code, signal) => {
    if (done) return;
    done = true;
    if (timer) clearTimeout(timer);
    if (!callback) return;
    const stdout = decode(out);
    const stderr = decode(err);
    if (!error && code === 0 && signal === null) {
      callback(null, stdout, stderr);
      return;
    }
    if (!error) {
      error = new Error(`Command failed: ${cmd}\n${stderr}`);
      error.code = code < 0 ? native.errname(code) : code;
      error.killed = child.killed;
      error.signal = signal;
    }
    error.cmd = cmd;
    callback(error, stdout, stderr);
  };
  if (child.stdout) child.stdout.on('data', (d) => out.push(d));
  if (child.stderr) child.stderr.on('data', (d) => err.push(d));
  child.on('close', (code, signal) => finish(null, code, signal));
  child.on('error', (e) => {
    if (child.stdout) child.stdout.destroy();
    if (child.stderr) child.stderr.destroy();
    finish(e);
  });
  if (options.timeout > 0) {
    timer = setTimeout(() => {
      timer = null;
      child.kill(options.killSignal);
    }, options.timeout);
  }
  return child;
}

function exec(command, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  checkString(command, 'command');
  const shell = options && typeof options.shell === 'string' ? options.shell : '/bin/sh';
  const opts = Object.assign({}, options, { shell: false, _cmd: command });
  return execFile(shell, ['-c', command], opts, callback);
}

function promisified(fn) {
  return function (...args) {
    let child;
    const p = new Promise((resolve, reject) => {
      child = fn(...args, (err, stdout, stderr) => {
        if (err) {
          err.stdout = stdout;
          err.stderr = stderr;
          reject(err);
        } else {
          resolve({ stdout, stderr });
        }
      });
    });
    p.child = child;
    return p;
  };
}
Object.defineProperty(exec, Symbol.for('nodejs.util.promisify.custom'), {
  value: promisified(exec), configurable: true, enumerable: false, writable: true,
});
Object.defineProperty(execFile, Symbol.for('nodejs.util.promisify.custom'), {
  value: promisified(execFile), configurable: true, enumerable: false, writable: true,
});

// ---- the synchronous forms -------------------------------------------------

function spawnSync(file, args, options) {
  const opts = normalizeArgs(file, args, options);
  options = opts.options;
  const stdio = stdioModes(options.stdio, ['pipe', 'pipe', 'pipe']);
  let input = options.input;
  if (typeof input === 'string') input = Buffer.from(input, options.encoding || 'utf8');
  const r = native.spawnSync(opts.file, opts.args, nativeOptions(Object.assign({}, options, { input }), stdio));
  const result = {};
  if (r.error !== undefined) {
    result.error = errnoError(r.error, `spawnSync ${opts.file}`, opts.file, opts.args);
  }
  result.status = r.status === undefined ? null : r.status;
  result.signal = r.signal === undefined ? null : r.signal;
  let stdout = r.stdout;
  let stderr = r.stderr;
  if (options.encoding && options.encoding !== 'buffer') {
    if (stdout) stdout = stdout.toString(options.encoding);
    if (stderr) stderr = stderr.toString(options.encoding);
  }
  result.output = r.pid === undefined && r.error !== undefined ? null : [null, stdout, stderr];
  result.pid = r.pid === undefined ? 0 : r.pid;
  result.stdout = stdout;
  result.stderr = stderr;
  return result;
}

function checkExecSyncError(ret, cmd) {
  let err;
  if (ret.error) {
    err = ret.error;
    Object.assign(err, ret);
    delete err.error;
  } else if (ret.status !== 0) {
    let msg = `Command failed: ${cmd}`;
    if (ret.stderr && ret.stderr.length > 0) msg += `\n${ret.stderr.toString()}`;
    err = new Error(msg);
    Object.assign(err, ret);
  }
  return err;
}

function execFileSync(file, args, options) {
  const opts = normalizeArgs(file, args, options);
  const inheritStderr = !opts.options.stdio;
  const ret = spawnSync(opts.file, opts.args, opts.options);
  if (inheritStderr && ret.stderr) process.stderr.write(ret.stderr);
  const err = checkExecSyncError(ret, [file].concat(opts.args).join(' '));
  if (err) throw err;
  return ret.stdout;
}

function execSync(command, options) {
  checkString(command, 'command');
  const opts = Object.assign({}, options);
  const inheritStderr = !opts.stdio;
  const shell = typeof opts.shell === 'string' ? opts.shell : '/bin/sh';
  delete opts.shell;
  const ret = spawnSync(shell, ['-c', command], opts);
  if (inheritStderr && ret.stderr) process.stderr.write(ret.stderr);
  const err = checkExecSyncError(ret, command);
  if (err) throw err;
  return ret.stdout;
}

module.exports = {
  ChildProcess,
  exec,
  execFile,
  execFileSync,
  execSync,
  spawn,
  spawnSync,
};
