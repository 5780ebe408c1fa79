// The judge's gestures, shared by the Pro Mafia browser tests: seating a table, and
// recording protocol events the way a judge does (tools, taps, buttons).
import assert from "node:assert/strict";
import { signUp, createGame } from "./lib.mjs";

/** The console's words the gestures look for, in English; a test in another language
 * gives its own with `speak()` (the controls are found by the words a judge reads). */
export const ENGLISH = {
  day: "Day", night: "Night", nominate: "Nominate", someoneElse: "Someone else nominates",
  vote: "Vote", lift: "Lift", recordLift: "Record the lift vote", shoot: "Shoot",
  shoots: "shoots", creditFor: "Credit for", recordShots: "Record the shots",
  donCheck: "Don check", sheriffCheck: "Sheriff check", will: "Will", willOf: "Will of",
  colours: "Colours (First Out)", ordered: "Ordered", helm: "Pass the helm", noWill: "No will",
  recordWill: "Record the will", remove: "Remove", disqualify: "Disqualify",
  declaredDefeat: "Declared defeat", seat: "Seat", surrender: "The mafia surrender",
  wins: { red: "red wins", black: "black wins", draw: "draw wins" }, winner: "Winner",
  endGame: "End the game", speaking: "Speaking:",
};
const W = { ...ENGLISH };
/** The words of the console's language for the gestures below. */
export function speak(words) {
  Object.assign(W, ENGLISH, words);
}

/** The judge's gestures so far: taps on buttons and seats (1 each), choices in a list (2:
 * open it, choose), and the scrolls needed to reach a control that was off the screen or
 * under something (the sticky timer). */
export const gestures = { count: 0, scrolls: 0 };

/** Counts a scroll when the control is not where a finger can reach it now (its centre is
 * off the window or covered), then scrolls it to the middle of the window. */
async function reach(locator) {
  const hidden = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const what = `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 24)}" at y=${Math.round(y)} (scrolled ${Math.round(window.scrollY)})`;
    if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return what;
    const top = document.elementFromPoint(x, y);
    return top && (top === el || el.contains(top) || top.contains(el)) ? null : what;
  });
  if (hidden) {
    gestures.where = (gestures.where || []).concat(hidden);
    // A person scrolls as little as reaches it: to the nearest edge, clear of the sticky
    // timer.
    gestures.scrolls += 1;
    await locator.evaluate((el) => {
      const sticky = document.querySelector(".timer");
      const cover = sticky ? sticky.getBoundingClientRect().height + 8 : 0;
      const r = el.getBoundingClientRect();
      if (r.top < cover) window.scrollBy(0, r.top - cover);
      else if (r.bottom > window.innerHeight) window.scrollBy(0, r.bottom - window.innerHeight + 8);
    });
  }
}

/** A person cannot tap within the console's double-tap window after a record: wait it out
 * (the console says how long, `omertaConsole.waitFor`). */
async function patient(locator) {
  const wait = await locator.evaluate((el) => (window.omertaConsole && window.omertaConsole.waitFor ? window.omertaConsole.waitFor(el) : 0));
  if (wait > 0) await new Promise((r) => setTimeout(r, wait + 20));
}

/** What the property test mixes into the judge's gestures: `double()` says whether a tap
 * lands as a double tap (the judge meant one tap); `between(page)` runs in the middle of
 * building a record (a foul given, one taken back). */
export const chaos = { double: () => false, between: null };
async function between(page) {
  if (chaos.between) await chaos.between(page);
}

export async function press(locator, how = "click", { single = false } = {}) {
  gestures.count += 1;
  await reach(locator);
  await patient(locator);
  if (how === "check") return locator.check();
  return !single && chaos.double() ? locator.dblclick() : locator.click();
}
async function pick(locator, value) {
  gestures.count += 2;
  await reach(locator);
  return locator.selectOption(value);
}

export async function useTool(page, name) {
  const tool = page.locator(".toolbar").getByRole("button", { name, exact: true });
  // A judge does not tap the tool already chosen: it stays chosen.
  if ((await tool.getAttribute("aria-pressed")) === "true") return;
  await press(tool);
}

export async function tapSeat(page, seat, options) {
  await press(page.locator(`.seat[data-seat="${seat}"]`), "click", options);
}

/** Waits until the console takes taps again (a person's next tap after a record). */
export async function calm(page) {
  await page.waitForFunction(() => !window.omertaConsole || !window.omertaConsole.waitFor || window.omertaConsole.waitFor(document.body) === 0);
}

/** Signs up a judge, hosts a table, seats ten players and starts with the given cards. */
export async function startTable(page, { judge, title, names, roles, event }) {
  await signUp(page, judge);
  const id = await createGame(page, "pro", title);
  await seatTable(page, names);
  for (const [i, role] of roles.entries()) await pick(page.getByLabel(`Card for seat ${i + 1}`, { exact: true }), role);
  if (event) await page.getByLabel(/Tournament or event/).fill(event);
  await press(page.getByRole("button", { name: "Start the game" }));
  await page.locator('[data-tool="vote"]').waitFor();
  return id;
}

/** Seats the names in order the way a judge standing at the table does: tap the empty
 * seat, type the name, Seat. */
export async function seatTable(page, names) {
  for (const [i, name] of names.entries()) {
    await press(page.locator(`[data-setup-seat="${i + 1}"]`));
    await page.locator("#seat-name").fill(name);
    // The form's one button, whatever the page's language calls it.
    await press(page.locator('#seat-form button[type="submit"]'));
    await page.locator(".entrants li", { hasText: name }).first().waitFor();
  }
}

/** Waits until the console has sent every record (none waiting). */
export async function settled(page) {
  await page.waitForFunction(() => window.omertaConsole && window.omertaConsole.box.queue.length === 0 &&
    (window.omertaConsole.box.done || []).length === 0);
}

/** The table's protocol as the server holds it (the judge's view). */
export async function recorded(page, id) {
  return page.evaluate(async (id) => {
    const view = await (await fetch(`/api/games/${id}`)).json();
    return view.game.records.map((r) => r.event);
  }, id);
}

/** A protocol event as the console writes it: `candidates` left out (the protocol allows
 * either; the server checks a written list against the tie). */
export function normal(event) {
  const copy = JSON.parse(JSON.stringify(event));
  if (copy.type === "vote") delete copy.candidates;
  return copy;
}

/** The console's offer of the next step (`#next-step`), when it is this record. */
async function offered(page, type) {
  const next = page.locator(`#next-step [data-next="${type}"]`);
  return (await next.count()) ? next : null;
}

/** A toggle the judge taps only when it is not already chosen. */
async function choose(locator) {
  if ((await locator.getAttribute("aria-pressed")) !== "true") await press(locator);
}

/** The speaker the console has today, or null (the speeches are over, or not today). */
async function speaking(page) {
  const line = page.locator("#speaker");
  if (!(await line.count()) || (await line.isHidden())) return null;
  const text = (await line.locator("[data-speaker-text]").textContent().catch(() => "")) || "";
  const m = new RegExp(`^${W.speaking} #(\\d+)`).exec(text);
  return m ? Number(m[1]) : null;
}

/** The judge's taps on "Next speaker" (each starts a speech's timer): counted apart from
 * the records' gestures, since the judge makes them whatever the console records. */
export const speeches = { count: 0 };
async function nextSpeaker(page) {
  speeches.count += 1;
  const before = gestures.count;
  await press(page.locator("[data-next-speaker]"));
  gestures.count = before;
}

/** Lets the day's remaining speeches pass (the judge taps Next speaker at each). */
export async function endSpeeches(page) {
  for (let i = 0; i < 10 && (await speaking(page)) !== null; i++) await nextSpeaker(page);
}

/** Records one protocol event the way a judge does it: the step the console offers where
 * it is this record, else the tools; taps, buttons. */
export async function recordByHand(page, event) {
  switch (event.type) {
    case "day":
    case "night": {
      await endSpeeches(page);
      const next = await offered(page, event.type);
      if (next) return press(next);
      return press(page.getByRole("button", { name: event.type === "day" ? W.day : W.night, exact: true }));
    }
    case "nominate": {
      await useTool(page, W.nominate);
      const panel = page.locator("#tool-panel");
      // During the speeches the speaker nominates: one tap on the target. A nominator
      // still to speak today is reached by the speeches before theirs.
      let speaker = await speaking(page);
      const order = (await page.evaluate(() => window.omertaConsole && window.omertaConsole.speakers ? window.omertaConsole.speakers() : [])) || [];
      if (speaker !== null && speaker !== event.by && order.indexOf(event.by) > order.indexOf(speaker)) {
        while (speaker !== null && speaker !== event.by) {
          await nextSpeaker(page);
          speaker = await speaking(page);
        }
      }
      const nominator = Number((await panel.getAttribute("data-nominator")) || 0);
      if (nominator && nominator === event.by) return tapSeat(page, event.target);
      if (nominator) await press(page.getByRole("button", { name: W.someoneElse }));
      await tapSeat(page, event.by);
      await between(page);
      return tapSeat(page, event.target);
    }
    case "vote": {
      await endSpeeches(page);
      await useTool(page, W.vote);
      // Hands by candidate, as a judge counts them: choose the candidate, tap their hands.
      const byCandidate = {};
      for (const [voter, candidate] of Object.entries(event.ballots)) {
        (byCandidate[candidate] = byCandidate[candidate] || []).push(Number(voter));
      }
      // The candidates in the order the judge calls them (the chips' order).
      const order = await page.locator("#tool-panel [data-candidate]").evaluateAll((chips) => chips.map((c) => c.getAttribute("data-candidate")));
      const called = Object.entries(byCandidate).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
      for (const [candidate, voters] of called) {
        await choose(page.locator(`#tool-panel [data-candidate="${candidate}"]`));
        for (const voter of voters) {
          await tapSeat(page, voter);
          await between(page);
        }
      }
      // A vote with no hands recorded asks first (every vote for the last candidate).
      if (!Object.keys(event.ballots).length) page.once("dialog", (d) => d.accept());
      await press(page.getByTestId("record-vote"));
      page.removeAllListeners("dialog");
      return;
    }
    case "lift":
      await useTool(page, W.lift);
      for (const seat of event.yes) {
        await tapSeat(page, seat);
        await between(page);
      }
      if (!event.yes.length) page.once("dialog", (d) => d.accept());
      await press(page.getByRole("button", { name: W.recordLift }));
      page.removeAllListeners("dialog");
      return;
    case "shots": {
      await useTool(page, W.shoot);
      const blacks = await page.evaluate(() => JSON.parse(document.getElementById("console").getAttribute("data-console")).blacks_at_table);
      const targets = new Set(Object.values(event.shots));
      const together = targets.size === 1 && blacks.every((b) => String(b) in event.shots) && Object.keys(event.shots).length === blacks.length;
      if (together) {
        // Every shooter at the same target: one tap on it.
        await tapSeat(page, [...targets][0]);
        await between(page);
      }
      const more = !together || (event.miss_by || []).length || event.credit;
      if (more) {
        const options = page.locator("#tool-panel details.shot-options");
        if (!(await options.evaluate((d) => d.open))) await press(options.locator("summary"), "click", { single: true });
      }
      if (!together) {
        for (const [shooter, target] of Object.entries(event.shots)) {
          await pick(page.getByLabel(new RegExp(`^#${shooter} .* ${W.shoots}$`)), String(target));
        }
      }
      for (const seat of event.miss_by || []) await press(page.locator(`#miss-${seat}`), "check");
      if (event.credit) await pick(page.getByLabel(new RegExp(`^${W.creditFor}`)), String(event.credit));
      if (!Object.keys(event.shots).length) page.once("dialog", (d) => d.accept());
      await press(page.getByRole("button", { name: W.recordShots }));
      page.removeAllListeners("dialog");
      return;
    }
    case "don_check":
      await useTool(page, W.donCheck);
      return tapSeat(page, event.target);
    case "sheriff_check":
      await useTool(page, W.sheriffCheck);
      return tapSeat(page, event.target);
    case "foul": {
      const plus = page.locator(`[data-foul-plus="${event.seat}"]`);
      // A fourth foul asks first (it removes the player).
      page.once("dialog", (d) => d.accept());
      await press(plus, "click", { single: true });
      page.removeAllListeners("dialog");
      return;
    }
    case "will": {
      await useTool(page, W.will);
      // Whose will is a choice where more than one player may leave one.
      const whose = page.getByRole("button", { name: new RegExp(`^${W.willOf} #${event.by} `) });
      if (await whose.count()) await choose(whose);
      if (event.colors) {
        await choose(page.getByRole("button", { name: W.colours }));
        // Once for red, twice for black: a double tap here is the gesture, so each tap
        // is a single one.
        for (const [seat, color] of Object.entries(event.colors)) {
          await tapSeat(page, Number(seat), { single: true });
          if (color === "black") await tapSeat(page, Number(seat), { single: true });
          await between(page);
        }
      } else if (event.order) {
        await choose(page.getByRole("button", { name: W.ordered }));
        for (const seat of event.order) {
          await tapSeat(page, seat);
          await between(page);
        }
      } else if (event.helm) {
        await choose(page.getByRole("button", { name: W.helm }));
        await tapSeat(page, event.helm);
        await between(page);
      } else {
        return press(page.getByRole("button", { name: W.noWill }));
      }
      return press(page.getByRole("button", { name: W.recordWill, exact: true }));
    }
    case "removal":
    case "disqualification":
    case "declared_defeat": {
      const name = { removal: W.remove, disqualification: W.disqualify, declared_defeat: W.declaredDefeat }[event.type];
      page.once("dialog", (d) => d.accept());
      if (event.type === "removal") {
        await useTool(page, W.remove);
        return tapSeat(page, event.seat, { single: true });
      }
      await openOthers(page);
      await pick(page.getByLabel(W.seat, { exact: true }), String(event.seat));
      return press(page.getByRole("button", { name, exact: true }));
    }
    case "surrender":
      await openOthers(page);
      page.once("dialog", (d) => d.accept());
      return press(page.getByRole("button", { name: W.surrender }));
    case "end": {
      const next = await offered(page, "end");
      if (next && ((await next.textContent()) || "").includes(W.wins[event.winner])) return press(next);
      await openOthers(page);
      await pick(page.getByLabel(W.winner), event.winner);
      page.once("dialog", (d) => d.accept());
      return press(page.getByRole("button", { name: W.endGame }));
    }
    default:
      throw new Error(`no console gesture for ${event.type}`);
  }
}

/** Opens the "Other records" fold (a click would close it if it is open). */
async function openOthers(page) {
  await page.locator("#other-records").evaluate((d) => { d.open = true; });
}

export function assertSameProtocol(actual, expected, what) {
  assert.equal(actual.length, expected.length, `${what}: ${actual.length} records, ${expected.length} expected`);
  actual.forEach((event, i) => {
    assert.deepEqual(normal(event), normal(expected[i]), `${what}: record ${i} (${expected[i].type})`);
  });
}
