// Mafia 1923 as its players live it (issue 17), in real browsers at phone width: players
// choose their mail at /settings, are mailed their role and the moderators' answers (an
// SMTP sink the test starts takes the server's mail), the Mafia talk in their channel,
// the moderator reopens a phase closed by mistake, and after the end everything is
// revealed to everyone, but what the seed keeps secret for good: "Any communication
// between players and the Moderators will not be revealed by the Moderators to anyone".
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, startSmtpSink, launch, newPage, signUp, createGame, screenshot, checkPage, api } from "./lib.mjs";

let server, browser, sink;
before(async () => {
  sink = await startSmtpSink();
  server = await startServer(["--smtp", sink.url, "--mail-from", "omerta <games@omerta.test>"]);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

const ROLES = ["Mafia Member", "Townsperson"];

async function joinAs(account, name, id, email) {
  const page = await newPage(browser, server.url);
  await signUp(page, account);
  if (email) {
    await page.goto("/settings");
    await page.getByLabel("Your email address").fill(email);
    await page.getByLabel(/A reminder before a phase closes/).uncheck();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByTestId("saved").waitFor();
    assert.equal(await page.getByLabel("Your email address").inputValue(), email);
  }
  await page.goto(`/games/${id}`);
  await page.getByLabel("Your name in this game").fill(name);
  await page.getByRole("button", { name: "Join" }).click();
  await page.locator("#live .entrants").getByText(name, { exact: true }).waitFor();
  return page;
}

/** The game's page heading for the open phase ("Night 1", "Day 1"). */
async function phase(page, name) {
  await page.locator("#now-h").filter({ hasText: new RegExp(`^${name}$`) }).waitFor({ timeout: 15000 });
}

test("a 1923 game by mail: chats, a notification email, a reopened phase, the post-game reveal", async () => {
  const host = await newPage(browser, server.url);
  await signUp(host, "Moderator");
  const id = await createGame(host, "1923", "The city by mail");
  const ann = await joinAs("Ann", "Ann", id, "ann@omerta.test");
  const bob = await joinAs("Bob", "Bob", id, "bob@omerta.test");
  for (let i = 1; i <= 14; i++) {
    const r = await api(host, `/api/games/${id}/commands`, { lobby: { type: "seat", name: `Seat ${i}` } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  await host.goto(`/games/${id}`);
  const start = host.locator("form[data-m1923-start]");
  await start.getByText("Players: levels and requests").click();
  await start.getByRole("group", { name: "1. Ann" }).getByLabel("Role", { exact: true }).selectOption("Mafia Member");
  await start.getByRole("group", { name: "2. Bob" }).getByLabel("Role", { exact: true }).selectOption("Townsperson");
  await start.getByRole("button", { name: "Start the game" }).click();
  await host.getByRole("heading", { name: "Host console" }).waitFor();

  // The role, told by mail to its player alone.
  const annsRole = await sink.waitFor("ann@omerta.test", "Mafia Member");
  assert.match(annsRole.data, /Subject: The city by mail:/);
  await sink.waitFor("bob@omerta.test", "Townsperson");
  assert.ok(sink.to("bob@omerta.test").every((m) => !m.data.includes("Mafia Member")), "Bob is not told Ann's role");

  // Ann talks to her family's Mafia in their channel, and asks the moderators; the
  // moderator answers, and the answer reaches Ann by mail.
  await ann.goto(`/games/${id}`);
  await ann.getByLabel("Your question").fill("Can the Mafia kill twice?");
  await ann.getByRole("button", { name: "Send to the moderators" }).click();
  await host.getByText("Can the Mafia kill twice?").waitFor({ timeout: 10000 });
  await host.getByLabel("Answer Ann").fill("Once a night.");
  await host.getByRole("button", { name: "Send the answer" }).click();
  await ann.getByText("Once a night.").waitFor({ timeout: 10000 });
  const answer = await sink.waitFor("ann@omerta.test", "The moderators wrote to you: Once a night.");
  assert.deepEqual(answer.to, ["ann@omerta.test"]);
  await checkPage(ann, "a 1923 player page with the moderators' answer");
  // The Mafia's channel: Ann writes to her Mafia; Bob, a Townsperson, never reads it
  // while the game runs.
  await ann.getByLabel("Message to the Mafia").fill("Seat 3 tonight, quietly.");
  await ann.getByRole("button", { name: "Send to the Mafia" }).click();
  await ann.getByText("Seat 3 tonight, quietly.").waitFor({ timeout: 10000 });
  await bob.goto(`/games/${id}`);
  assert.ok(!(await bob.content()).includes("Seat 3 tonight"), "Bob reads the Mafia's channel");

  // The moderator closes Night 1 and Day 1, then reopens Day 1, closed by mistake, with
  // the reason everybody reads; the game is at Day 1's start again.
  await host.goto(`/games/${id}`);
  host.once("dialog", (d) => d.accept());
  await host.getByRole("button", { name: "Close night 1 now" }).click();
  await phase(host, "Day 1");
  host.once("dialog", (d) => d.accept());
  await host.getByRole("button", { name: "Close day 1 now" }).click();
  await phase(host, "Night 2");
  await host.getByText("Moderation: more time, a prod, reopen").click();
  await host.getByLabel("Open for (minutes)").fill("90");
  await host.getByLabel("Why (everybody is told)", { exact: true }).last().fill("day 1 was closed early by mistake");
  host.once("dialog", (d) => d.accept());
  await host.getByRole("button", { name: "Reopen Day 1" }).click();
  await phase(host, "Day 1");
  await checkPage(host, "the 1923 host console after a reopening");
  await screenshot(host, "1923-reopened");
  await phase(bob, "Day 1");
  await sink.waitFor("bob@omerta.test", "The host reopened Day 1, rewound to its start");
  const events = await api(bob, `/api/games/${id}/events`);
  const reopened = events.body.events.filter((e) => e.kind === "lobby.reopened");
  assert.equal(reopened.length, 1, "the reopening is an event of the record");
  assert.equal(reopened[0].event.lobby.reason, "day 1 was closed early by mistake");

  // The game runs to its end (nobody acts: everybody is exiled, nobody wins).
  for (let i = 0; i < 20; i++) {
    const view = await api(host, `/api/games/${id}`);
    if (view.body.status === "finished") break;
    const r = await api(host, `/api/games/${id}/commands`, { game: { type: "advance" } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  await sink.waitFor("bob@omerta.test", "the game is over");

  // After the end everything is revealed: every role to a spectator, with the phases to
  // step through; but nobody reads another's questions to the moderators.
  const spectator = await newPage(browser, server.url);
  await spectator.goto(`/games/${id}`);
  await spectator.getByTestId("steps").waitFor();
  const seen = await spectator.content();
  for (const role of ROLES) assert.ok(seen.includes(role), `the spectator sees ${role} after the end`);
  assert.ok(!seen.includes("Can the Mafia kill twice?"), "a spectator never reads Ann's question");
  assert.ok(seen.includes("Seat 3 tonight, quietly."), "the Mafia's messages are revealed after the end");
  await checkPage(spectator, "a finished 1923 game, revealed");
  await screenshot(spectator, "1923-revealed");
  await spectator.getByTestId("steps").getByRole("link", { name: "Day 1" }).first().click();
  await spectator.getByText(/As it stood at/).waitFor();
  await checkPage(spectator, "a finished 1923 game at Day 1");
  await bob.goto(`/games/${id}`);
  assert.ok(!(await bob.content()).includes("Can the Mafia kill twice?"), "Bob never reads Ann's question");
  await ann.goto(`/games/${id}`);
  assert.ok((await ann.content()).includes("Can the Mafia kill twice?"), "Ann keeps her own");
});
