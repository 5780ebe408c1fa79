// A Forum Mafia game in real browsers at phone width: the host starts it from the start
// form, a player votes through the page's composer, and other browsers (another player, a
// spectator) see the tally change live, without reloading, a half-written post intact.
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

/** The wagon line of the tally for `name`. */
function wagon(page, name) {
  return page.locator("#tally [data-testid=wagon]", { hasText: name });
}

test("a forum game: start form, a vote through the composer, the tally live in other browsers", async () => {
  const host = await newPage(browser, server.url);
  await signUp(host, "Gorny");
  const id = await createGame(host, "forum", "Forum Mafia at phone width");

  // Four players join, each in their own browser.
  // The longest name the lobby takes, in one word: nothing may get wider than a phone.
  const long = "Zarniwoop_of_the_Unpronounceable_Forest";
  const names = ["Noodle", "Bad Ash", "Caluin Grey", long];
  const players = [];
  for (const name of names) {
    const page = await newPage(browser, server.url);
    await signUp(page, name.slice(0, 20));
    await page.goto(`/games/${id}`);
    await page.getByLabel("Your name in this game").fill(name);
    await page.getByRole("button", { name: "Join" }).click();
    await page.locator("#live .entrants", { hasText: name }).waitFor();
    players.push(page);
  }
  const [voter, other] = players;

  // The host starts the game from the start form's fields: given roles, the defaults
  // (three town, the last player a mafia goon).
  await host.goto(`/games/${id}`);
  await host.getByLabel("Role 4").waitFor();
  await checkPage(host, "the forum lobby with the start form");
  await screenshot(host, "forum-start");
  await host.getByLabel("How roles are dealt").selectOption("given");
  await host.getByLabel("The day lasts (hours, rule 12)").fill("72");
  await host.getByRole("button", { name: "Start the game", exact: true }).click();
  await host.getByRole("heading", { name: "Host controls" }).waitFor();
  await host.getByText("End Day 1 now").waitFor();

  // The players' pages follow the start by themselves.
  for (const page of players) {
    await page.getByRole("heading", { name: "Write a post" }).waitFor({ timeout: 10000 });
  }
  const spectator = await newPage(browser, server.url);
  await spectator.goto(`/games/${id}`);
  await spectator.getByRole("heading", { name: /Vote count/ }).waitFor();
  assert.equal(await spectator.getByLabel("Your post").count(), 0, "a spectator has no composer");
  assert.equal(await spectator.getByText("For the host").count(), 0, "nor the host's panel");

  // Neither watching browser reloads from here on.
  for (const page of [other, spectator, host]) await page.evaluate(() => { window.notReloaded = true; });
  // Another player is half-way through a post when the vote comes in.
  await other.getByLabel("Your post").fill("I was about to say something about Noodle");

  // The vote, through the composer, by keyboard.
  await voter.getByLabel("Your post").fill(
    `Too quiet. [b]Vote: ${long}[/b]\n${"x".repeat(300)} [url]https://example.org/${"a/".repeat(80)}[/url]`,
  );
  await voter.getByLabel("Your post").focus();
  await voter.keyboard.press("Tab");
  await voter.keyboard.press("Enter");
  await voter.locator("#live mark.vote", { hasText: `Vote: ${long}` }).waitFor();
  assert.match(await voter.locator("#live .vote-as").first().textContent(), new RegExp(`vote for ${long}`));
  assert.equal(await voter.getByLabel("Your post").inputValue(), "", "the composer is cleared");

  // Live elsewhere: 4 alive, 3 is a majority, 1 vote: E-2.
  for (const [page, what] of [[other, "another player"], [spectator, "a spectator"], [host, "the host"]]) {
    await wagon(page, long).waitFor({ timeout: 10000 });
    const line = await wagon(page, long).textContent();
    assert.match(line, /Noodle/, what);
    assert.match(line, /E-2/, what);
    assert.equal(await page.evaluate(() => window.notReloaded), true, `${what}: no reload`);
  }
  assert.match(await other.locator("#tally .not-voting").textContent(), new RegExp(`Bad Ash, Caluin Grey, ${long}`));
  assert.equal(
    await other.getByLabel("Your post").inputValue(),
    "I was about to say something about Noodle",
    "a half-written post survives the live refresh",
  );
  // The host's BBCode tally follows too, with its Copy button.
  await host.locator("#bbcode-tally").waitFor();
  assert.match(await host.locator("#bbcode-tally").inputValue(), new RegExp(`\\[b\\]${long}\\[/b\\] \\(1\\): Noodle \\(L-2\\)`));
  assert.equal(await host.getByRole("button", { name: "Copy" }).count(), 1);

  // The same composer posts again (a fresh command id each time), and the second player
  // finishes their post: the wagon grows to E-1 in the voter's page.
  await voter.getByLabel("Your post").fill(`Still. [b]Vote: ${long}[/b]`);
  await voter.getByRole("button", { name: "Post", exact: true }).click();
  await voter.locator("#live [data-testid=post]", { hasText: "Still." }).waitFor();
  await other.getByLabel("Your post").fill(`Fine. [b]Vote: ${long}[/b]`);
  await other.getByRole("button", { name: "Post", exact: true }).click();
  await wagon(voter, long).filter({ hasText: "E-1" }).waitFor({ timeout: 10000 });
  assert.match(await wagon(spectator, long).filter({ hasText: "E-1" }).textContent(), /Noodle, Bad Ash/);
  assert.equal(await spectator.evaluate(() => window.notReloaded), true);

  // The host's panel: flags, modkill, replace; everything labelled, nothing too wide.
  await host.getByLabel("Modkill a player").waitFor();
  await host.getByLabel("Replace the player in slot").waitFor();
  await checkPage(host, "the host's thread page");
  await checkPage(voter, "a player's thread page");
  await checkPage(spectator, "a spectator's thread page");
  await screenshot(voter, "forum-thread");
  await screenshot(host, "forum-host");

  // A vote for a name that is nobody's: the host rules on the flag from the page, the
  // tally follows it everywhere and says why.
  const third = players[2];
  await third.getByLabel("Your post").fill("[b]Vote: Nodle[/b]");
  await third.getByRole("button", { name: "Post", exact: true }).click();
  const flag = host.locator("[data-testid=flags] li", { hasText: "Nodle" });
  await flag.waitFor({ timeout: 10000 });
  await flag.getByText("Rule on it").click();
  await flag.getByLabel("Count the vote for “Nodle” as").selectOption({ label: "Noodle" });
  await flag.getByLabel("Why (shown with the tally)").fill("a typo: Noodle is the only one");
  await flag.getByRole("button", { name: "Rule on the vote" }).click();
  await host.locator("[data-testid=flags] li", { hasText: "ruled by the host: a typo" }).waitFor({ timeout: 10000 });
  await spectator.locator("[data-testid=rulings]", { hasText: "counts for Noodle (a typo: Noodle is the only one)" })
    .waitFor({ timeout: 10000 });
  await wagon(spectator, "Noodle").filter({ hasText: "Caluin Grey" }).waitFor({ timeout: 10000 });
  await screenshot(host, "forum-host-ruling");

  // The host ends the day (no majority: no lynch), after saying no once to the question
  // the button asks (a tap by mistake changes nothing). The players' forms follow the
  // phase without a reload: the goon gets the night's form, a half-written post survives.
  const goon = players[3];
  await goon.evaluate(() => { window.notReloaded = true; });
  await other.getByLabel("Your post").fill("Half a thought at dusk");
  const asked = [];
  host.once("dialog", (d) => { asked.push(d.message()); d.dismiss(); });
  await host.getByRole("button", { name: "End Day 1 now" }).click();
  await host.waitForTimeout(300);
  assert.match(asked[0] ?? "", /End Day 1 now\? The day's lynch \(or no lynch\) is final/);
  assert.equal(await host.getByRole("button", { name: "End Day 1 now" }).count(), 1, "still day 1");
  host.once("dialog", (d) => d.accept());
  await host.getByRole("button", { name: "End Day 1 now" }).click();
  await host.getByRole("button", { name: "End Night 1 now" }).waitFor();
  await goon.getByRole("heading", { name: "Your night actions" }).waitFor({ timeout: 10000 });
  await other.getByText("It is night.").waitFor({ timeout: 10000 });
  assert.equal(await other.getByLabel("Your post").inputValue(), "Half a thought at dusk");
  assert.equal(await goon.evaluate(() => window.notReloaded), true, "the goon's page was not reloaded");
  await goon.getByRole("link", { name: "Night actions" }).waitFor();
  await goon.getByLabel("Factional kill").selectOption("Noodle");
  await goon.getByRole("button", { name: "Send factional kill" }).click();
  await goon.locator("#you", { hasText: "Factional kill → Noodle" }).waitFor();
  await host.locator("#host-info", { hasText: "Factional kill → Noodle" }).waitFor({ timeout: 10000 });
  await checkPage(goon, "a mafia player's page at night");
  await screenshot(goon, "forum-night");

  // A player about to post at night is warned first; saying no keeps the text unsent.
  const warned = [];
  other.once("dialog", (d) => { warned.push(d.message()); d.dismiss(); });
  await other.getByRole("button", { name: "Post", exact: true }).click();
  await other.waitForTimeout(300);
  assert.match(warned[0] ?? "", /It is night\. Rule 2/);
  assert.equal(await other.getByLabel("Your post").inputValue(), "Half a thought at dusk", "not sent");
  assert.equal(await other.locator("#live [data-testid=post]", { hasText: "Half a thought" }).count(), 0);

  // The night ends; the host reads how it was resolved.
  host.once("dialog", (d) => d.accept());
  await host.getByRole("button", { name: "End Night 1 now" }).click();
  await host.getByRole("button", { name: "End Day 2 now" }).waitFor({ timeout: 10000 });
  const explained = host.locator("[data-testid=explanation]").first();
  await explained.getByText("Night 1").click();
  assert.match(await explained.textContent(), /Does Noodle die\? Yes\./);
  await checkPage(host, "the host's page with the night's reasons");
  await screenshot(host, "forum-host-night-reasons");
  assert.equal(await other.locator("[data-testid=explanation]").count(), 0, "the reasons are the host's");
});
