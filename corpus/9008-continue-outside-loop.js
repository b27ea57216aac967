// Rejects continue outside of an iteration statement.
// @error: 5:5: Illegal continue statement: no surrounding iteration statement
switch (1) {
  case 1:
    continue;
}
