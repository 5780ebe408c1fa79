// Reveal on death (issue 32, item 3; docs/live/forum.md, D13 and D14) in real browsers at
// phone width: the host chooses "their alignment only" and an open role list on the start
// form; the lynched cop's flip shows "Town (role not revealed)" live to a player and a
// spectator, and the role's name appears nowhere on their pages but in the open list; the
// host's panel still shows the whole deal.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, newPage, forumTable, screenshot, checkPage } from "./lib.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test("a forum game with alignment-only flips: the host chooses it, a death shows the faction only", async () => {
  // Given roles: Noodle the cop, three vanilla town, Pyro the goon (the form's default
  // for the last slot); flips show the alignment only; the list is open.
  const names = ["Noodle", "Bad Ash", "Caluin", "Dredd", "Pyro"];
  const { id, host, players } = await forumTable(browser, server.url, {
    hostName: "Gorny",
    title: "Alignment only",
    names,
    configure: async (host) => {
      await host.getByLabel("Role 1", { exact: false }).first().selectOption({ label: "Town: cop (investigates)" });
      await host.getByLabel("When a player dies, the thread shows").selectOption("alignment");
      await host.getByLabel("The role list").selectOption("open");
      await checkPage(host, "the forum start form with the reveal");
      await screenshot(host, "forum-reveal-start");
    },
  });

  // Day 1: three of five vote Noodle, the cop.
  for (const page of players.slice(1, 4)) {
    await page.getByRole("heading", { name: "Write a post" }).waitFor({ timeout: 10000 });
    await page.getByLabel("Your post").fill("[b]Vote: Noodle[/b]");
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await page.locator("#live mark.vote", { hasText: "Vote: Noodle" }).first().waitFor();
  }
  const spectator = await newPage(browser, server.url);
  await spectator.goto(`/games/${id}`);
  await spectator.getByRole("heading", { name: /Vote count/ }).waitFor();

  host.once("dialog", (d) => d.accept());
  await host.getByRole("button", { name: "End Day 1 now" }).click();
  await host.getByRole("button", { name: "End Night 1 now" }).waitFor();

  const reader = players[1];
  for (const [page, what] of [[reader, "a player"], [spectator, "a spectator"]]) {
    const noodle = page.locator(".players li", { hasText: "Noodle" });
    await noodle.locator(".flip", { hasText: "Town (role not revealed)" }).waitFor({ timeout: 10000 });
    await page.getByText("Deaths show the alignment only; every role is shown at the end.").waitFor();
    // The open list names the cop among the roles dealt, and nothing else does.
    const list = await page.locator(".role-list").textContent();
    assert.match(list, /Town cop/, `${what}: the open list`);
    const rest = await page.evaluate(() => {
      const copy = document.body.cloneNode(true);
      copy.querySelectorAll(".role-list").forEach((el) => el.remove());
      return copy.innerText;
    });
    assert.doesNotMatch(rest, /\bcop\b/i, `${what} reads the dead player's role`);
    assert.match(rest, /Their alignment: mafia|Their alignment: town/i, `${what}: the host's post`);
  }
  await checkPage(reader, "a player's page after an alignment-only flip");
  await screenshot(reader, "forum-reveal-flip");

  // The host reads the whole deal.
  await host.locator("body", { hasText: "Town cop" }).waitFor();
  await screenshot(host, "forum-reveal-host");
});
