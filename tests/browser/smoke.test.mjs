// Signing up, the home page and the lobby, in a real browser at phone width.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, newPage, signUp, createGame, screenshot, checkPage } from "./lib.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test("sign up, see the home page and the lobby, host a game", async () => {
  const page = await newPage(browser, server.url);
  await page.goto("/");
  await checkPage(page, "home (signed out)");
  await page.goto("/signup");
  await checkPage(page, "sign-up page");
  await screenshot(page, "signup");
  await signUp(page, "Ann");
  await page.goto("/");
  await checkPage(page, "home");
  await screenshot(page, "home");
  const id = await createGame(page, "pro", "Friday table");
  await checkPage(page, "a new game's lobby");
  await page.goto("/games?ruleset=pro");
  await checkPage(page, "the Pro lobby");
  await screenshot(page, "lobby");
  assert.ok(await page.getByRole("link", { name: "Friday table" }).isVisible());
  assert.ok(id > 0);
});

test("a wrong password is refused with a message, and the keyboard signs in", async () => {
  const page = await newPage(browser, server.url);
  await signUp(page, "Kim");
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.goto("/login");
  await page.getByLabel("Name").fill("Kim");
  await page.getByLabel("Password").fill("wrong password");
  await page.keyboard.press("Enter");
  await page.getByRole("alert").waitFor();
  assert.match(await page.getByRole("alert").textContent(), /wrong name or password/);
  // By keyboard: into the name field, tab to the password, type, press Enter.
  await page.goto("/login");
  await page.getByLabel("Name").focus();
  await page.keyboard.type("Kim");
  await page.keyboard.press("Tab");
  await page.keyboard.type("correct horse battery");
  await page.keyboard.press("Enter");
  await page.waitForURL((u) => u.pathname === "/");
  assert.equal(await page.getByTestId("me").textContent(), "Kim");
});

test("hurried sign-ups and sign-ins: a weak password, a look-alike name, two tabs, the back button", async () => {
  const page = await newPage(browser, server.url);
  // A weak password is refused with zxcvbn's advice, the name kept.
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Lena");
  await page.getByLabel("Password").fill("12345678");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("alert").waitFor();
  assert.match(await page.getByRole("alert").textContent(), /too easy to guess/);
  assert.equal(await page.getByLabel("Name").inputValue(), "Lena");
  await checkPage(page, "sign-up refused");
  await screenshot(page, "signup-weak-password");
  // A look-alike of an existing name (a Cyrillic "а" in "Ann") is refused.
  await page.getByLabel("Name").fill("Аnn");
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("alert").waitFor();
  assert.match(await page.getByRole("alert").textContent(), /too like another account/);
  // Two tabs open on the sign-in page: signing in from the older one works.
  const other = await page.context().newPage();
  await page.goto("/login");
  await other.goto("/login");
  await page.getByLabel("Name").fill("Kim");
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("alert").waitFor();
  // The back button brings the earlier page again; its form is still taken.
  await page.goBack();
  await page.getByLabel("Name").fill("Kim");
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  assert.equal(await page.getByTestId("me").textContent(), "Kim");
  await other.close();
});
