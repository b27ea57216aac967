// Checks custom error subclasses with extra fields, name via class field, and catch dispatch by instanceof.
class AppError extends Error {
  name = "AppError";
  constructor(message, code) {
    super(message);
    this.code = code;
  }
}
class NotFoundError extends AppError {
  name = "NotFoundError";
  constructor(what) {
    super(`${what} not found`, 404);
  }
}
class AuthError extends AppError {
  constructor() {
    super("denied", 401);
    this.name = "AuthError";
  }
}
const errors = [new NotFoundError("page"), new AuthError(), new AppError("generic", 500), new TypeError("builtin")];
for (const err of errors) {
  try {
    throw err;
  } catch (e) {
    if (e instanceof NotFoundError) console.log("404 handler:", e.message, e.code);
    else if (e instanceof AppError) console.log("app handler:", String(e), e.code);
    else console.log("other:", e.name, e.message);
  }
}
console.log(Object.keys(new NotFoundError("x")));
