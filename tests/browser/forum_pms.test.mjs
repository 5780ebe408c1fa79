// Role PMs and results PMs (issue 32, 2; docs/live/forum.md, D35 to D39) in real browsers:
// the host writes one role PM and one results PM on the start form; each player reads
// their own PM filled in (their name, their team) and nobody else's; after the night, the
// cop reads the investigation's result in the host's words, and the host reads every PM
// sent. A template with a blank the PM does not fill is refused with its place, and the
// form keeps what the host wrote.
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

const ROLE_PM = "Welcome, {name}. You are [b]{identity}[/b].\n{abilities}\n{team}\n{goal}";
const RESULTS_PM = "[i]Night {night} report for {name}[/i]\n{results}";

test("the host's PM templates reach each player filled in, and the night's results after it", async () => {
  const names = ["Noodle", "Bad Ash", "Caluin", "Pyro"];
  const { host, players } = await forumTable(browser, server.url, {
    hostName: "Host PMs",
    title: "PMs from templates",
    names,
    configure: async (host) => {
      await host.getByLabel("Role 1", { exact: false }).first().selectOption({ label: "Town: cop (investigates)" });
      // A slip first: a blank no role PM fills. The start is refused with its place, and
      // the form keeps the host's words.
      await host.getByLabel("Role PM for every role").fill("Hello {nmae}");
      await host.getByRole("button", { name: "Start the game", exact: true }).click();
      await host.getByText(/\/pms\/role: This PM template has the blank \{nmae\}/).waitFor();
      assert.equal(await host.getByLabel("Role PM for every role").inputValue(), "Hello {nmae}", "the host's words are kept");
      await host.getByLabel("Role PM for every role").fill(ROLE_PM);
      await host.getByLabel("Results PM after a night").fill(RESULTS_PM);
      await checkPage(host, "the forum start form with PM templates");
      await screenshot(host, "forum-pms-start");
    },
  });
  const [noodle, badAsh, , pyro] = players;

  // Each player reads their own role PM, filled in; the goon's names his team... of one.
  const pm = (page) => page.locator("#you [data-testid=pm]").first();
  await pm(noodle).getByText("Welcome, Noodle. You are town cop.").waitFor({ timeout: 10000 });
  assert.match(await pm(noodle).textContent(), /investigate one player and learn whether they are mafia/);
  assert.match(await pm(badAsh).textContent(), /You have no night action\./);
  assert.match(await pm(pyro).textContent(), /Welcome, Pyro\. You are mafia goon\./);
  assert.match(await pm(pyro).textContent(), /You win with the mafia/);
  assert.equal(await pm(pyro).locator("strong", { hasText: "mafia goon" }).count(), 1, "the PM's BBCode is drawn");
  // Nobody reads another's PM.
  assert.doesNotMatch(await badAsh.locator("body").innerText(), /Welcome, Pyro|town cop/);
  await checkPage(noodle, "a player's page with their role PM");
  await screenshot(noodle, "forum-pms-role");

  // Day 1 ends with no lynch; the cop investigates Pyro; the night ends.
  host.once("dialog", (d) => d.accept());
  await host.getByRole("button", { name: "End Day 1 now" }).click();
  await host.getByRole("button", { name: "End Night 1 now" }).waitFor();
  await noodle.getByRole("heading", { name: "Your night actions" }).waitFor({ timeout: 10000 });
  // At night nobody votes: the vote buttons are gone with the day (issue 32, 6).
  assert.equal(await noodle.locator("[data-vote-for]").count(), 0, "no vote buttons at night");
  await noodle.getByLabel("Investigate").selectOption("Pyro");
  await noodle.getByRole("button", { name: "Send investigate" }).click();
  await noodle.locator("#you", { hasText: "Investigate → Pyro" }).waitFor();
  host.once("dialog", (d) => d.accept());
  await host.getByRole("button", { name: "End Night 1 now" }).click();
  await host.getByRole("button", { name: "End Day 2 now" }).waitFor({ timeout: 10000 });

  // The results PM arrives live, in the host's words, after the role PM.
  const results = noodle.locator("#you [data-testid=pm]", { hasText: "Night 1 results" });
  await results.waitFor({ timeout: 10000 });
  assert.match(await results.textContent(), /Night 1 report for Noodle\s*Your investigation of Pyro: mafia\./);
  assert.equal(await noodle.locator("#you [data-testid=pm]").count(), 2);
  assert.equal(await badAsh.locator("[data-testid=pm]", { hasText: "Night 1" }).count(), 0, "no result, no PM");
  await checkPage(noodle, "a player's page with a results PM");
  await screenshot(noodle, "forum-pms-results");

  // The host reads every PM sent, addressed.
  await host.getByText("PMs sent (5)").click();
  await host.locator(".pms-sent", { hasText: "To Noodle · Night 1 results" }).waitFor();
  await screenshot(host, "forum-pms-host");

  // On a tablet, the same page reads as well.
  await noodle.setViewportSize({ width: 768, height: 1024 });
  await screenshot(noodle, "forum-pms-results-768");
});
