// Issue 30: a Mafia 1923 game read in Hebrew, right to left, at 375 px (a he-IL Chromium in
// Israel time): the player's card, the phase and its deadline, the families; Latin names
// isolated so they keep their order, nothing wider than the phone, the page's start on the
// right. Screenshots of a player's page and a spectator's.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { startServer, launch, newPage, signUp, createGame, screenshot, checkPage, api, shots } from "./lib.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A phone in Hebrew, in Israel time. */
async function hebrewPhone() {
  const context = await browser.newContext({
    baseURL: server.url, viewport: { width: 375, height: 812 }, locale: "he-IL", timezoneId: "Asia/Jerusalem",
  });
  const page = await context.newPage();
  page.on("pageerror", (e) => { throw new Error(`page error: ${e.message}`); });
  page.blocked = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|apply|load)/i.test(m.text())) page.blocked.push(m.text());
  });
  return page;
}

/** What a right-to-left page must be: its direction, its content starting on the right,
 * every Latin name in an isolate that keeps left to right, nothing wider than the window. */
async function checkRtl(page, what) {
  const facts = await page.evaluate(() => {
    const h1 = document.querySelector("main h1").getBoundingClientRect();
    const names = [...document.querySelectorAll("bdi.m-name")];
    return {
      dir: document.documentElement.dir,
      direction: getComputedStyle(document.body).direction,
      h1Right: Math.round(window.innerWidth - h1.right),
      h1Left: Math.round(h1.left),
      names: names.length,
      namesLtr: names.filter((n) => getComputedStyle(n).direction === "ltr").map((n) => n.textContent),
      wide: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
  assert.equal(facts.dir, "rtl", what);
  assert.equal(facts.direction, "rtl", what);
  assert.ok(facts.h1Right <= facts.h1Left, `${what}: the title starts on the right (${JSON.stringify(facts)})`);
  assert.ok(facts.names >= 16, `${what}: every name of the roster is isolated (${facts.names})`);
  assert.equal(facts.namesLtr.length, facts.names, `${what}: Latin names keep left to right`);
  assert.ok(facts.wide <= 0, `${what}: ${facts.wide}px wider than the window`);
  await checkPage(page, what);
}

test("a 1923 game in Hebrew reads right to left on a phone, names and times isolated", async () => {
  // The host sets the game up in English (the lobby and the start form).
  const host = await newPage(browser, server.url);
  await signUp(host, "Moderator");
  const id = await createGame(host, "1923", "העיר, 1923");

  // Dana reads Hebrew: her sign-up is in Hebrew; she joins the game.
  const dana = await hebrewPhone();
  await dana.goto("/signup");
  assert.equal(await dana.locator("html").getAttribute("dir"), "rtl");
  await dana.getByLabel("שם").fill("Dana");
  await dana.getByLabel("סיסמה").fill("correct horse battery");
  await dana.getByRole("button", { name: "יצירת חשבון" }).click();
  await dana.waitForURL((u) => !u.pathname.startsWith("/signup"));
  await dana.goto(`/games/${id}`);
  // The lobby in Hebrew too (issue 30): its words from the catalog.
  await dana.getByLabel("השם שלך במשחק הזה").fill("Dana Levi");
  await dana.getByRole("button", { name: "הצטרפות" }).click();
  await dana.locator("#live .entrants").getByText("Dana Levi", { exact: true }).waitFor();
  for (let i = 1; i <= 15; i++) {
    const r = await api(host, `/api/games/${id}/commands`, { lobby: { type: "seat", name: `Seat ${i}` } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  await host.goto(`/games/${id}`);
  const start = host.locator("form[data-m1923-start]");
  await start.getByText("Players: levels and requests").click();
  await start.getByRole("group", { name: "1. Dana Levi" }).getByLabel("Role", { exact: true }).selectOption("Doctor");
  await start.getByRole("button", { name: "Start the game" }).click();
  await host.getByRole("heading", { name: "Host console" }).waitFor();

  // Dana's page, in Hebrew.
  await dana.goto(`/games/${id}`);
  assert.equal(await dana.getByTestId("my-role").textContent(), "רופא");
  for (const heading of ["מה אפשר לשלוח עכשיו", "ההודעות שלך", "הודעות", "משפחות", "שאלות למנחים"]) {
    await dana.getByRole("heading", { name: heading, exact: true }).waitFor();
  }
  assert.equal((await dana.locator("#you-h").textContent()).trim(), "אתה: Dana Levi");
  assert.match(await dana.locator("#now-h").textContent(), /^(לילה|יום) \d+$/);
  // The deadline in Hebrew words, on the game's clock with its zone's name.
  const deadline = await dana.getByTestId("deadline").textContent();
  assert.match(deadline, /^מועד הסיום: /);
  assert.match(deadline, /\d\d:\d\d (UTC|\([A-Za-z_/]+\))/);
  // The reader's own time, where it differs, in Hebrew too (omerta.js).
  assert.match(deadline, /\(השעה אצלך: .+, Asia\/Jerusalem\)/);
  assert.doesNotMatch(deadline, /your time|left\)/);
  assert.match(deadline, /\(נותרו [\d: d]+\)/);
  assert.equal(await dana.locator(".m-roster .m-you-mark").textContent(), "(אתה)");
  assert.equal((await dana.locator(".badge.status-running").textContent()).trim(), "פעיל");
  assert.equal(await dana.getByTestId("prod").count(), 0, "no reminder was sent");
  await checkRtl(dana, "a player's 1923 page in Hebrew at 375 px");
  await screenshot(dana, "1923-he-player-375");
  await dana.evaluate(() => window.scrollTo(0, 0));
  await dana.screenshot({ path: join(shots, "1923-he-player-top-375.png") });
  await dana.locator(".m-families").screenshot({ path: join(shots, "1923-he-families-375.png") });
  assert.deepEqual(dana.blocked, []);

  // A spectator in Hebrew: no role, the same right-to-left page.
  const spectator = await hebrewPhone();
  await spectator.goto(`/games/${id}`);
  await spectator.getByText("אתה צופה:", { exact: false }).waitFor();
  assert.equal(await spectator.locator(".m-role").count(), 0, "a spectator sees no role");
  await checkRtl(spectator, "a spectator's 1923 page in Hebrew at 375 px");
  await spectator.evaluate(() => window.scrollTo(0, 0));
  await spectator.screenshot({ path: join(shots, "1923-he-spectator-top-375.png") });

  // The game runs: the host sends the Mafia's decision for a Mafia Member (a Civilian of
  // the other family dies), then closes night 1 and day 1 (nobody votes).
  const view = (await api(host, `/api/games/${id}`)).body;
  const roster = view.game.roster;
  const mafia = roster.findIndex((p) => p.role === "Mafia Member" && !p.name.startsWith("Dana"));
  const family = (slot) => view.game.families.find((f) => f.members.includes(slot)).name;
  const victim = roster.findIndex((p, slot) => p.role === "Townsperson" && family(slot) !== family(mafia));
  const send = async (command) => {
    const r = await api(host, `/api/games/${id}/commands`, { game: command });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  };
  await send({ type: "mafia_kill", by: mafia, targets: [victim] });
  await send({ type: "advance" });
  await send({ type: "advance" });
  const dead = roster[victim].name;
  await spectator.goto(`/games/${id}`);
  const news = spectator.locator("section.m-phase li");
  // The death, the votes and the phases in Hebrew; the names isolated, left to right.
  await news.filter({ hasText: `${dead} מת.` }).first().waitFor();
  await news.filter({ hasText: "הצבעות למשפחות: " }).first().waitFor();
  await news.filter({ hasText: "הצבעות לשחקנים: " }).first().waitFor();
  const english = await spectator.locator("section.m-phase").allTextContents();
  for (const words of ["has died", "Family votes", "Individual votes", "is over", "The families"]) {
    assert.ok(!english.join(" ").includes(words), `English ${words} is left: ${english}`);
  }
  const isolated = await spectator.evaluate(() =>
    [...document.querySelectorAll("section.m-phase li bdi")].map((b) => getComputedStyle(b).direction));
  assert.ok(isolated.length >= 16 && isolated.every((d) => d === "ltr"), `names isolated: ${isolated}`);
  assert.ok(await spectator.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "nothing too wide");
  await screenshot(spectator, "1923-he-running-375");
  await spectator.locator("section.m-phase").first().screenshot({ path: join(shots, "1923-he-day-375.png") });
});

test("the host's start form and console in Hebrew on a phone: no English left, nothing too wide", async () => {
  // Moshe hosts in Hebrew: signs up on a Hebrew phone and creates the game (through the API).
  const host = await hebrewPhone();
  await host.goto("/signup");
  await host.getByLabel("שם").fill("Moshe");
  await host.getByLabel("סיסמה").fill("correct horse battery");
  await host.getByRole("button", { name: "יצירת חשבון" }).click();
  await host.waitForURL((u) => !u.pathname.startsWith("/signup"));
  await host.goto("/");
  const created = await api(host, "/api/games", { ruleset: "1923", title: "חיפה, 1923" });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.id;
  const names = ["Dana Levi", "Avraham Ben-David", "Noa", "Yosef Mizrahi-Peretz"];
  for (let i = 1; i <= 16; i++) {
    const name = names[i - 1] || `Seat ${i}`;
    const r = await api(host, `/api/games/${id}/commands`, { lobby: { type: "seat", name } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }

  // The start form in Hebrew: its words, the role names' labels, the players' requests.
  await host.goto(`/games/${id}`);
  const start = host.locator("form[data-m1923-start]");
  await start.getByRole("heading", { name: "התחלת המשחק" }).waitFor();
  // The family rows the script writes are in Hebrew too (its words come with the form).
  assert.equal(await start.getByLabel("שם משפחה 1").inputValue(), "Cohen");
  await start.getByRole("button", { name: "הוספת משפחה" }).click();
  assert.equal(await start.getByLabel("שם משפחה 3").inputValue(), "Mizrahi");
  await start.getByRole("button", { name: "הסרת משפחה 3" }).click();
  await start.getByText("שחקנים: רמות ובקשות").click();
  await start.getByRole("group", { name: "1. Dana Levi" }).getByLabel("תפקיד", { exact: true }).selectOption("Doctor");
  const text = await start.evaluate((form) => form.innerText);
  for (const english of ["Start the game", "Families", "Night length", "Doctor", "Bumbling Bureaucrat", "Beginner", "hours", "Remove", "Size"]) {
    assert.ok(!text.includes(english), `the start form shows English ${JSON.stringify(english)}`);
  }
  await checkPage(host, "the 1923 start form in Hebrew at 375 px");
  await start.screenshot({ path: join(shots, "1923-he-start-375.png") });

  // Started: the host console in Hebrew.
  await start.getByRole("button", { name: "התחלת המשחק" }).click();
  await host.getByRole("heading", { name: "לוח המנחה" }).waitFor();
  const console_ = host.locator("section.m-host");
  const words = await console_.evaluate((s) => s.innerText);
  for (const english of ["Host console", "Exile a player", "Replace a player", "Send for a player", "Stop the game", "Sent this phase"]) {
    assert.ok(!words.includes(english), `the console shows English ${JSON.stringify(english)}`);
  }
  assert.match(await console_.getByRole("button", { name: /^לסגור את לילה 1 עכשיו$/ }).textContent(), /לילה 1/);
  await checkRtl(host, "the host's 1923 page in Hebrew at 375 px");
  await console_.screenshot({ path: join(shots, "1923-he-console-375.png") });
  await screenshot(host, "1923-he-host-375");
  assert.deepEqual(host.blocked, []);
});
