// Checks a realistic program: a class hierarchy of bank accounts with private state, errors and a ledger.
class InsufficientFunds extends Error {
  constructor(account, amount) {
    super(`${account.id}: cannot withdraw ${amount.toFixed(2)}, balance ${account.balance.toFixed(2)}`);
    this.name = "InsufficientFunds";
  }
}

class Account {
  static #nextId = 1;
  #balance = 0;
  #history = [];
  constructor(owner) {
    this.owner = owner;
    this.id = `${this.constructor.prefix}-${Account.#nextId++}`;
  }
  static prefix = "ACC";
  get balance() { return this.#balance; }
  get history() { return [...this.#history]; }
  #record(kind, amount) {
    this.#history.push(`${kind}:${amount.toFixed(2)}`);
  }
  deposit(amount) {
    if (!(amount > 0)) throw new RangeError(`invalid deposit ${amount}`);
    this.#balance += amount;
    this.#record("dep", amount);
    return this;
  }
  canWithdraw(amount) { return amount <= this.#balance; }
  withdraw(amount) {
    if (!this.canWithdraw(amount)) throw new InsufficientFunds(this, amount);
    this.#balance -= amount;
    this.#record("wd", amount);
    return this;
  }
  monthEnd() {}
  toString() { return `${this.id} (${this.owner}) ${this.#balance.toFixed(2)}`; }
}

class Savings extends Account {
  static prefix = "SAV";
  constructor(owner, rate) {
    super(owner);
    this.rate = rate;
  }
  monthEnd() {
    const interest = Math.round(this.balance * this.rate / 12 * 100) / 100;
    if (interest > 0) this.deposit(interest);
  }
}

class Checking extends Account {
  static prefix = "CHK";
  constructor(owner, overdraft) {
    super(owner);
    this.overdraft = overdraft;
  }
  canWithdraw(amount) { return amount <= this.balance + this.overdraft; }
  monthEnd() {
    if (this.balance < 0) {
      this.withdraw(5);
    }
  }
}

class Bank {
  accounts = [];
  open(account) { this.accounts.push(account); return account; }
  transfer(from, to, amount) {
    from.withdraw(amount);
    to.deposit(amount);
  }
  total() { return this.accounts.reduce((s, a) => s + a.balance, 0); }
}

const bank = new Bank();
const alice = bank.open(new Savings("alice", 0.06));
const bob = bank.open(new Checking("bob", 100));
const carol = bank.open(new Account("carol"));
alice.deposit(1000);
bob.deposit(50);
carol.deposit(20).deposit(30);
const ops = [
  () => bank.transfer(alice, bob, 200),
  () => bank.transfer(bob, carol, 320),
  () => bank.transfer(bob, carol, 10),
  () => bank.transfer(carol, alice, 500),
  () => alice.deposit(-5),
  () => carol.withdraw(0.1 + 0.2),
];
for (const op of ops) {
  try {
    op();
    console.log("ok");
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}
for (let month = 1; month <= 3; month++) {
  bank.accounts.forEach((a) => a.monthEnd());
  console.log(`month ${month}: ` + bank.accounts.map(String).join(" | "));
}
console.log(bob.history, alice.history.length);
console.log("total", bank.total().toFixed(2), bank.accounts.map((a) => a.constructor.name));
console.log(alice instanceof Account, bob instanceof Savings, Object.keys(alice));
console.log(bob);
