// Channels (issue 32, 1; docs/live/forum.md, D15 to D19): the mafia's own channel, read
// only by its members and the host, live like the thread; a lynched player writes in the
// dead thread, which the living never read; the host reads both; at the end everybody
// reads every channel. Screenshots at 375 px and 768 px.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, newPage, forumTable, screenshot, checkPage, reload } from "./lib.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Writes a message in a channel by its form, as a player types it; `shown`: the text as
 * the page draws it (BBCode drawn). */
async function say(page, channel, text, shown = text) {
  const box = page.getByLabel(channel === "dead" ? "Your message in the dead thread" : `Your message in ${channel}`);
  await box.waitFor({ timeout: 10000 });
  await box.fill(text);
  await box.locator("xpath=ancestor::form").getByRole("button", { name: "Send" }).click();
  await page.locator("[data-testid=message]", { hasText: shown }).first().waitFor({ timeout: 10000 });
  assert.equal(await box.inputValue(), "", "the box is cleared once sent");
}

test("the mafia talk in their channel, the dead in theirs, and at the end everybody reads both", async () => {
  // Given roles: four vanilla town, then Pyro and Tara the goons (the form's default).
  const names = ["Noodle", "Bad Ash", "Caluin", "Dredd", "Pyro", "Tara"];
  const { id, host, players } = await forumTable(browser, server.url, { hostName: "Gorny", title: "Channels", names });
  const [noodle, badAsh, caluin, dredd, pyro, tara] = players;
  const spectator = await newPage(browser, server.url);
  await spectator.goto(`/games/${id}`);
  await spectator.locator(".players").waitFor();

  // The mafia's channel: Pyro writes, Tara reads it live and answers.
  await pyro.getByRole("heading", { name: "Team channel: mafia" }).waitFor({ timeout: 10000 });
  assert.match(await pyro.locator("[data-channel=mafia] .channel-members").innerText(), /Pyro, Tara/);
  await say(pyro, "mafia", "Who do we shoot tonight?");
  await tara.locator("[data-channel=mafia] [data-testid=message]", { hasText: "Who do we shoot tonight?" }).waitFor({ timeout: 10000 });
  await say(tara, "mafia", "[b]Noodle[/b], the loud one.", "Noodle, the loud one.");
  await pyro.locator("[data-channel=mafia] strong", { hasText: "Noodle" }).waitFor({ timeout: 10000 });
  // A hurried double tap sends the message once (the form's command id).
  const box = pyro.getByLabel("Your message in mafia");
  await box.fill("Double tap.");
  await box.locator("xpath=ancestor::form").getByRole("button", { name: "Send" }).dblclick();
  await pyro.locator("[data-testid=message]", { hasText: "Double tap." }).first().waitFor({ timeout: 10000 });
  await tara.locator("[data-testid=message]", { hasText: "Double tap." }).first().waitFor({ timeout: 10000 });
  await pyro.waitForTimeout(500);
  await reload(pyro);
  assert.equal(await pyro.locator("[data-testid=message]", { hasText: "Double tap." }).count(), 1, "sent once");
  await checkPage(pyro, "a mafioso's page with the channel");
  await screenshot(pyro, "forum-channels-mafia-375");

  // Nobody else reads it: the town and a spectator have no channels at all.
  for (const [who, page] of [["a town player", noodle], ["a spectator", spectator]]) {
    await reload(page);
    await page.locator(".players").waitFor();
    assert.equal(await page.locator("#channels").count(), 0, `${who} has no channels`);
    assert.ok(!(await page.content()).includes("Who do we shoot tonight?"), `${who} reads the scum chat`);
  }

  // Day 1: Noodle is lynched; he writes in the dead thread, Tara keeps the mafia's.
  for (const page of [badAsh, caluin, dredd, pyro]) {
    await page.getByLabel("Your post").fill("[b]Vote: Noodle[/b]");
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await page.locator("#live mark.vote", { hasText: "Vote: Noodle" }).first().waitFor();
  }
  host.once("dialog", (d) => d.accept());
  await host.getByRole("button", { name: "End Day 1 now" }).click();
  await host.getByText("End Night 1 now").waitFor({ timeout: 10000 });
  await noodle.getByRole("heading", { name: "The dead thread" }).waitFor({ timeout: 10000 });
  await say(noodle, "dead", "Lynched on day one. Typical.");
  await checkPage(noodle, "a dead player's page with the dead thread");
  await screenshot(noodle, "forum-channels-dead-375");
  assert.equal(await noodle.locator("[data-channel=mafia]").count(), 0, "the dead town player never read the mafia");
  await reload(tara);
  await tara.locator("[data-channel=mafia]").waitFor();
  assert.equal(await tara.locator("[data-channel=dead]").count(), 0, "the living do not read the dead thread");
  assert.ok(!(await tara.content()).includes("Typical."));

  // The host reads both, and writes in the dead thread.
  await reload(host);
  await host.locator("[data-channel=mafia] [data-testid=message]", { hasText: "Who do we shoot tonight?" }).waitFor();
  await host.locator("[data-channel=dead] [data-testid=message]", { hasText: "Typical." }).waitFor();
  await say(host, "dead", "Welcome, Noodle.");
  await noodle.locator("[data-channel=dead] [data-testid=message]", { hasText: "Welcome, Noodle." }).waitFor({ timeout: 10000 });
  await checkPage(host, "the host's page with every channel");
  await screenshot(host, "forum-channels-host-375");
  await host.setViewportSize({ width: 768, height: 1024 });
  await screenshot(host, "forum-channels-host-768");
  await host.setViewportSize({ width: 375, height: 812 });

  // The end: the host modkills both goons; everybody reads every channel.
  for (const name of ["Pyro", "Tara"]) {
    host.once("dialog", (d) => d.accept());
    await host.getByLabel("Modkill a player").selectOption({ label: name });
    await host.getByRole("button", { name: "Modkill", exact: true }).click();
    // The second ends the game: the page is drawn again, as finished.
    if (name === "Pyro") await host.locator("#live .players li.dead", { hasText: name }).waitFor({ timeout: 10000 });
    else await host.getByText("The game is over").first().waitFor({ timeout: 10000 });
  }
  for (const [who, page] of [["a town player", badAsh], ["a spectator", spectator], ["the dead", noodle]]) {
    await reload(page);
    await page.getByText("The game is over").first().waitFor({ timeout: 10000 });
    for (const text of ["Who do we shoot tonight?", "the loud one", "Typical.", "Welcome, Noodle."]) {
      await page.locator("[data-testid=message]", { hasText: text }).first().waitFor({ timeout: 10000 });
    }
    assert.equal(await page.locator("#channels textarea").count(), 0, `${who} writes nowhere after the end`);
  }
  await checkPage(spectator, "a spectator's page after the end");
  await screenshot(spectator, "forum-channels-end-375");
  await spectator.setViewportSize({ width: 768, height: 1024 });
  await screenshot(spectator, "forum-channels-end-768");
});

test("lovers chosen on the start form talk in their own channel, across the factions, and nobody else reads it", async () => {
  const names = ["Romeo", "Mercutio", "Benvolio", "Tybalt", "Juliet"];
  const { host, players } = await forumTable(browser, server.url, {
    hostName: "Friar",
    title: "Lovers",
    names,
    // Romeo is a town lover, Juliet (the form's one goon) a mafia lover.
    configure: async (host) => {
      await host.getByLabel("Role 1").selectOption({ label: "Town: lover (talks with their lover in the lovers' channel)" });
      await host.getByLabel("Role 5").selectOption({ label: "Mafia: lover (talks with their lover in the lovers' channel)" });
    },
  });
  const [romeo, mercutio, , , juliet] = players;
  await romeo.getByRole("heading", { name: "Channel: lovers" }).waitFor({ timeout: 10000 });
  assert.match(await romeo.locator("[data-channel=lovers] .channel-members").innerText(), /Romeo, Juliet/);
  await say(romeo, "lovers", "But soft, what light?");
  await juliet.locator("[data-channel=lovers] [data-testid=message]", { hasText: "But soft, what light?" }).waitFor({ timeout: 10000 });
  await say(juliet, "lovers", "Wherefore art thou?");
  await romeo.locator("[data-channel=lovers] [data-testid=message]", { hasText: "Wherefore art thou?" }).waitFor({ timeout: 10000 });
  // The lovers' channel names no faction: Romeo's page does not learn Juliet is mafia.
  assert.ok(!(await romeo.locator("#channels").innerText()).toLowerCase().includes("mafia"), "the channel tells no alignment");
  await checkPage(romeo, "a lover's page");
  await screenshot(romeo, "forum-channels-lovers-375");
  // Nobody else reads it but the host.
  await reload(mercutio);
  await mercutio.locator(".players").waitFor();
  assert.equal(await mercutio.locator("#channels").count(), 0, "another town player has no channel");
  assert.ok(!(await mercutio.content()).includes("what light"), "another player reads the lovers");
  await reload(host);
  await host.locator("[data-channel=lovers] [data-testid=message]", { hasText: "Wherefore art thou?" }).waitFor();
});
