// Inactivity (issue 32, 4; docs/live/forum.md, rulings D20 to D24): rule 13's minimum set
// on the start form; a player sees how many posts the day still asks of them; the host
// sees the inactive players once the day ends, prods one with a deadline (the player
// sees the countdown), asks for a replacement, another account offers from the game page
// and the host accepts in one tap; a second inactive player is modkilled for inactivity
// in one tap. Double taps on each button are one command.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, newPage, signUp, forumTable, screenshot, checkPage, reload } from "./lib.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test("inactivity: the countdown, a prod with a deadline, a replacement offered and accepted, a modkill in one tap", async () => {
  const names = ["Noodle", "Bad Ash", "Caluin", "Quiet", "Silent", "Dredd", "Pyro"];
  const { id, host, players } = await forumTable(browser, server.url, {
    hostName: "Host Idle",
    title: "Rule 13",
    names,
    configure: async (host) => {
      await host.getByLabel("Posts per day to count as active").fill("1");
    },
  });
  const [noodle, , , quiet] = players;

  // Day 1: the player's own countdown for rule 13.
  await quiet.getByTestId("activity").waitFor({ timeout: 10000 });
  assert.match(await quiet.getByTestId("activity").textContent(), /Rule 13: 0 of the 1 posts/);
  assert.match(await quiet.getByTestId("activity").textContent(), /Still needed: 1/);
  await quiet.locator("[data-testid=activity] [data-countdown-to]", { hasText: "left" }).waitFor();
  await checkPage(quiet, "a player's page with rule 13's countdown");
  await screenshot(quiet, "forum-inactivity-countdown-375");

  // Everybody but Quiet and Silent posts; the host ends the day: two rule 13 flags.
  for (const page of [0, 1, 2, 5, 6].map((i) => players[i])) {
    await page.getByLabel("Your post").fill("Here, reading.");
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await page.locator("#live .post", { hasText: "Here, reading." }).first().waitFor();
  }
  await noodle.getByText("You have the posts rule 13 asks for today").waitFor({ timeout: 10000 });
  host.once("dialog", (d) => d.accept());
  await host.getByRole("button", { name: "End Day 1 now" }).click();
  await host.getByRole("button", { name: "End Night 1 now" }).waitFor();
  const inactive = host.getByTestId("inactive");
  await inactive.locator("[data-testid=inactive-player]", { hasText: "Quiet" }).waitFor({ timeout: 10000 });
  await inactive.locator("[data-testid=inactive-player]", { hasText: "Silent" }).waitFor();

  // A prod with a deadline: the player sees it, with what is left.
  await host.getByText("Moderation: more time, a prod").click();
  await host.getByLabel("Player", { exact: true }).selectOption({ label: "Quiet" });
  await host.getByLabel("What to tell them").fill("we have not heard from you");
  await host.getByLabel("Post within (hours").fill("12");
  await host.getByRole("button", { name: "Prod", exact: true }).click();
  await reload(quiet);
  const deadline = quiet.getByTestId("prod-deadline");
  await deadline.waitFor({ timeout: 10000 });
  assert.match(await quiet.getByTestId("prod").textContent(), /we have not heard from you/);
  await deadline.locator("[data-countdown-to]", { hasText: /11 h 5\d min left|12 h 0 min left/ }).waitFor();
  await checkPage(quiet, "a prodded player's page");
  await screenshot(quiet, "forum-inactivity-prod-375");
  await quiet.setViewportSize({ width: 768, height: 1024 });
  await screenshot(quiet, "forum-inactivity-prod-768");

  // The host asks for a replacement for Quiet (a double tap is one request).
  const ask = inactive.locator("[data-testid=inactive-player]", { hasText: "Quiet" }).getByTestId("ask-replacement");
  await ask.dblclick();
  await host.getByTestId("replacements").waitFor({ timeout: 10000 });
  assert.equal(await host.locator("#live .error").count(), 0, "a double tap is no error");
  await host.getByText("No offers yet.").waitFor();

  // Another account offers from the game page; a player of the game is offered nothing.
  const newcomer = await newPage(browser, server.url);
  await signUp(newcomer, "Newcomer");
  await newcomer.goto(`/games/${id}`);
  await newcomer.getByTestId("replacement").waitFor({ timeout: 10000 });
  assert.equal(await noodle.locator("[data-testid=replacements] [data-testid=offer]").count(), 0, "a player cannot offer");
  assert.equal(await newcomer.getByLabel("Your name in the game").inputValue(), "Newcomer");
  await checkPage(newcomer, "the page of an account that may offer");
  await screenshot(newcomer, "forum-inactivity-offer-375");
  await newcomer.getByTestId("offer").dblclick();
  await newcomer.getByTestId("offered").waitFor({ timeout: 10000 });

  // The host accepts in one tap: the account holds the slot and reads its role.
  const accept = host.getByTestId("accept-offer");
  await accept.waitFor({ timeout: 10000 });
  assert.equal(await accept.count(), 1, "one offer, whatever the double tap");
  await checkPage(host, "the host's page with an offer");
  await screenshot(host, "forum-inactivity-host-375");
  await host.setViewportSize({ width: 768, height: 1024 });
  await screenshot(host, "forum-inactivity-host-768");
  host.once("dialog", (d) => d.accept());
  await accept.click();
  await host.getByTestId("replacements").waitFor({ state: "detached", timeout: 10000 });
  await reload(newcomer);
  await newcomer.getByText("you play Newcomer").waitFor({ timeout: 10000 });
  // Quiet's flag is not the newcomer's: the host's list no longer names the slot.
  assert.equal(await inactive.locator("[data-testid=inactive-player]", { hasText: "Newcomer" }).count(), 0);
  assert.equal(await inactive.locator("[data-testid=inactive-player]", { hasText: "Quiet" }).count(), 0);
  await newcomer.getByRole("heading", { name: /Your role/ }).waitFor();

  // Silent, modkilled for inactivity in one tap (a double tap kills once).
  const silent = inactive.locator("[data-testid=inactive-player]", { hasText: "Silent" });
  host.on("dialog", (d) => d.accept());
  await silent.getByTestId("modkill-inactive").dblclick();
  await host.locator("#live .post", { hasText: "Silent has been modkilled" }).waitFor({ timeout: 10000 });
  assert.match(await host.locator("#live .post", { hasText: "Silent has been modkilled" }).textContent(), /inactivity \(rule 13\)/);
  assert.equal(await host.locator("#live .post", { hasText: "has been modkilled" }).count(), 1);
  await screenshot(host, "forum-inactivity-modkilled-768");
});
