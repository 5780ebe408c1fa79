// A small tournament end to end, the way its organiser runs it on a phone: the event
// created, twenty players registered (accounts and guests), the schedule drawn, a judge
// assigned to each table, each round's games created with the players seated, a guest
// merged into the account they made; the judges record two rounds; the standings rank by
// player with a tie broken by the event's policy, and the ratings follow the account.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startServer, launch, newPage, signUp, screenshot, checkPage, api, root, reload } from "./lib.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const sample = (name) => JSON.parse(readFileSync(join(root, "examples", "pro", `${name}.json`), "utf8"));
const PHONE = { width: 375, height: 812 };
const TABLET = { width: 768, height: 1024 };

/** An account made through the API (the players need one; only the organiser's steps are the point). */
async function account(name) {
  const r = await fetch(`${server.url}/api/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, password: "correct horse battery" }),
  });
  assert.equal(r.status, 201, await r.text());
}

/** A screenshot at phone and at tablet size, each checked first. */
async function shoot(page, name) {
  for (const [size, viewport] of [["phone", PHONE], ["tablet", TABLET]]) {
    await page.setViewportSize(viewport);
    await checkPage(page, `${name} (${size})`);
    await screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(PHONE);
}

/** The judge plays a sample's records into their seated table and finishes it. */
async function record(judge, game, name) {
  const doc = sample(name);
  const roles = [...doc.players].sort((a, b) => a.seat - b.seat).map((p) => p.role);
  let r = await api(judge, `/api/games/${game}/commands`, {
    lobby: { type: "start", setup: { roles, records: doc.events, event: "Spring Open" } },
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  r = await api(judge, `/api/games/${game}/commands`, { game: { type: "finish" } });
  assert.equal(r.status, 200, JSON.stringify(r.body));
}

async function eventJson(page, id) {
  return page.evaluate(async (id) => (await fetch(`/api/events/${id}`)).json(), id);
}

test("an organiser runs a two-round event; standings by player, a tie broken, ratings", async () => {
  const olga = await newPage(browser, server.url);
  await signUp(olga, "Olga");
  const accounts = ["Anna", "Boris", "Clara", "Daniel", "Elena"];
  for (const name of [...accounts, "Twenty"]) await account(name);
  const judgeA = await newPage(browser, server.url);
  await signUp(judgeA, "Judge A");
  const judgeB = await newPage(browser, server.url);
  await signUp(judgeB, "Judge B");

  // The event.
  await olga.goto("/events");
  await checkPage(olga, "events");
  await olga.getByLabel("Name").fill("Spring Open");
  await olga.getByLabel("Rounds").fill("2");
  await olga.getByLabel("Tables of ten").fill("2");
  await olga.getByLabel("Tie-breaks, in order").fill("wins, extra, head_to_head");
  await olga.getByRole("button", { name: "Create the event" }).click();
  await olga.waitForURL(/\/events\/\d+$/);
  const id = Number(new URL(olga.url()).pathname.split("/").pop());
  assert.ok(await olga.getByText("more wins, then more points other than the outcome's").isVisible());

  // Registration: five accounts and fifteen guests, one of whom makes an account later.
  for (const name of accounts) {
    await olga.getByLabel("Register an account").fill(name);
    await olga.getByRole("button", { name: "Register", exact: true }).click();
    await olga.waitForLoadState();
  }
  const guests = [...Array(14).keys()].map((i) => `Guest ${i + 1}`).concat(["Guest Twenty"]);
  for (const name of guests) {
    await olga.getByLabel("Register a guest").fill(name);
    await olga.getByRole("button", { name: "Register the guest" }).click();
    await olga.waitForLoadState();
  }
  // A name registered twice is refused, in words, and nothing changes.
  await olga.getByLabel("Register a guest").fill("anna");
  await olga.getByRole("button", { name: "Register the guest" }).click();
  assert.match(await olga.getByTestId("event-error").textContent(), /player 1 is already known as "Anna"/);
  assert.equal(await olga.getByTestId("players").locator("> li").count(), 20);
  await shoot(olga, "event-registration");

  // The draw, seeded.
  await olga.getByLabel(/Seed/).fill("11");
  await olga.getByRole("button", { name: "Draw the schedule" }).click();
  await olga.waitForLoadState();
  assert.ok(await olga.getByRole("heading", { name: /Schedule/ }).isVisible());
  assert.equal(await olga.getByRole("button", { name: "Register" }).count(), 0, "registration is closed");

  // A judge per table, for every round.
  for (const [table, judge] of [["1", "Judge A"], ["2", "Judge B"]]) {
    await olga.getByLabel("Table", { exact: true }).selectOption(table);
    await olga.getByLabel("Round", { exact: true }).selectOption("");
    await olga.getByLabel("Judge", { exact: true }).fill(judge);
    await olga.getByRole("button", { name: "Assign the judge" }).click();
    await olga.waitForLoadState();
    assert.equal(await olga.getByTestId("event-error").count(), 0);
  }
  await olga.getByRole("button", { name: "Create round 1's games" }).click();
  await olga.waitForLoadState();
  assert.ok(await olga.getByTestId("table-1-1").getByText("Judge: Judge A").isVisible());
  assert.ok(await olga.getByTestId("table-1-2").getByRole("link", { name: "the game" }).isVisible());

  // The guest made an account: merged, their results count for it.
  await olga.getByLabel("A guest who has an account now").selectOption({ label: "20. Guest Twenty" });
  await olga.getByLabel("Their account").fill("Twenty");
  await olga.getByRole("button", { name: "Merge the guest into the account" }).click();
  await olga.waitForLoadState();
  assert.ok(await olga.getByText("(registered as the guest Guest Twenty)").isVisible());
  await shoot(olga, "event-schedule");

  // The judges open their table (seated already) and record round 1.
  let event = await eventJson(olga, id);
  const [t1, t2] = event.schedule[0].tables;
  await judgeA.goto(`/games/${t1.game}`);
  for (const p of t1.players) assert.ok(await judgeA.getByText(p.name, { exact: true }).first().isVisible(), p.name);
  // (Recorded through the API, from a page that does not follow the game's stream.)
  await judgeA.goto(`/events/${id}`);
  await judgeB.goto(`/events/${id}`);
  await record(judgeA, t1.game, "red-win");
  await record(judgeB, t2.game, "black-win");
  // Round 2.
  await reload(olga);
  await olga.getByRole("button", { name: "Create round 2's games" }).click();
  await olga.waitForLoadState();
  event = await eventJson(olga, id);
  const [u1, u2] = event.schedule[1].tables;
  await record(judgeA, u1.game, "black-win");
  await record(judgeB, u2.game, "red-win");

  // The player's own page: a table and a seat in each round, with the games.
  const twenty = await newPage(browser, server.url);
  await twenty.goto("/login");
  await twenty.getByLabel("Name").fill("Twenty");
  await twenty.getByLabel("Password").fill("correct horse battery");
  await twenty.getByRole("button", { name: "Sign in" }).click();
  await twenty.waitForURL((u) => !u.pathname.startsWith("/login"));
  await twenty.goto(`/events/${id}/me`);
  await twenty.waitForURL(/\/events\/\d+\/players\/20$/);
  const rounds = twenty.getByTestId("player-rounds").locator("tbody tr");
  assert.equal(await rounds.count(), 2);
  for (let r = 0; r < 2; r++) assert.ok(await rounds.nth(r).getByRole("link", { name: /Round \d, table \d/ }).isVisible());
  await shoot(twenty, "event-player");

  // The standings: by player, the guest's games under the account, a tie broken.
  await olga.goto(`/events/${id}/standings`);
  const table = olga.getByTestId("standings");
  assert.equal(await table.locator("tbody tr").count(), 20);
  assert.ok(await table.getByRole("rowheader", { name: /^Twenty/ }).isVisible());
  assert.equal(await table.getByRole("rowheader", { name: /Guest Twenty/ }).count(), 0);
  const rows = await table.locator("tbody tr").evaluateAll((trs) =>
    trs.map((tr) => ({
      place: tr.cells[0].textContent.trim(),
      wins: tr.cells[3].textContent.trim(),
      total: tr.querySelector("strong").textContent.trim(),
    })),
  );
  const broken = rows.filter((r, i) => i > 0 && r.total === rows[i - 1].total && r.place !== rows[i - 1].place);
  assert.ok(broken.length > 0, `a tie broken by the policy: ${JSON.stringify(rows)}`);
  await shoot(olga, "event-standings");

  // The ratings: the account, with both games.
  await olga.goto("/ratings");
  const rated = olga.getByTestId("ratings").locator("tbody tr", { has: olga.getByRole("link", { name: "Twenty", exact: true }) });
  assert.equal(await rated.count(), 1);
  assert.equal((await rated.locator("td").nth(2).textContent()).trim(), "2");
  assert.equal(await olga.getByRole("link", { name: "Guest Twenty" }).count(), 0);
});
