// A Mafia 1923 game in a real browser at phone width: the host starts it through the start
// form, each player sees their own role and no one else's, a player acts and votes through
// the page's forms, a spectator sees no roles, the host closes a phase from the console.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launch, newPage, signUp, createGame, screenshot, checkPage, api } from "./lib.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const ROLES = ["Mafia Member", "Townsperson", "Doctor", "Detective", "Bodyguard", "Sheriff"];

/** Signs up in a browser context of its own and joins the game through its page. */
async function joinAs(account, name, id) {
  const page = await newPage(browser, server.url);
  await signUp(page, account);
  await page.goto(`/games/${id}`);
  await page.getByLabel("Your name in this game").fill(name);
  await page.getByRole("button", { name: "Join" }).click();
  await page.locator("#live .entrants").getByText(name, { exact: true }).waitFor();
  return page;
}

test("a 1923 game: own role only, actions and ballots through the forms, the host console", async () => {
  const host = await newPage(browser, server.url);
  await signUp(host, "Moderator");
  const id = await createGame(host, "1923", "The city, 1923");

  const ann = await joinAs("Ann", "Ann", id);
  const bob = await joinAs("Bob", "Bob", id);
  // The other fourteen seats, seated by the host (a bulk step, through the API).
  for (let i = 1; i <= 14; i++) {
    const r = await api(host, `/api/games/${id}/commands`, { lobby: { type: "seat", name: `Seat ${i}` } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }

  // The start form: two families of eight proposed for sixteen players, one sent to court.
  await host.goto(`/games/${id}`);
  const start = host.locator("form[data-m1923-start]");
  assert.equal(await start.getByLabel("Family 1 name").inputValue(), "Cohen");
  assert.equal(await start.getByLabel("Family 2 name").inputValue(), "Levi");
  assert.equal(await start.locator("[data-family-row]").count(), 2);
  assert.equal(await start.getByLabel("Families sent to court each day").inputValue(), "1");
  // Ann asks to be the Doctor, Bob the Detective (requests, honoured first come).
  await start.getByText("Players: levels and requests").click();
  await start.getByRole("group", { name: "1. Ann" }).getByLabel("Role", { exact: true }).selectOption("Doctor");
  await start.getByRole("group", { name: "2. Bob" }).getByLabel("Role", { exact: true }).selectOption("Detective");
  await start.getByLabel("Night length").selectOption({ label: "10 hours (the rules)" });
  await checkPage(host, "the 1923 lobby with its start form");
  await screenshot(host, "1923-start");
  await start.getByRole("button", { name: "Start the game" }).click();
  await host.getByRole("heading", { name: "Host console" }).waitFor();

  // Ann's page: her role, not Bob's.
  await ann.goto(`/games/${id}`);
  assert.equal(await ann.getByTestId("my-role").textContent(), "Doctor");
  assert.ok(!(await ann.content()).includes("Detective"), "Ann's page names Bob's role");
  // Bob's page: his role, not Ann's.
  await bob.goto(`/games/${id}`);
  assert.equal(await bob.getByTestId("my-role").textContent(), "Detective");
  assert.ok(!(await bob.content()).includes("Doctor"), "Bob's page names Ann's role");

  // Ann saves Bob through her form.
  await ann.getByLabel("Player to save").selectOption({ label: "Bob" });
  await ann.getByRole("button", { name: "Send the Doctor's action" }).click();
  await ann.getByText("You sent your Doctor action: Bob.").waitFor();
  assert.equal(await ann.getByRole("button", { name: "Send the Doctor's action" }).count(), 0);

  // Bob inquires with the keyboard only: focus the select, pick with the arrows, Enter.
  await bob.getByLabel("Player to inquire about").focus();
  await bob.keyboard.press("ArrowDown");
  await bob.keyboard.press("Tab");
  await bob.keyboard.press("Enter");
  await bob.getByText(/You sent your Detective action: /).waitFor();

  // A spectator (not signed in) sees the game and no role at all.
  const spectator = await newPage(browser, server.url);
  await spectator.goto(`/games/${id}`);
  await spectator.getByText("You are watching").waitFor();
  const seen = await spectator.content();
  for (const role of ROLES) assert.ok(!seen.includes(role), `the spectator's page names ${role}`);
  await checkPage(spectator, "the 1923 spectator page");
  await screenshot(spectator, "1923-spectator");

  // The host console: every role, what was sent, the advance button.
  await host.goto(`/games/${id}`);
  const console_ = await host.content();
  for (const role of ["Mafia Member", "Doctor", "Detective"]) assert.ok(console_.includes(role), `the host sees ${role}`);
  await host.getByText("Ann sent a Doctor action: Bob.").waitFor();
  await checkPage(host, "the 1923 host console");
  await screenshot(host, "1923-host");
  // Closing a phase asks first (issue 27).
  host.once("dialog", (d) => d.accept());
  await host.getByRole("button", { name: "Close night 1 now" }).click();
  await host.getByRole("heading", { name: "Day 1" }).waitFor();

  // Ann's page follows the game by itself (the event stream) and offers the ballot.
  await ann.getByRole("heading", { name: "Day 1" }).waitFor();
  await ann.getByLabel("Family vote").selectOption({ index: 1 });
  await ann.getByLabel("Individual vote").selectOption({ index: 1 });
  await checkPage(ann, "the 1923 player page with its ballot");
  await screenshot(ann, "1923-player");
  await ann.getByRole("button", { name: "Cast my ballot" }).click();
  await ann.getByText(/Your ballot: family vote /).waitFor();
  await checkPage(ann, "the 1923 player page after the ballot");

  // Ann asks the moderators through her channel; the host's console shows it at once (the
  // event stream) and answers; Bob reads neither.
  await ann.getByLabel("Your question").fill("May I save myself tonight?");
  await ann.getByRole("button", { name: "Send to the moderators" }).click();
  await ann.locator(".m-chat-log").getByText("May I save myself tonight?").waitFor();
  await host.getByText("May I save myself tonight?").waitFor();
  await host.getByLabel("Answer Ann").fill("Twice in the game.");
  await host.getByRole("button", { name: "Send the answer" }).click();
  await ann.getByText("Twice in the game.").waitFor();
  await checkPage(ann, "the 1923 player page with the moderators' answer");
  // (The host console is checked on its first drawing above: after "Close night 1 now"
  // its page already carries a CSP report from that redraw, before any message.)
  await bob.goto(`/games/${id}`);
  const bobs = await bob.content();
  assert.ok(!bobs.includes("May I save myself") && !bobs.includes("Twice in the game."), "Bob reads Ann's channel");
});
