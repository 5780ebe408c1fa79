// The Pro Mafia judge console in a real browser: a judge signs up, hosts a table, seats
// ten players, and records a whole sample game (examples/pro/black-win.json) by tapping
// tools and seats; the scores shown after the finish are the CLI's, seat by seat.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { startServer, launch, newPage, signUp, createGame, screenshot, checkPage, root, reload } from "./lib.mjs";
import { recordByHand, seatTable, tapSeat, calm } from "./pro-kit.mjs";

const samplePath = join(root, "examples", "pro", "black-win.json");
const sample = JSON.parse(readFileSync(samplePath, "utf8"));

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test("a judge records a whole game by taps and the scores shown are the CLI's", async () => {
  const judge = await newPage(browser, server.url, { width: 820, height: 1180 });
  await signUp(judge, "Judge Dredd");
  const id = await createGame(judge, "pro", "Final table");
  const players = [...sample.players].sort((a, b) => a.seat - b.seat);
  await seatTable(judge, players.map((p) => p.name));
  await checkPage(judge, "the judge's lobby");
  await screenshot(judge, "pro-setup");
  await judge.getByLabel(/Tournament or event/).fill("Autumn Cup");
  for (const p of players) await judge.getByLabel(`Card for seat ${p.seat}`, { exact: true }).selectOption(p.role);
  await judge.getByRole("button", { name: "Start the game" }).click();
  await judge.locator('[data-tool="vote"]').waitFor();

  // A spectator follows the table live in a second browser.
  const spectator = await newPage(browser, server.url);
  await spectator.goto(`/games/${id}`);

  for (const [i, event] of sample.events.entries()) {
    await recordByHand(judge, event);
    await judge.locator(".records li").nth(i).waitFor({ state: "attached" });
    assert.equal(await judge.locator(".records li").count(), i + 1, `after event ${i} (${event.type})`);
    if (i === 3) {
      // The first vote: the console as a judge sees it mid-game, on a tablet and a phone.
      await screenshot(judge, "pro-console");
      await judge.setViewportSize({ width: 375, height: 812 });
      await checkPage(judge, "the judge's console at 375 px");
      await judge.setViewportSize({ width: 820, height: 1180 });
    }
  }
  // The spectator saw the day's departures live, and no role before the finish.
  await spectator.locator(".records li", { hasText: "Foul" }).first().waitFor();
  assert.equal(await spectator.locator(".seat .role").count(), 0, "a spectator sees no role");
  await checkPage(spectator, "a spectator's table");

  judge.once("dialog", (d) => d.accept());
  await judge.getByRole("button", { name: "Finish and score" }).click();
  await judge.getByRole("heading", { name: "Scores", exact: true }).waitFor();
  // The finish redraws the whole page: the game is over, the tools are gone.
  await judge.locator(".badge.status-finished").waitFor();
  assert.equal(await judge.locator("#record-form").count(), 0);

  const expected = JSON.parse(
    execFileSync(join(root, "target", "debug", "omerta"), ["pro", "score", samplePath, "--json"], { encoding: "utf8" }),
  );
  for (const p of expected.players) {
    const shown = (await judge.locator(`.scores tr[data-seat="${p.seat}"] .total`).textContent()).trim();
    assert.equal(Number(shown), p.total, `seat ${p.seat} total`);
    const reasons = await judge.locator(`.scores tr[data-seat="${p.seat}"] .awards li`).count();
    assert.equal(reasons, p.awards.length, `seat ${p.seat}: one line per award`);
  }
  assert.match(await judge.getByTestId("winner").textContent(), /black wins/);
  await screenshot(judge, "pro-scores");

  // The spectator's page shows the same scores, live.
  await spectator.locator(".scores").waitFor();
  await screenshot(spectator, "pro-spectator");

  // Review (issue 27, item 9): anybody steps through the finished table as the judge saw
  // it then: every card, the night's shots and checks, the day's vote; a step per day
  // and night.
  await reload(spectator);
  const steps = spectator.getByTestId("steps");
  assert.deepEqual(
    await steps.locator(".step-list a").allTextContents(),
    ["The start", "Day 1", "Night 1", "Day 2", "Night 2", "Day 3"],
  );
  await steps.getByRole("link", { name: "Day 2", exact: true }).click();
  await spectator.getByText("As it stood at Day 2", { exact: false }).waitFor();
  assert.equal(await spectator.locator(".seat .role").count(), 10, "every card at Day 2");
  await spectator.getByRole("heading", { name: "Checks" }).waitFor();
  assert.equal(await spectator.locator("section:has(h2:text('Checks')) li").count(), 2, "night 1's two checks");
  await spectator.locator(".records li.rec-shots").waitFor();
  await spectator.locator(".records li.rec-vote").waitFor();
  await judge.goto(new URL(spectator.url()).pathname + new URL(spectator.url()).search);
  assert.equal(
    await spectator.locator(".records li").count(),
    await judge.locator(".records li").count(),
    "as many records as the judge's at that step",
  );
  assert.equal(await spectator.locator(".records li").count(), 10, "Day 1 and Night 1, and Day 2 opened");
  await checkPage(spectator, "a finished table's review at a past step, on a phone");
  await screenshot(spectator, "pro-review-375");
  await spectator.setViewportSize({ width: 1280, height: 800 });
  await checkPage(spectator, "a finished table's review at a past step, at 1280 px");
  await screenshot(spectator, "pro-review-1280");

  await judge.goto(`/games/${id}/protocol`);
  await checkPage(judge, "the printable protocol");
  assert.equal(await judge.locator(".records li").count(), sample.events.length);
  await judge.emulateMedia({ media: "print" });
  assert.equal(await judge.locator("header.top").isVisible(), false, "no site header on paper");
  await screenshot(judge, "pro-protocol");
});

test("the console prompts a revote after a tie and a lift after a repeated tie; undo takes a record back", async () => {
  const judge = await newPage(browser, server.url, { width: 820, height: 1180 });
  await signUp(judge, "Judge Two");
  await createGame(judge, "pro", "Tie table");
  await seatTable(judge, Array.from({ length: 10 }, (_, i) => `Player ${i + 1}`));
  const roles = ["civilian", "civilian", "sheriff", "civilian", "mafia", "civilian", "don", "civilian", "mafia", "civilian"];
  for (const [i, role] of roles.entries()) await judge.getByLabel(`Card for seat ${i + 1}`, { exact: true }).selectOption(role);
  await judge.getByRole("button", { name: "Start the game" }).click();
  await judge.getByRole("button", { name: "Day", exact: true }).click();
  await judge.locator(".records li").first().waitFor({ state: "attached" });
  // Day 1: #1 nominates #4, #2 nominates #6; five hands each way: a tie.
  for (const [by, target] of [[1, 4], [2, 6]]) {
    await recordByHand(judge, { type: "nominate", by, target });
  }
  await judge.locator(".records li").nth(2).waitFor({ state: "attached" });
  await recordByHand(judge, { type: "vote", ballots: { 1: 4, 2: 4, 3: 4, 4: 4, 5: 4 } });
  await judge.getByTestId("prompt").filter({ hasText: "revote" }).waitFor();
  // The vote tool stays chosen, now for the revote among the tied.
  await judge.locator('[data-tool="vote"][aria-pressed="true"]').waitFor();
  assert.equal(await judge.locator("#tool-panel [data-candidate]").count(), 2);
  // No hand is recorded: the console asks first (every vote for the last candidate).
  let asked = "";
  judge.once("dialog", (d) => { asked = d.message(); d.accept(); });
  // A person taps again only after the console's double-tap window.
  await calm(judge);
  await judge.getByTestId("record-vote").click();
  await judge.locator(".records li").nth(4).waitFor({ state: "attached" });
  assert.match(asked, /No hands are recorded/);
  // Every hand went to the last candidate: #6 left by vote; undo that and tie again.
  await calm(judge);
  await judge.getByRole("button", { name: "Undo last record" }).click();
  await judge.locator(".records li").nth(4).waitFor({ state: "detached" });
  await recordByHand(judge, { type: "vote", ballots: { 1: 4, 2: 4, 3: 4, 4: 4, 5: 4 } });
  await judge.getByTestId("prompt").filter({ hasText: "lift" }).waitFor();
  // The console follows the game: the lift is next, and its tool is taken for it.
  await judge.locator('[data-tool="lift"][aria-pressed="true"]').waitFor();
  assert.match(await judge.locator("#next-step").textContent(), /Next: the lift vote/);
  await screenshot(judge, "pro-lift-prompt");
  for (const seat of [1, 2, 3, 4, 5, 6]) await tapSeat(judge, seat);
  await judge.getByRole("button", { name: "Record the lift vote" }).click();
  await judge.locator(".records li", { hasText: "Lift vote" }).waitFor({ state: "attached" });
  assert.equal(await judge.locator(".seat.out").count(), 2, "both tied players left by the lift");
});
