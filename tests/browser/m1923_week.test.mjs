// Issue 27: a week of Mafia 1923 moderated as people do it. The moderator at 1280×800,
// the players on 375×812 phones, mail caught by an SMTP sink. Night 1's kill, an exile,
// an extension, a reopened day, a replacement made on the page, a prod, then the week to
// its end; every reader's record and mail is checked as it goes.
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

const HOST = { width: 1280, height: 800 };

/** Signs up with an address for mail (no reminders) and joins the game through its page. */
async function joinAs(name, id) {
  const page = await newPage(browser, server.url);
  await signUp(page, name);
  await mailTo(page, `${name.toLowerCase()}@omerta.test`);
  await page.goto(`/games/${id}`);
  await page.getByLabel("Your name in this game").fill(name);
  await page.getByRole("button", { name: "Join" }).click();
  await page.locator("#live .entrants").getByText(name, { exact: true }).waitFor();
  return page;
}

async function mailTo(page, address) {
  await page.goto("/settings");
  await page.getByLabel("Your email address").fill(address);
  await page.getByLabel(/A reminder before a phase closes/).uncheck();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByTestId("saved").waitFor();
}

/** Waits until the page's heading for the open phase reads `name`. */
async function phase(page, name) {
  await page.locator("#now-h").filter({ hasText: new RegExp(`^${name}$`) }).waitFor({ timeout: 15000 });
}

/** Presses a button that asks first, and says yes; the question asked. */
async function confirmed(page, button) {
  let asked = null;
  page.once("dialog", (d) => { asked = d.message(); d.accept(); });
  await button.click();
  for (let i = 0; i < 50 && asked === null; i++) await page.waitForTimeout(20);
  assert.ok(asked, "the button asked before acting");
  return asked;
}

/** The messages a reader's view holds, from the API: each as its phase and its text. */
async function messages(page, id) {
  const view = await api(page, `/api/games/${id}`);
  return view.body.game.messages.map((m) => ({ phase: m.event.phase, text: m.event.text ?? JSON.stringify(m.event) }));
}

/** The texts of the messages a reader's view holds. */
async function record(page, id) {
  return (await messages(page, id)).map((m) => m.text);
}

/** The `data-at` of a time on the page (what it was drawn from), and its text. */
async function shown(locator) {
  const time = locator.locator("time[data-at]").first();
  return { at: Number(await time.getAttribute("data-at")), text: await time.textContent() };
}

test("a 1923 week: a night kill, an exile, an extension, a reopened day, a replacement, a prod, to the end", async () => {
  const host = await newPage(browser, server.url, HOST);
  await signUp(host, "Moderator");
  const id = await createGame(host, "1923", "The week of 1923");
  const ann = await joinAs("Ann", id);
  const bob = await joinAs("Bob", id);
  const cara = await joinAs("Cara", id);
  const dov = await joinAs("Dov", id);
  for (let i = 1; i <= 12; i++) {
    const r = await api(host, `/api/games/${id}/commands`, { lobby: { type: "seat", name: `Seat ${i}` } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  await host.goto(`/games/${id}`);
  const start = host.locator("form[data-m1923-start]");
  await start.getByText("Players: levels and requests").click();
  const ask = async (n, name, role) =>
    start.getByRole("group", { name: `${n}. ${name}` }).getByLabel("Role", { exact: true }).selectOption(role);
  await ask(1, "Ann", "Mafia Member");
  await ask(2, "Bob", "Townsperson");
  await ask(3, "Cara", "Townsperson");
  await ask(4, "Dov", "Doctor");
  await start.getByRole("button", { name: "Start the game" }).click();
  await host.getByRole("heading", { name: "Host console" }).waitFor();
  await sink.waitFor("ann@omerta.test", "Mafia Member");
  const spectator = await newPage(browser, server.url);
  await spectator.goto(`/games/${id}`);

  // Night 1: the Mafia kill Bob, through Ann's form; the moderator closes the night.
  await ann.goto(`/games/${id}`);
  await ann.getByLabel("Civilian to kill").selectOption({ label: "Bob" });
  await ann.getByRole("button", { name: "Send the Mafia's decision" }).click();
  await ann.getByText(/sent the decision: Bob/).waitFor();
  const asked = await confirmed(host, host.getByRole("button", { name: "Close night 1 now" }));
  assert.match(asked, /Close night 1 now\? It is played at once/);
  await phase(host, "Day 1");
  for (const page of [ann, bob, spectator]) await page.getByText("Bob has died.").first().waitFor({ timeout: 15000 });
  // Mail: the night's results before its closing.
  await sink.waitFor("ann@omerta.test", "Night 1 is over; day 1 begins.");
  const annsMail = sink.to("ann@omerta.test").map((m) => m.data);
  const died = annsMail.findIndex((m) => m.includes("Bob has died."));
  const closed = annsMail.findIndex((m) => m.includes("Night 1 is over"));
  assert.ok(died >= 0 && died < closed, "the death is mailed before the night's end");
  assert.ok(annsMail[closed].includes(`${server.url}/games/${id}`), "the mail links the address served");

  // Day 1. The moderator opens the paper fold and starts typing an exile's reason; three
  // updates arrive (two ballots and a question); nothing typed or opened is lost.
  await host.getByText("Send for a player (what came in on paper)").click();
  await host.locator("#exile-reason").fill("tampering with the fo");
  await ann.getByLabel("Family vote").selectOption({ index: 1 });
  await ann.getByLabel("Individual vote").selectOption({ index: 1 });
  await ann.getByRole("button", { name: "Cast my ballot" }).click();
  await ann.getByText(/Your ballot: family vote /).waitFor();
  await dov.goto(`/games/${id}`);
  await dov.getByLabel("Family vote").selectOption({ index: 1 });
  await dov.getByLabel("Individual vote").selectOption({ index: 1 });
  await dov.getByRole("button", { name: "Cast my ballot" }).click();
  await dov.getByText(/Your ballot: family vote /).waitFor();
  await ann.getByLabel("Your question").fill("Is a tie sent to court?");
  await ann.getByRole("button", { name: "Send to the moderators" }).click();
  await host.getByText("Is a tie sent to court?").waitFor({ timeout: 10000 });
  await host.getByText("2 ballots cast.").waitFor({ timeout: 10000 });
  assert.equal(await host.locator("#exile-reason").inputValue(), "tampering with the fo", "the reason survives three updates");
  assert.equal(await host.locator("details.m-paper").evaluate((d) => d.open), true, "the fold stays open");
  await host.locator("#exile-reason").fill("tampering with the forms");
  await host.getByLabel("Player to exile").selectOption({ label: "Cara" });
  const exileAsked = await confirmed(host, host.getByRole("button", { name: "Exile", exact: true }));
  assert.match(exileAsked, /Exile this player\?/);
  await host.getByText("Cara was exiled. Reason: tampering with the forms", { exact: true }).waitFor();
  assert.match(await host.locator("#exile-h + p.hint").textContent(), /Only the exiled player is told/);
  await cara.goto(`/games/${id}`);
  await cara.getByText("You have been exiled by the Moderators").waitFor();

  // An extension: Ann's page follows it live, the phase line and the notice alike.
  const before = (await api(host, `/api/games/${id}`)).body.deadline;
  await host.getByText(/^Moderation: more time, a prod/).click();
  await host.getByLabel("Minutes past the deadline").fill("45");
  await host.locator("#extend-reason").fill("a holiday");
  await host.getByRole("button", { name: "Extend" }).click();
  await ann.getByTestId("extended").waitFor({ timeout: 10000 });
  const extended = (await api(ann, `/api/games/${id}`)).body.deadline;
  assert.equal(extended, before + 45 * 60000);
  const line = await shown(ann.getByTestId("deadline"));
  const notice = await shown(ann.getByTestId("extended"));
  assert.equal(line.at, extended, "the phase line follows the extension");
  assert.equal(notice.at, extended);
  assert.match(line.text, /^\w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC$/, line.text);
  await checkPage(ann, "a player's page after an extension");

  // Day 1 closes; in Night 2 the moderator reopens it. The form lists what it takes back
  // and keeps; every reader keeps Night 1; Cara stays exiled; Ann votes again.
  await confirmed(host, host.getByRole("button", { name: "Close day 1 now" }));
  await phase(host, "Night 2");
  // The moderation fold, opened for the extension, stayed open through the updates since.
  assert.equal(await host.getByTestId("moderation").evaluate((d) => d.open), true, "the fold the host opened stays open");
  await host.getByText(/^Moderation: more time, a prod, reopen/).waitFor();
  const reopen = host.getByTestId("reopen");
  await reopen.getByTestId("takes-back").getByText(/^Day 1: Family votes/).waitFor();
  await reopen.getByTestId("keeps").getByText(/Cara's exile: your ruling stays/).waitFor();
  await checkPage(host, "the console with the reopen's list");
  await screenshot(host, "1923-week-reopen-form");
  // What each reader read before Day 1 (the start and Night 1) must outlive the reopening.
  const readers = [["Ann", ann], ["Bob", bob], ["Cara", cara], ["spectator", spectator], ["the host", host]];
  const beforeDay1 = {};
  for (const [who, page] of readers) {
    beforeDay1[who] = (await messages(page, id)).filter((m) => m.phase === undefined || m.phase === "night 1").map((m) => m.text);
    assert.ok(beforeDay1[who].includes("Bob has died."), `${who} read the night's death`);
  }
  assert.ok(beforeDay1.Ann.length > beforeDay1.spectator.length, "Ann's record holds her own messages of Night 1 too");
  await reopen.getByLabel("Open for (minutes)").fill("90");
  await reopen.getByLabel("Why (everybody is told)").fill("day 1 was closed early by mistake");
  const reopenAsked = await confirmed(host, reopen.getByRole("button", { name: "Reopen Day 1" }));
  assert.match(reopenAsked, /Reopen Day 1\? It takes back everything listed/);
  await phase(host, "Day 1");
  for (const [who, page] of readers) {
    const now = await record(page, id);
    for (const t of beforeDay1[who]) assert.ok(now.includes(t), `${who} keeps "${t}"`);
  }
  for (const [who, page] of [["Ann", ann], ["Bob", bob], ["spectator", spectator]]) {
    await phase(page, "Day 1");
    await page.locator("#news-h ~ section", { hasText: "Bob has died." }).first().waitFor();
    assert.ok(!(await record(page, id)).some((t) => /was killed by the court/.test(t)), `${who}'s record no longer holds Day 1's court`);
  }
  // The host's exile of Cara, made in Day 1, stays in the host's record.
  const exiled = (await api(host, `/api/games/${id}`)).body.game.messages.filter((m) => m.kind === "exiled");
  assert.equal(exiled.length, 1, JSON.stringify(exiled));
  assert.equal(exiled[0].event.reason, "tampering with the forms");
  const reopenedDeadline = (await api(ann, `/api/games/${id}`)).body.deadline;
  assert.equal((await shown(ann.getByTestId("deadline"))).at, reopenedDeadline, "the page shows the reopen's end");
  // The notice says a reopening, not more time.
  const reopenedNotice = ann.getByTestId("extended");
  await reopenedNotice.getByText(/^The host reopened this phase: it now closes at/).waitFor();
  assert.equal((await shown(reopenedNotice)).at, reopenedDeadline);
  await cara.goto(`/games/${id}`);
  await cara.getByText("Nothing to send this phase.").waitFor();
  assert.equal(await cara.getByRole("button", { name: "Cast my ballot" }).count(), 0, "Cara stays exiled");
  await ann.getByRole("button", { name: "Cast my ballot" }).waitFor();
  const reopenMail = await sink.waitFor("ann@omerta.test", "The host reopened Day 1, rewound to its start");
  assert.match(reopenMail.data.replace(/=\n/g, ""), /Taken back: Day 1: Family votes/);
  await checkPage(ann, "a player's page after the reopening");
  await screenshot(ann, "1923-week-reopened-player");

  // A replacement made on the page: Dov's slot goes to Noa's account, picked by name.
  const noa = await newPage(browser, server.url);
  await signUp(noa, "Noa Newcomer");
  await mailTo(noa, "noa@omerta.test");
  const dovsRecord = await record(dov, id);
  assert.ok(dovsRecord.some((t) => /Doctor/.test(t)), "Dov was told his role");
  await host.getByLabel("Slot to replace").selectOption({ label: "4. Dov" });
  await host.getByLabel("Newcomer's account").fill("noa");
  await host.locator("#replace-accounts option[value='Noa Newcomer']").waitFor({ state: "attached" });
  await host.getByLabel("Newcomer's account").fill("Noa Newcomer");
  await confirmed(host, host.getByRole("button", { name: "Replace", exact: true }));
  await host.getByText("(played by Noa Newcomer)").waitFor();
  const events = await api(host, `/api/games/${id}/events`);
  const replaced = events.body.events.find((e) => e.kind === "lobby.replaced");
  const noaId = (await api(noa, "/api/session")).body.account.id;
  assert.equal(replaced.event.lobby.account, noaId, "the replacement names Noa's account");
  await noa.goto(`/games/${id}`);
  assert.equal(await noa.getByTestId("my-role").textContent(), "Doctor");
  await noa.getByText(/Noa Newcomer, you now play Dov in family \w+\. Your role: Doctor\./).waitFor();
  await sink.waitFor("noa@omerta.test", "you now play Dov");
  // The slot's messages are Noa's now: everything Dov was told, and Dov reads no more of it.
  const noasRecord = await record(noa, id);
  for (const t of dovsRecord) assert.ok(noasRecord.includes(t), `Noa reads the slot's "${t}"`);
  const dovsMail = sink.to("dov@omerta.test").length;
  await dov.goto(`/games/${id}`);
  await dov.getByText("You are watching").waitFor();
  await checkPage(noa, "the newcomer's page");
  await screenshot(noa, "1923-week-newcomer");

  // A prod: on Ann's page at once, and in her "My games".
  await host.getByTestId("moderation").getByLabel("Player", { exact: true }).selectOption({ label: "1. Ann" });
  await host.getByLabel("What to tell them (they alone are told)").fill("vote again, please");
  await host.getByRole("button", { name: "Prod" }).click();
  await ann.getByTestId("prod").filter({ hasText: "vote again, please" }).waitFor({ timeout: 10000 });
  await ann.goto("/games/mine");
  await ann.getByTestId("prod").filter({ hasText: "vote again, please" }).waitFor();
  await checkPage(ann, "My games with a prod");
  await ann.goto(`/games/${id}`);

  // The week to its end, every phase closed from the console.
  const phases = ["day 1", "night 2", "day 2", "night 3", "day 3", "night 4", "day 4", "night 5", "day 5"];
  for (const name of phases) {
    await confirmed(host, host.getByRole("button", { name: `Close ${name} now` }));
    await host.getByRole("button", { name: `Close ${name} now` }).waitFor({ state: "detached", timeout: 15000 });
  }
  await host.locator("#now-h", { hasText: "The game is over" }).waitFor({ timeout: 15000 });
  await sink.waitFor("ann@omerta.test", "the game is over");
  await sink.waitFor("noa@omerta.test", "the game is over");
  // Every reader's record still holds Night 1, after the end too.
  for (const page of [spectator, bob, noa]) {
    await page.goto(`/games/${id}`);
    assert.ok((await record(page, id)).includes("Bob has died."));
  }
  // Noa is mailed the slot's phases; Dov, replaced, is no longer mailed about the game.
  await sink.waitFor("noa@omerta.test", "Day 5 is over");
  assert.equal(sink.to("dov@omerta.test").length, dovsMail, "no mail to the replaced player");
  assert.equal((await api(dov, `/api/games/${id}`)).body.viewer.as, "spectator");
  await checkPage(spectator, "the finished week");
  await screenshot(spectator, "1923-week-end");
});

test("1923 times: the game's zone with its name, the reader's own beside it, and when Night 1 opens", async () => {
  const host = await newPage(browser, server.url, HOST);
  await signUp(host, "Clockkeeper");
  const id = await createGame(host, "1923", "By Israel time");
  const eve = await newPage(browser, server.url, { timezoneId: "America/New_York" });
  await signUp(eve, "Eve");
  await eve.goto(`/games/${id}`);
  await eve.getByLabel("Your name in this game").fill("Eve");
  await eve.getByRole("button", { name: "Join" }).click();
  await eve.locator("#live .entrants").getByText("Eve", { exact: true }).waitFor();
  for (let i = 1; i <= 15; i++) {
    const r = await api(host, `/api/games/${id}/commands`, { lobby: { type: "seat", name: `Seat ${i}` } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  await host.goto(`/games/${id}`);
  await host.getByLabel("Clock").selectOption({ label: "The rules' clock (Israel time)" });
  await host.locator("form[data-m1923-start]").getByRole("button", { name: "Start the game" }).click();
  await host.getByRole("heading", { name: "Host console" }).waitFor();

  // Before Night 1 opens, Eve's page says when it opens, in Israel time with its name and
  // in her own time, and offers nothing to send.
  await eve.goto(`/games/${id}`);
  await eve.locator("#now-h", { hasText: "Night 1 has not begun" }).waitFor();
  const opens = eve.getByTestId("opens");
  assert.match(await opens.textContent(), /Night 1 opens at (Sat|Sun) \d{1,2} \w{3} \d{4}, 21:00 \(Asia\/Jerusalem\) \(your time: \w{3} \d{1,2} \w{3}, 1[34]:00, America\/New_York\)/);
  // Questions to the moderators are taken at any time; an action or a ballot is not.
  const sendNow = eve.locator("section[aria-labelledby=do-h]");
  await sendNow.getByText(/^Night 1 opens at .*: your night action is taken from then\.$/).waitFor();
  assert.equal(await sendNow.getByRole("button").count(), 0, "nothing to send before Night 1");
  assert.match(await eve.getByTestId("deadline").textContent(), /07:00 \(Asia\/Jerusalem\)/);
  // A refusal tells the time the same way.
  const view = (await api(eve, `/api/games/${id}`)).body;
  const me = view.viewer.slot;
  const refused = await api(eve, `/api/games/${id}/commands`, { game: { type: "say", channel: "moderators", text: "When does it start?" } });
  assert.equal(refused.status, 200, "talking is taken at any time");
  const early = await api(eve, `/api/games/${id}/commands`, { game: { type: "vote", family: view.game.families[0].name, individual: me } });
  assert.equal(early.status, 422);
  // The chat's time, in Israel time with its name.
  await eve.goto(`/games/${id}`);
  // (Her own question's line: a Mafia Member's page lists the Mafia's channel first.)
  assert.match(await eve.locator(".m-chat-log li", { hasText: "When does it start?" }).first().textContent(), /\(Asia\/Jerusalem\)/);
  await checkPage(eve, "a player's page before Night 1 opens, in New York");
  await screenshot(eve, "1923-before-night-1-new-york");
  const action = await api(eve, `/api/games/${id}/commands`, { game: { type: "action", targets: [0] } });
  if (action.status === 422 && action.body.error.code === "not_open") {
    assert.match(action.body.error.message, /^Night 1 opens at \w{3} \d{1,2} \w{3} \d{4}, 21:00 \(Asia\/Jerusalem\)/);
  }
  // The site has an icon.
  const icon = await eve.evaluate(async () => (await fetch("/favicon.ico")).status);
  assert.equal(icon, 200);
});
