// Vote by a button (issue 32, 6): a living player taps "vote" beside a name; the button
// writes the bold vote into the post being written, as the player would type it, and the
// thread's syntax counts it once posted (an imported thread and a game played here read
// alike). A second tap changes the vote it wrote and keeps the rest of the post. The host
// and a spectator have no vote buttons; a player has none on their own name.
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

test("a vote by a button on a name is written into the post and counted by the thread's syntax", async () => {
  const names = ["Noodle", "Bad Ash", "Caluin Grey", "Pyro"];
  const { id, host, players } = await forumTable(browser, server.url, { hostName: "Host Vote", title: "Votes by button", names });
  const [voter] = players;
  await voter.getByRole("heading", { name: "Write a post" }).waitFor({ timeout: 10000 });

  // A vote button beside every other living player, none beside one's own name.
  const buttons = voter.locator(".players [data-vote-for]");
  await buttons.first().waitFor();
  assert.deepEqual(await buttons.evaluateAll((bs) => bs.map((b) => b.dataset.voteFor)), ["Bad Ash", "Caluin Grey", "Pyro"]);
  assert.equal(await host.locator(".players [data-vote-for]").count(), 0, "the host votes nobody");
  const spectator = await newPage(browser, server.url);
  await spectator.goto(`/games/${id}`);
  await spectator.locator(".players").waitFor();
  assert.equal(await spectator.locator("[data-vote-for]").count(), 0, "a spectator votes nobody");

  // Half a post, then a tap: the vote is written under it; a second tap changes it.
  const post = voter.getByLabel("Your post");
  await post.fill("Too quiet today.");
  await voter.getByRole("button", { name: /^Vote for Bad Ash/ }).click();
  assert.equal(await post.inputValue(), "Too quiet today.\n[b]vote: Bad Ash[/b]");
  await voter.getByRole("button", { name: /^Vote for Pyro/ }).click();
  assert.equal(await post.inputValue(), "Too quiet today.\n[b]vote: Pyro[/b]", "the vote changed, the words kept");
  assert.equal(await voter.evaluate(() => document.activeElement.id), "post-body", "the post is ready to send");
  await checkPage(voter, "a player's page with vote buttons");
  await screenshot(voter, "forum-vote-button");

  // Posted, the thread counts it as any typed vote.
  await voter.getByRole("button", { name: "Post", exact: true }).click();
  await voter.locator("#live mark.vote", { hasText: "vote: Pyro" }).waitFor({ timeout: 10000 });
  await spectator.locator("#tally [data-testid=wagon]", { hasText: "Pyro" }).filter({ hasText: "Noodle" }).waitFor({ timeout: 10000 });
  assert.equal(await post.inputValue(), "", "the composer is cleared");

  // After a post, a tap starts a new vote (the old one is in the thread, not the post);
  // the buttons survive the live redraw.
  await voter.locator(".players [data-vote-for]").first().waitFor();
  await voter.getByRole("button", { name: /^Vote for Caluin Grey/ }).click();
  assert.equal(await post.inputValue(), "[b]vote: Caluin Grey[/b]");
});
