// Anonymous forum games (issue 32, item 7; docs/live/forum.md, rulings D30-D34): the host
// makes the lobby anonymous, players join under aliases (an alias that is an account's
// name, or a look-alike of one, is refused with a sentence), a spectator and a player read
// only aliases while the game runs, the host reads the accounts, and the end shows who
// played whom.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, newPage, signUp, createGame, screenshot, checkPage, reload } from "./lib.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

// Accounts and the aliases they play under; the last is the mafia goon (the start form's
// default for the last role).
const PLAYERS = [
  ["Anna Acct", "Raven"],
  ["Boris Acct", "Owl"],
  ["Clara Acct", "Lynx"],
  ["Dmitri Acct", "Heron"],
  ["Elena Acct", "Marten"],
];
const ACCOUNTS = PLAYERS.map(([account]) => account);

/** The whole text a reader reads on the page, hidden parts and attributes' words aside. */
async function pageText(page) {
  return page.evaluate(() => document.body.innerText + "\n" + document.title);
}

/** That the page names none of `accounts`. */
async function namesNone(page, accounts, what) {
  const text = await pageText(page);
  const html = await page.content();
  for (const account of accounts) {
    assert.ok(!text.includes(account), `${what} reads the account ${account}:\n${text}`);
    assert.ok(!html.includes(account), `${what}'s HTML holds the account ${account}`);
  }
}

test("an anonymous game: players join under aliases, nobody reads the accounts until the end", async () => {
  const host = await newPage(browser, server.url);
  await signUp(host, "Host Masks");
  const id = await createGame(host, "forum", "Masquerade");
  await host.getByRole("button", { name: "Make the game anonymous" }).click();
  await host.getByTestId("anonymous").first().waitFor();
  assert.equal(await host.getByRole("button", { name: "Make the game anonymous" }).count(), 0, "done once");

  const players = [];
  for (const [account, alias] of PLAYERS) {
    const page = await newPage(browser, server.url);
    await signUp(page, account);
    await page.goto(`/games/${id}`);
    const field = page.getByLabel("Your alias in this game");
    assert.equal(await field.inputValue(), "", "no account name offered as the alias");
    players.push([page, alias]);
  }

  // A hurried player's mistakes: their own account's name, a Cyrillic look-alike of
  // another's, an alias already taken. Each a sentence; the form stays.
  const [anna] = players[0];
  const join = async (page, alias) => {
    await page.getByLabel("Your alias in this game").fill(alias);
    await page.getByRole("button", { name: "Join" }).click();
  };
  await join(anna, "Anna Acct");
  await anna.getByRole("alert").filter({ hasText: "never an account's name" }).waitFor();
  await join(anna, "Вoris Acct");
  await anna.getByRole("alert").filter({ hasText: "too like one to tell apart" }).waitFor();
  await checkPage(anna, "the anonymous lobby with a refused alias");
  await screenshot(anna, "forum-anonymous-refused-375");

  // The last player types their alias while the others join: the lobby redrawn live
  // around the field keeps what they typed.
  const [elena] = players[4];
  await elena.getByLabel("Your alias in this game").fill("Marten");
  for (const [page, alias] of players) {
    if (alias === "Marten") {
      await page.locator("#live .entrants", { hasText: "Heron" }).waitFor();
      assert.equal(await page.getByLabel("Your alias in this game").inputValue(), "Marten",
        "the alias typed while others joined is still there");
    }
    if (alias === "Lynx") {
      // Another player's alias, in another case: taken.
      await join(page, "raven");
      await page.getByRole("alert").filter({ hasText: "a name of their own" }).waitFor();
    }
    await join(page, alias);
    await page.locator("#live .entrants", { hasText: alias }).waitFor();
  }
  const [boris] = players[1];
  // The lobby: a spectator reads aliases only, an entrant reads "(you)" by their own.
  const spectator = await newPage(browser, server.url, { width: 768, height: 1024 });
  await spectator.goto(`/games/${id}`);
  await spectator.locator(".entrants", { hasText: "Marten" }).waitFor();
  await namesNone(spectator, ACCOUNTS, "a spectator in the lobby");
  await reload(boris);
  await boris.locator(".entrants li", { hasText: "Owl" }).getByText("(you)").waitFor();
  await namesNone(boris, ACCOUNTS.filter((a) => a !== "Boris Acct"), "a player in the lobby");
  await screenshot(boris, "forum-anonymous-lobby-375");

  // The host reads every account beside its alias, and starts the game.
  await reload(host);
  for (const account of ACCOUNTS) await host.locator(".entrants", { hasText: `account ${account}` }).waitFor();
  await checkPage(host, "the host's anonymous lobby");
  await host.getByLabel("Role 5").waitFor();
  await host.getByLabel("How roles are dealt").selectOption("given");
  await host.getByRole("button", { name: "Start the game", exact: true }).click();
  await host.getByText(/End Day 1 now/).waitFor();
  await host.locator(".players", { hasText: "account Anna Acct" }).waitFor();
  await screenshot(host, "forum-anonymous-host-375");

  // Running: a spectator and a player read aliases only; a player reads their own account.
  await reload(spectator);
  await spectator.locator(".players", { hasText: "Heron" }).waitFor();
  await namesNone(spectator, ACCOUNTS, "a spectator of the running game");
  await checkPage(spectator, "a spectator of an anonymous game (768 px)");
  await screenshot(spectator, "forum-anonymous-spectator-768");
  await reload(boris);
  await boris.getByText("You play as Owl, with your account Boris Acct").waitFor();
  await namesNone(boris, ACCOUNTS.filter((a) => a !== "Boris Acct"), "a player of the running game");
  await checkPage(boris, "a player of an anonymous game");
  await screenshot(boris, "forum-anonymous-player-375");

  // Day 1: three of five vote Marten, the goon; the host ends the day: the town wins.
  for (const [page] of players.slice(0, 3)) {
    await page.getByLabel("Your post").fill("[b]Vote: Marten[/b]");
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await page.locator("#live mark.vote", { hasText: "Vote: Marten" }).first().waitFor();
  }
  host.once("dialog", (d) => d.accept());
  await host.getByRole("button", { name: "End Day 1 now" }).click();
  await host.getByTestId("phase").filter({ hasText: "The game is over" }).waitFor({ timeout: 10000 });

  // The end: everybody reads who played whom.
  for (const [page, what, width] of [[spectator, "a spectator", 768], [boris, "a player", 375]]) {
    await page.goto(`/games/${id}`);
    const unmasked = page.getByTestId("unmasked");
    await unmasked.waitFor({ timeout: 10000 });
    for (const [account, alias] of PLAYERS) {
      await unmasked.locator("li", { hasText: `${alias} → ${account}` }).waitFor();
    }
    await checkPage(page, `${what} after the end`);
    await screenshot(page, `forum-anonymous-revealed-${width}`);
  }
});
