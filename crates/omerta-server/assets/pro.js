// The Pro Mafia judge's console (templates/pro/game.html): a state machine, written down in
// docs/server/web.md ("The judge's console").
//
// - The console follows the game: the judge's view says what the table normally records
//   next (`console.next`: night, shots, checks, morning, wills, speeches, the vote...), and
//   the console offers that record first, with its tool chosen. Every tool stays one tap
//   away; a tool the judge picks stays theirs until they record with it.
// - The tool, the will being recorded (whose, and in which mode) and the record being
//   built are explicit state, changed only by the transitions below. A record made from a
//   seat's own buttons (a foul, taking one back) never touches what the tool is building.
// - No double tap makes a record twice or a record the judge did not build: taps within
//   a moment of a record, and a second tap on the same control within that moment, are
//   not taken (the status line says so); a Record button is inert until its draft changes
//   again; an empty vote asks first; a self-nomination is refused at once.
// - Every record goes through a queue kept in the browser (localStorage, so it survives a
//   reload): it shows at once as pending, is sent in order with its own command id (sent
//   again after a dropped connection, the server applies it once), and is either
//   acknowledged or refused with the server's reason, shown next to its seats.
// - The table rules are the server's: this script only gathers taps, and predicts no more
//   than what the judge needs while records wait (today's nominees, a seat's fouls, which
//   of the view's next steps the waiting records already made).
(function () {
  "use strict";

  var TOOLS = ["nominate", "vote", "lift", "shots", "don_check", "sheriff_check", "will", "removal"];
  var CARDS = ["civilian", "sheriff", "mafia", "don"];
  // A tap this soon after a record, or a second tap on the same control this soon after
  // the first, is a double tap (the usual double-tap window of phones and tablets).
  var DOUBLE_TAP_MS = 300;
  // The keys (shown on the page, docs/server/web.md): a letter per tool.
  var KEYS = { n: "nominate", v: "vote", l: "lift", s: "shots", d: "don_check", c: "sheriff_check", w: "will", r: "removal" };

  // ---- state ---------------------------------------------------------------------------
  var S = {
    tool: null,          // the tool in use: the game's next step's, or the judge's choice
    chosen: false,       // the judge chose the tool (it stays until they record with it)
    draft: fresh(),      // what the tool is building
    will: null,          // {by, mode}: the will being recorded; its mode is its own
    speaker: 0,          // the position in today's speaking order
    byOther: false,      // a nomination by someone other than the speaker (two taps)
    recordedAt: 0,       // when the last record was made (double taps)
    lastTap: { key: "", at: 0 },
  };
  var page = { game: null, console: {}, names: [], fouls: [], last: null, phase: "", csrf: "" };
  // The queue and the refused records are kept per game; `done` holds the records the
  // server took that the drawn page does not show yet (until its version catches up), so
  // that nothing the judge sees steps back while the page is fetched again.
  var box = { queue: [], refused: [], done: [] };
  var sending = false, retryTimer = null, retryDelay = 1000, online = true;
  // Read by the browser tests: acknowledgement times, the state, the queue, every command
  // the console queued (the last 500), and how long a tap on a control would wait to be
  // taken (the double-tap guard).
  window.omertaConsole = { stats: [], state: S, box: box, log: [], dropped: 0 };

  function fresh() {
    return { picks: [], ballots: {}, current: null, colors: {}, shots: {}, missBy: {}, credit: null, spentAt: null };
  }
  // Whether the judge has built anything in the draft.
  function touched(d) {
    return d.picks.length > 0 || Object.keys(d.ballots).length > 0 || Object.keys(d.colors).length > 0 ||
      Object.keys(d.shots).length > 0 || Object.keys(d.missBy).some(function (b) { return d.missBy[b]; }) || !!d.credit;
  }
  // A draft is spent once recorded: its Record button is inert until the judge changes it,
  // or until the server's view holds the record (then an empty vote still asks first).
  function spent(d) {
    return d.spentAt !== null && d.spentAt === (page.console.records || 0) && !touched(d);
  }

  function $(sel, root) { return (root || document).querySelector(sel); }
  function $all(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  }
  // A button of the console's own drawing. Those that record or build a record pass the
  // double-tap guard; `unguarded` ones (Dismiss) do neither.
  function button(text, onClick, attrs, unguarded) {
    var b = el("button", Object.assign({ type: "button" }, attrs || {}), text);
    b.addEventListener("click", function (e) {
      if (!unguarded && !taken(b)) return;
      onClick(e);
    });
    return b;
  }
  function label(seat) { return "#" + seat + (page.names[seat - 1] ? " " + page.names[seat - 1] : ""); }
  function json(attr, fallback) {
    try { var v = JSON.parse(attr || ""); return v === null || v === undefined ? fallback : v; } catch (e) { return fallback; }
  }
  // The console's sentences in the reader's language, given by the page in one JSON block
  // (the game's data-words, from omerta-i18n's `console-*` messages: data, not an inline
  // script the Content-Security-Policy would refuse); `{name}` is filled from `args`. A
  // sentence the block lacks shows its id, which the catalog's tests prevent.
  var WORDS = json((document.querySelector("[data-game][data-words]") || document.body).getAttribute("data-words"), {});
  function t(id, args) {
    var text = WORDS[id];
    if (typeof text !== "string") return id;
    return text.replace(/\{(\w+)\}/g, function (whole, name) {
      return args && Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : whole;
    });
  }
  var SIDES = { red: t("console-side-red"), black: t("console-side-black"), draw: t("console-side-draw") };
  var WINS = { red: t("console-wins-red"), black: t("console-wins-black"), draw: t("console-wins-draw") };
  var MARKS = {
    speaking: t("console-mark-speaking"), by: t("console-mark-by"), "cand.": t("console-mark-candidate"),
    yes: t("console-mark-yes"), shot: t("console-mark-shot"), helm: t("console-mark-helm"),
    red: t("console-mark-red"), black: t("console-mark-black"),
  };

  // ---- double taps ---------------------------------------------------------------------
  // A control's identity for the guard: the same control drawn again has the same key.
  function keyOf(node) {
    if (!node || !node.getAttribute) return "";
    var attrs = ["data-key", "data-tool", "data-foul-plus", "data-foul-minus", "data-seat", "data-record", "data-candidate", "data-will-mode", "data-testid"];
    for (var i = 0; i < attrs.length; i++) {
      if (node.hasAttribute(attrs[i])) return attrs[i] + "=" + node.getAttribute(attrs[i]);
    }
    return "text=" + node.textContent;
  }
  // How long a tap on this control must wait to be taken, in ms (0: it is taken now).
  function waitFor(node) {
    var now = Date.now();
    var wait = S.recordedAt + DOUBLE_TAP_MS - now;
    var key = keyOf(node);
    // In a colour will a second tap on a seat means black: it is the gesture, not a slip.
    var colours = S.tool === "will" && S.will && S.will.mode === "colors" && /^data-seat=/.test(key);
    if (!colours && key === S.lastTap.key) wait = Math.max(wait, S.lastTap.at + DOUBLE_TAP_MS - now);
    return Math.max(0, wait);
  }
  window.omertaConsole.waitFor = waitFor;
  // Whether a tap is taken; a tap that is not says so on the status line.
  function taken(node) {
    if (waitFor(node) > 0) {
      window.omertaConsole.dropped += 1;
      S.lastTap = { key: keyOf(node), at: S.lastTap.key === keyOf(node) ? S.lastTap.at : Date.now() };
      say("A tap within a moment of a record, or of the same tap, was taken as a double tap and not recorded: tap again to do it.");
      return false;
    }
    S.lastTap = { key: keyOf(node), at: Date.now() };
    return true;
  }

  // ---- reading the page ----------------------------------------------------------------
  function read() {
    var c = document.getElementById("console");
    var game = document.querySelector("[data-game]");
    page.game = game ? game.getAttribute("data-game") : null;
    if (!c) { page.console = {}; return false; }
    page.console = json(c.getAttribute("data-console"), {});
    page.names = json(c.getAttribute("data-names"), []);
    page.fouls = json(c.getAttribute("data-fouls"), []);
    page.last = json(c.getAttribute("data-last"), null);
    page.phase = c.getAttribute("data-phase") || "";
    page.decided = c.getAttribute("data-decided") === "yes";
    var live = document.getElementById("live");
    var version = live ? parseInt(live.getAttribute("data-version") || "0", 10) : 0;
    box.done = box.done.filter(function (d) { return d.version > version; });
    var headers = json(document.body.getAttribute("hx-headers"), {});
    page.csrf = headers["X-CSRF-Token"] || page.csrf;
    return true;
  }

  // What the judge sees while records wait: the server's state and the records queued.
  function pending() {
    return box.done.map(function (d) { return d.command; }).concat(box.queue.map(function (i) { return i.command; }));
  }
  function queuedEvents() {
    return pending().filter(function (c) { return c.type === "record"; }).map(function (c) { return c.event; });
  }
  function table() { return (page.console.table || []).slice(); }
  function atTable(seat) { return table().indexOf(seat) >= 0; }
  function nominees() {
    var list = (page.console.nominees || []).slice();
    queuedEvents().forEach(function (e) {
      if (e.type === "nominate" && list.indexOf(e.target) < 0 && atTable(e.target)) list.push(e.target);
      if (e.type === "day" || e.type === "night") list = [];
    });
    return list;
  }
  function fouls(seat) {
    var n = page.fouls[seat - 1] || 0;
    queuedEvents().forEach(function (e) { if (e.type === "foul" && e.seat === seat) n += 1; });
    return n;
  }
  function lastRecord() {
    var queued = queuedEvents();
    return queued.length ? queued[queued.length - 1] : page.last;
  }
  function candidates() {
    var p = page.console.prompt;
    if (p && p.kind === "revote") return p.candidates.slice();
    return nominees();
  }
  function openWills() { return page.console.wills || []; }

  // ---- following the game ----------------------------------------------------------------
  // The view's next steps, less those the waiting records already made. A waiting record
  // off the usual flow (or an undo) leaves the next step unknown until the server answers:
  // then the judge's tools are all there is.
  function steps() {
    var list = (page.console.next || []).slice();
    var commands = pending();
    for (var i = 0; i < commands.length; i++) {
      var command = commands[i];
      if (command.type !== "record") return [];
      var e = command.event;
      if (e.type === "foul") continue;
      var first = list[0] && list[0].record;
      if (first === "speeches") {
        if (e.type === "nominate") continue;
        if (list[1] && list[1].record === e.type) { list.splice(0, 2); continue; }
      }
      if (first === e.type && (e.type !== "will" || list[0].seat === e.by)) { list.shift(); continue; }
      return [];
    }
    // Once every player has spoken, what follows the speeches is next.
    if (list[0] && list[0].record === "speeches" && speechesOver()) list.shift();
    return list;
  }
  function step() { return steps()[0] || null; }
  var STEP_TOOL = { vote: "vote", lift: "lift", shots: "shots", don_check: "don_check", sheriff_check: "sheriff_check", will: "will", speeches: "nominate" };

  // The console takes the next step's tool, unless the judge chose one or is building
  // something with the tool in use.
  function follow() {
    if (S.chosen) return;
    var next = step();
    var tool = next ? STEP_TOOL[next.record] || null : null;
    if (touched(S.draft)) return;
    if (S.tool !== tool) {
      var spentAt = S.draft.spentAt;
      S.tool = tool;
      S.draft = fresh();
      S.draft.spentAt = spentAt;
      S.byOther = false;
    }
    if (tool === "will" && next.seat && (!S.will || S.will.by !== next.seat)) {
      S.will = { by: next.seat, mode: defaultMode(next.seat) };
    }
  }

  // ---- transitions -----------------------------------------------------------------------
  // Choosing the tool already chosen changes nothing (a double tap keeps what is built).
  function chooseTool(tool) {
    if (S.tool === tool) { S.chosen = true; draw(); return; }
    S.tool = tool;
    S.chosen = true;
    S.draft = fresh();
    S.byOther = false;
    if (S.tool === "will") {
      var open = openWills();
      S.will = open.length ? { by: open[0].seat, mode: defaultMode(open[0].seat) } : null;
    }
    draw();
  }

  // The mode belongs to the will: a First Out's will is in colours (the protocol's
  // "First Color Will"), every other will in order, unless the judge picks another.
  function defaultMode(seat) {
    return openWills().some(function (w) { return w.seat === seat && w.first_out; }) ? "colors" : "order";
  }

  // Whose will and its mode are the judge's choice: the console no longer follows the
  // game's next will until this one is recorded.
  function chooseWill(seat) {
    S.chosen = true;
    S.will = { by: seat, mode: defaultMode(seat) };
    S.draft = fresh();
    draw();
  }

  function chooseWillMode(mode) {
    if (!S.will) return;
    S.chosen = true;
    S.will.mode = mode;
    S.draft = fresh();
    draw();
  }

  // The nominator the console knows without a tap: today's speaker, during the speeches.
  function speakerNominates() {
    var next = step();
    if (S.tool !== "nominate" || S.byOther || !next || next.record !== "speeches") return null;
    var order = speakers();
    return order[S.speaker] || null;
  }

  function tap(seat) {
    var tool = S.tool, d = S.draft;
    if (!tool) { say(t("console-no-tool")); return; }
    if (tool === "nominate") {
      var by = speakerNominates();
      if (by) {
        if (seat === by) { say(t("console-not-themselves", { seat: label(by) })); return; }
        recordTool({ type: "nominate", by: by, target: seat }, [by, seat]);
        return;
      }
      if (d.picks.length === 1 && d.picks[0] === seat) {
        say(t("console-not-themselves", { seat: label(seat) }));
        return;
      }
      d.picks.push(seat);
      if (d.picks.length === 2) { recordTool({ type: "nominate", by: d.picks[0], target: d.picks[1] }, d.picks.slice()); return; }
    } else if (tool === "vote") {
      if (!d.current) { say(t("console-pick-candidate")); return; }
      if (d.ballots[seat] === d.current) delete d.ballots[seat]; else d.ballots[seat] = d.current;
    } else if (tool === "lift" || (tool === "will" && S.will && S.will.mode === "order")) {
      var i = d.picks.indexOf(seat);
      if (i >= 0) d.picks.splice(i, 1); else d.picks.push(seat);
    } else if (tool === "will" && S.will && S.will.mode === "colors") {
      var next = { undefined: "red", red: "black", black: undefined }[d.colors[seat]];
      if (next) d.colors[seat] = next; else delete d.colors[seat];
    } else if (tool === "will" && S.will && S.will.mode === "helm") {
      d.picks = [seat];
    } else if (tool === "shots") {
      (page.console.blacks_at_table || []).forEach(function (b) { d.shots[b] = seat; });
    } else if (tool === "don_check" || tool === "sheriff_check") {
      recordTool({ type: tool, target: seat }, [seat]); return;
    } else if (tool === "removal") {
      if (window.confirm(t("console-confirm-removal", { seat: label(seat) }))) recordTool({ type: "removal", seat: seat }, [seat]);
      return;
    }
    draw();
  }

  function foulPlus(seat) {
    var n = fouls(seat);
    if (n >= 3 && !window.confirm(t("console-confirm-fourth-foul", { seat: label(seat) }))) return;
    recordAside({ type: "foul", seat: seat }, [seat]);
  }

  // Takes back the seat's last foul: only when it is the last record of all (undo takes
  // back the last record only, ruling L5).
  function foulMinus(seat) {
    var last = lastRecord();
    if (!last || last.type !== "foul" || last.seat !== seat) {
      say(t("console-foul-not-last", { seat: label(seat) }));
      return;
    }
    undo();
  }

  // A record built with the tool: the draft is spent (its Record button inert until it
  // changes), a will is done, and the console follows the game again.
  function recordTool(event, seats) {
    enqueue({ type: "record", event: event }, describe(event), seats || seatsOf(event));
    S.draft = fresh();
    S.draft.spentAt = page.console.records || 0;
    S.chosen = false;
    S.byOther = false;
    if (event.type === "will") S.will = null;
    draw();
  }

  // A record made beside the tool (a foul, Day, Night, the rarer records): what the tool
  // is building stays as it was.
  function recordAside(event, seats) {
    enqueue({ type: "record", event: event }, describe(event), seats || seatsOf(event));
    draw();
  }

  // Day and Night end what the tool was building for the phase before.
  function recordPhase(event) {
    enqueue({ type: "record", event: event }, describe(event), []);
    S.draft = fresh();
    S.draft.spentAt = page.console.records || 0;
    S.chosen = false;
    S.byOther = false;
    S.will = null;
    draw();
  }

  function undo() {
    // A record still waiting is simply taken out of the queue; otherwise the server's last.
    for (var i = box.queue.length - 1; i >= 0; i--) {
      if (box.queue[i].state !== "sending") {
        window.omertaConsole.log.push({ type: "take_back", command: box.queue[i].command });
        box.queue.splice(i, 1);
        save();
        S.recordedAt = Date.now();
        say(t("console-taken-back"));
        draw();
        return;
      }
      break;
    }
    enqueue({ type: "undo" }, t("console-undo"), []);
  }

  // ---- the queue -------------------------------------------------------------------------
  function storeKey() { return "omerta-console-" + page.game; }
  function load() {
    try {
      var saved = JSON.parse(localStorage.getItem(storeKey()) || "null");
      if (saved && Array.isArray(saved.queue)) {
        box.queue = saved.queue.map(function (i) { i.state = "waiting"; return i; });
        box.refused = saved.refused || [];
      }
      if (saved && saved.speaker && saved.speaker.phase) { S.speaker = saved.speaker.at || 0; S.speakerPhase = saved.speaker.phase; }
    } catch (e) { /* nothing saved, or no storage: the queue lives in memory */ }
  }
  function save() {
    try {
      localStorage.setItem(storeKey(), JSON.stringify({ queue: box.queue, refused: box.refused, speaker: { phase: S.speakerPhase || "", at: S.speaker } }));
    } catch (e) {}
  }

  function enqueue(command, text, seats) {
    var log = window.omertaConsole.log;
    log.push(command);
    if (log.length > 500) log.shift();
    box.queue.push({ cid: window.omertaCommandId(), command: command, text: text, seats: seats, state: "waiting", at: Date.now() });
    S.recordedAt = Date.now();
    save();
    pump();
  }

  function pump() {
    if (sending || !page.game) return;
    var item = box.queue[0];
    if (!item) return;
    sending = true;
    item.state = "sending";
    drawQueue();
    fetch("/api/games/" + page.game + "/commands", {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": page.csrf },
      credentials: "same-origin",
      body: JSON.stringify({ id: item.cid, game: item.command }),
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (body) {
        return { status: response.status, body: body, retry: response.headers.get("retry-after") };
      });
    }, function () {
      return null; // no answer: offline, or the connection dropped
    }).then(function (answer) {
      sending = false;
      if (answer === null) {
        // The record waits and is sent again with the same command id: if the server did
        // take it, it answers that it already has it, and nothing is applied twice.
        online = false;
        item.state = "waiting";
        drawQueue();
        retry(null);
        return;
      }
      online = true;
      if (answer.status >= 200 && answer.status < 300) {
        box.queue.shift();
        if (answer.body && typeof answer.body.version === "number") box.done.push({ command: item.command, version: answer.body.version });
        window.omertaConsole.stats.push({ type: item.command.event ? item.command.event.type : item.command.type, ms: Date.now() - item.at });
        retryDelay = 1000;
        save();
        if (window.omertaRefresh) window.omertaRefresh(true);
      } else if (answer.status >= 500 || answer.status === 429 || answer.status === 408) {
        item.state = "waiting";
        retry(answer.retry ? parseInt(answer.retry, 10) * 1000 : null);
      } else {
        // Refused: the table rules (or the judge's rights) say no. It is kept, with the
        // reason, until the judge dismisses it; the records after it go on.
        box.queue.shift();
        item.state = "refused";
        item.reason = (answer.body && answer.body.error && answer.body.error.message) || t("console-refused-status", { status: answer.status });
        box.refused.push(item);
        save();
        if (window.omertaRefresh) window.omertaRefresh(true);
      }
      draw();
      pump();
    }).catch(function (error) {
      // A bug of this script must not stop the queue: say so, and try again later.
      sending = false;
      item.state = "waiting";
      say(t("console-error", { error: error }));
      retry(null);
    });
  }

  function retry(after) {
    if (retryTimer) return;
    var wait = after || retryDelay;
    retryDelay = Math.min(retryDelay * 2, 10000);
    retryTimer = setTimeout(function () { retryTimer = null; pump(); }, wait);
  }

  window.addEventListener("online", function () {
    if (retryTimer) { clearTimeout(retryTimer); retryTimer = null; }
    retryDelay = 1000;
    pump();
  });

  // ---- words -----------------------------------------------------------------------------
  function seatsOf(e) {
    return [e.seat, e.target, e.by].filter(function (s) { return typeof s === "number"; });
  }
  function describe(e) {
    switch (e.type) {
      case "day": return t("console-rec-day");
      case "night": return t("console-rec-night");
      case "nominate": return t("console-rec-nominate", { by: label(e.by), target: label(e.target) });
      case "vote": return e.candidates ? t("console-rec-revote", { seats: e.candidates.map(label).join(", ") }) : t("console-rec-vote");
      case "lift": return t("console-rec-lift", { seats: e.yes.length ? e.yes.map(label).join(", ") : t("console-nobody") });
      case "shots": return t("console-rec-shots");
      case "don_check": return t("console-rec-don-check", { seat: label(e.target) });
      case "sheriff_check": return t("console-rec-sheriff-check", { seat: label(e.target) });
      case "will": return t("console-rec-will", { seat: label(e.by) });
      case "foul": return t("console-rec-foul", { seat: label(e.seat) });
      case "removal": return t("console-rec-removal", { seat: label(e.seat) });
      case "disqualification": return t("console-rec-disqualification", { seat: label(e.seat) });
      case "declared_defeat": return t("console-rec-declared-defeat", { seat: label(e.seat) });
      case "surrender": return t("console-rec-surrender");
      case "end": return t("console-rec-end", { side: SIDES[e.winner] || e.winner });
      default: return e.type;
    }
  }

  function say(text) {
    var line = document.getElementById("console-status");
    if (line) line.textContent = text;
    S.said = text;
  }

  // ---- drawing ---------------------------------------------------------------------------
  function draw() {
    if (!read()) return;
    follow();
    drawTools();
    drawNext();
    var marks = drawPanel();
    drawSeats(marks);
    drawPrompt();
    drawNominees();
    drawSpeaker();
    drawQueue();
  }

  function drawTools() {
    $all("[data-tool]").forEach(function (b) {
      b.setAttribute("aria-pressed", String(S.tool === b.getAttribute("data-tool")));
    });
  }

  // What the table normally records next, offered first: a record with no tool (the day,
  // the night, the end, the finish) as one button; a tool's record by naming it (the tool
  // is chosen, its panel below).
  var STEP_WORDS = {
    day: t("console-step-day"), night: t("console-step-night"), shots: t("console-step-shots"),
    don_check: t("console-step-don-check"), sheriff_check: t("console-step-sheriff-check"),
    will: t("console-step-will"), speeches: t("console-step-speeches"), vote: t("console-step-vote"),
    lift: t("console-step-lift"), end: t("console-step-end"), finish: t("console-step-finish"),
  };
  function drawNext() {
    var next = document.getElementById("next-step");
    if (!next) return;
    next.innerHTML = "";
    var s = step();
    if (!s) {
      next.appendChild(el("p", { "class": "hint" }, box.queue.length ? t("console-next-unknown") : t("console-next-choose")));
      return;
    }
    var words = s.record === "will" && s.seat ? t("console-rec-will", { seat: label(s.seat) }) : s.record === "vote" && s.revote ? t("console-step-revote") : STEP_WORDS[s.record] || s.record;
    next.appendChild(el("p", { "class": "next-words" }, t("console-next", { step: words })));
    var record = null;
    if (s.record === "day" || s.record === "night") record = { type: s.record };
    if (s.record === "end") record = { type: "end", winner: s.winner };
    if (record) {
      var text = { day: t("console-record-day"), night: t("console-record-night"), end: t("console-record-end", { wins: WINS[s.winner] || s.winner }) }[record.type];
      next.appendChild(button(text, function () { recordPhase(record); }, { "data-key": "next-" + record.type, "data-next": record.type }));
    }
    if (s.record === "finish") next.appendChild(el("p", { "class": "hint" }, t("console-decided")));
  }

  // A panel's Record button: inert while its draft is spent; an empty draft asks first.
  function recordButton(text, empty, ask, build, attrs) {
    var b = button(text, function () {
      if (spent(S.draft)) return;
      if (empty() && ask && !window.confirm(ask)) return;
      recordTool.apply(null, build());
    }, Object.assign({ "class": "record" }, attrs || {}));
    b.disabled = spent(S.draft);
    if (b.disabled) b.title = t("console-spent");
    return b;
  }

  // The tool's panel: what the judge is building, and the button that records it. Returns
  // the marks to show on the seats.
  function drawPanel() {
    var panel = document.getElementById("tool-panel");
    var marks = {};
    if (!panel) return marks;
    panel.innerHTML = "";
    var tool = S.tool, d = S.draft, p = page.console.prompt;
    if (tool === "nominate") {
      var by = speakerNominates();
      panel.setAttribute("data-nominator", by ? String(by) : (d.picks[0] ? String(d.picks[0]) : ""));
      if (by) {
        panel.appendChild(el("p", {}, label(by) + " speaks: tap whom they nominate."));
        marks[by] = "speaking";
        panel.appendChild(button(t("console-by-other"), function () { S.byOther = true; draw(); }, { "class": "secondary", "data-key": "by-other" }));
      } else {
        panel.appendChild(el("p", {}, d.picks.length ? t("console-nominated-by", { seat: label(d.picks[0]) }) : t("console-tap-nominator")));
        if (d.picks[0]) marks[d.picks[0]] = "by";
      }
    } else if (tool === "vote") {
      panel.removeAttribute("data-nominator");
      if (p && p.kind === "lift") {
        panel.appendChild(el("p", {}, t("console-revote-tied")));
        return marks;
      }
      var round = page.console.round;
      if (round && round.eliminated && !(p && p.kind === "revote")) {
        panel.appendChild(el("p", {}, t("console-vote-decided", { seat: label(round.eliminated) })));
        return marks;
      }
      var cands = candidates();
      if (!cands.length) {
        panel.appendChild(el("p", {}, t("console-no-nominees")));
        return marks;
      }
      if (!d.current || cands.indexOf(d.current) < 0) d.current = cands[0];
      var lastCand = cands[cands.length - 1];
      panel.appendChild(el("p", {}, p && p.kind === "revote" ? t("console-hands-revote", { seat: label(lastCand) }) : t("console-hands", { seat: label(lastCand) })));
      var chips = el("div", { "class": "chips", role: "group", "aria-label": t("console-candidates") });
      cands.forEach(function (c) {
        var n = Object.keys(d.ballots).filter(function (v) { return d.ballots[v] === c; }).length;
        var implicit = c === lastCand ? table().filter(function (v) { return !(v in d.ballots); }).length : 0;
        // "#9 Irina Volkova: 3"; a phone shows "#9: 3".
        var chip = button("#" + c, function () { d.current = c; draw(); },
          { "class": "toggle", "aria-pressed": String(d.current === c), "data-candidate": String(c) });
        if (page.names[c - 1]) chip.appendChild(el("span", { "class": "nm" }, " " + page.names[c - 1]));
        chip.appendChild(document.createTextNode(": " + (n + implicit)));
        chips.appendChild(chip);
      });
      panel.appendChild(chips);
      Object.keys(d.ballots).forEach(function (v) { marks[v] = "→" + d.ballots[v]; });
      cands.forEach(function (c) { marks[c] = (marks[c] ? marks[c] + " " : "") + "cand."; });
      var revote = p && p.kind === "revote";
      panel.appendChild(recordButton(revote ? t("console-record-revote") : t("console-record-vote"),
        function () { return Object.keys(d.ballots).length === 0; },
        revote ? t("console-empty-revote", { seat: label(lastCand) }) : t("console-empty-vote", { seat: label(lastCand) }),
        function () {
          var ballots = {};
          Object.keys(d.ballots).forEach(function (v) { ballots[v] = d.ballots[v]; });
          // The candidates are written only for a revote: a day's first vote is among its
          // nominees, as the protocol reads it (docs/pro/protocol.md).
          return [revote ? { type: "vote", candidates: cands, ballots: ballots } : { type: "vote", ballots: ballots }, cands];
        }, { "data-testid": "record-vote", "data-key": "record-vote" }));
    } else if (tool === "lift") {
      var lp = p && p.kind === "lift" ? p : null;
      var who = lp ? lp.candidates.map(label).join(", ") : t("console-tied-players");
      panel.appendChild(el("p", {}, lp && lp.needed ? t("console-lift-hands-needed", { who: who, needed: lp.needed, count: d.picks.length }) : t("console-lift-hands", { who: who, count: d.picks.length })));
      d.picks.forEach(function (s) { marks[s] = "yes"; });
      panel.appendChild(recordButton(t("console-record-lift"), function () { return d.picks.length === 0; },
        t("console-empty-lift", { who: who }),
        function () { return [{ type: "lift", yes: d.picks.slice() }, d.picks.slice()]; }, { "data-key": "record-lift" }));
    } else if (tool === "shots") {
      drawShots(panel, marks);
    } else if (tool === "will") {
      drawWill(panel, marks);
    } else if (tool) {
      var words = { don_check: t("console-tap-don"), sheriff_check: t("console-tap-sheriff"), removal: t("console-tap-removal") };
      panel.appendChild(el("p", {}, words[tool] || ""));
    } else {
      panel.appendChild(el("p", { "class": "hint" }, t("console-choose-tool")));
    }
    if (tool !== "nominate") panel.removeAttribute("data-nominator");
    return marks;
  }

  function drawShots(panel, marks) {
    var d = S.draft;
    var shooters = page.console.blacks_at_table || [];
    panel.appendChild(el("p", {}, t("console-tap-target")));
    var pickers = el("details", { "class": "shot-options" });
    pickers.appendChild(el("summary", {}, t("console-shooters")));
    if (S.shotOptions) pickers.open = true;
    pickers.addEventListener("toggle", function () { S.shotOptions = pickers.open; });
    shooters.forEach(function (b) {
      var row = el("div", { "class": "row" });
      var id = "shot-" + b;
      row.appendChild(el("label", { "for": id }, t("console-shoots", { seat: label(b) })));
      var sel = el("select", { id: id });
      sel.appendChild(el("option", { value: "" }, t("console-no-shot")));
      table().forEach(function (s) {
        var o = el("option", { value: String(s) }, label(s));
        if (d.shots[b] === s) o.selected = true;
        sel.appendChild(o);
      });
      sel.addEventListener("change", function () {
        if (sel.value) d.shots[b] = parseInt(sel.value, 10); else delete d.shots[b];
        draw();
      });
      row.appendChild(sel);
      pickers.appendChild(row);
    });
    Object.keys(d.shots).forEach(function (b) { marks[d.shots[b]] = "shot"; });
    // On a miss the judge may hold shooters responsible; a first-night Sheriff kill may
    // be credited to one black player.
    var miss = el("fieldset", { "class": "row" });
    miss.appendChild(el("legend", {}, t("console-miss")));
    shooters.forEach(function (b) {
      var id = "miss-" + b;
      var check = el("input", { type: "checkbox", id: id });
      check.checked = !!d.missBy[b];
      check.addEventListener("change", function () { d.missBy[b] = check.checked; draw(); });
      var l = el("label", { "for": id });
      l.appendChild(check);
      l.appendChild(document.createTextNode(" " + label(b)));
      miss.appendChild(l);
    });
    pickers.appendChild(miss);
    var creditRow = el("div", { "class": "row" });
    creditRow.appendChild(el("label", { "for": "shot-credit" }, t("console-credit")));
    var credit = el("select", { id: "shot-credit" });
    credit.appendChild(el("option", { value: "" }, t("console-none")));
    shooters.forEach(function (b) {
      var o = el("option", { value: String(b) }, label(b));
      if (d.credit === b) o.selected = true;
      credit.appendChild(o);
    });
    credit.addEventListener("change", function () { d.credit = credit.value ? parseInt(credit.value, 10) : null; draw(); });
    creditRow.appendChild(credit);
    pickers.appendChild(creditRow);
    panel.appendChild(recordButton(t("console-record-shots"), function () { return Object.keys(d.shots).length === 0; },
      t("console-empty-shots"),
      function () {
        var shots = {};
        Object.keys(d.shots).forEach(function (b) { shots[b] = d.shots[b]; });
        var event = { type: "shots", shots: shots };
        var missBy = Object.keys(d.missBy).filter(function (b) { return d.missBy[b]; }).map(Number);
        if (missBy.length) event.miss_by = missBy;
        if (d.credit) event.credit = d.credit;
        return [event, []];
      }, { "data-key": "record-shots" }));
    panel.appendChild(pickers);
  }

  function drawWill(panel, marks) {
    var d = S.draft;
    var open = openWills();
    if (!open.length) {
      panel.appendChild(el("p", {}, t("console-no-will-now")));
      return;
    }
    if (!S.will || !open.some(function (w) { return w.seat === S.will.by; })) S.will = { by: open[0].seat, mode: defaultMode(open[0].seat) };
    // Whose will: a choice only where more than one player may leave one.
    var row = el("div", { "class": "chips", role: "group", "aria-label": t("console-whose-will") });
    open.forEach(function (w) {
      row.appendChild(button(t("console-will-of", { seat: label(w.seat) }), function () { chooseWill(w.seat); },
        { "class": "toggle", "aria-pressed": String(S.will.by === w.seat), "data-key": "will-of-" + w.seat }));
    });
    if (open.length > 1) panel.appendChild(row);
    var whose = open.length > 1 ? "" : t("console-will-whose", { seat: label(S.will.by) }) + " ";
    var first = open.some(function (w) { return w.seat === S.will.by && w.first_out; });
    if (S.will.mode === "colors" && !first) S.will.mode = "order";
    var modes = el("div", { "class": "chips", role: "group", "aria-label": t("console-will-kind") });
    [["order", t("console-will-order"), ""], ["colors", t("console-will-colors"), " " + t("console-will-first-out")], ["helm", t("console-will-helm"), ""]].forEach(function (m) {
      if (m[0] === "colors" && !first) return;
      var attrs = { "class": "toggle", "aria-pressed": String(S.will.mode === m[0]), "data-will-mode": m[0] };
      // A phone shows the short word; the name stays whole.
      if (m[2]) attrs["aria-label"] = m[1] + m[2];
      var b = button(m[1], function () { chooseWillMode(m[0]); }, attrs);
      if (m[2]) b.appendChild(el("span", { "class": "wide-only" }, m[2]));
      modes.appendChild(b);
    });
    panel.appendChild(modes);
    var event = { type: "will", by: S.will.by };
    if (S.will.mode === "order") {
      panel.appendChild(el("p", {}, whose + t("console-will-tap-order", { seats: d.picks.map(label).join(", ") || t("console-none-yet") })));
      d.picks.forEach(function (s, i) { marks[s] = String(i + 1); });
      event.order = d.picks.slice();
    } else if (S.will.mode === "colors") {
      panel.appendChild(el("p", {}, whose + t("console-will-tap-colors")));
      event.colors = {};
      Object.keys(d.colors).forEach(function (s) { event.colors[s] = d.colors[s]; marks[s] = d.colors[s]; });
    } else {
      panel.appendChild(el("p", {}, whose + t("console-will-tap-helm")));
      if (d.picks[0]) { event.helm = d.picks[0]; marks[d.picks[0]] = "helm"; }
    }
    var by = S.will.by;
    var row2 = el("div", { "class": "row" });
    // A will with nothing named is "No will": its own button, so an empty Record is inert.
    var rec = recordButton(t("console-record-will"), function () { return false; }, null,
      function () { return [event, [event.by]]; }, { "data-key": "record-will" });
    if (!touched(d)) rec.disabled = true;
    row2.appendChild(rec);
    var none = button(t("console-no-will"), function () {
      if (spent(S.draft)) return;
      recordTool({ type: "will", by: by }, [by]);
    }, { "class": "secondary", "data-key": "no-will" });
    none.disabled = spent(S.draft);
    row2.appendChild(none);
    panel.appendChild(row2);
  }

  // The seats show what is being built, what waits, and what was refused, and carry the
  // one-tap foul buttons.
  function drawSeats(marks) {
    var tool = S.tool;
    var cands = tool === "vote" || tool === "lift" ? candidates() : [];
    var waiting = {}, refused = {};
    box.queue.forEach(function (i) { (i.seats || []).forEach(function (s) { waiting[s] = true; }); });
    box.refused.forEach(function (i) { (i.seats || []).forEach(function (s) { refused[s] = i.reason; }); });
    $all(".seat[data-seat]").forEach(function (b) {
      var s = parseInt(b.getAttribute("data-seat"), 10);
      var m = marks[s] || "";
      var mark = b.querySelector(".mark");
      if (mark) mark.textContent = MARKS[m] || m;
      b.setAttribute("aria-pressed", String(!!m && m !== "cand." && m !== "speaking"));
      b.classList.toggle("speaking", m === "speaking");
      b.classList.toggle("candidate", cands.indexOf(s) >= 0);
      b.classList.toggle("waiting", !!waiting[s]);
      var n = fouls(s);
      var dots = b.querySelector(".fouls");
      if (dots) dots.textContent = new Array(n + 1).join("●");
      var card = b.closest(".seat-card");
      if (!card) return;
      var note = card.querySelector(".seat-note");
      if (note) {
        note.textContent = refused[s] ? t("console-refused", { reason: refused[s] }) : n === 3 ? t("console-three-fouls") : "";
        note.classList.toggle("refused", !!refused[s]);
      }
      var minus = card.querySelector("[data-foul-minus]");
      if (minus) {
        var last = lastRecord();
        minus.disabled = !(last && last.type === "foul" && last.seat === s);
      }
    });
  }

  function drawPrompt() {
    var box2 = document.querySelector("[data-testid=prompt]");
    if (!box2) return;
    var p = page.console.prompt;
    var actions = box2.querySelector(".prompt-actions");
    if (actions) actions.remove();
    if (!p) return;
    actions = el("div", { "class": "row prompt-actions" });
    if (p.kind === "revote" && S.tool !== "vote") actions.appendChild(button(t("console-use-vote"), function () { chooseTool("vote"); }));
    if (p.kind === "lift" && S.tool !== "lift") actions.appendChild(button(t("console-use-lift"), function () { chooseTool("lift"); }));
    if (p.kind === "will") {
      (p.wills || []).forEach(function (w) {
        if (S.tool === "will" && S.will && S.will.by === w.seat) return;
        actions.appendChild(button(t("console-record-will-of", { seat: label(w.seat) }), function () {
          if (S.tool !== "will") chooseTool("will");
          chooseWill(w.seat);
        }));
      });
    }
    if (actions.childNodes.length) box2.appendChild(actions);
  }

  function drawNominees() {
    var strip = document.getElementById("nominees");
    if (!strip) return;
    var list = nominees();
    strip.textContent = "";
    if (!page.console.in_day && !list.length) return;
    // Numbers always; the names where there is room (a phone shows the numbers only).
    strip.appendChild(document.createTextNode(t("console-nominated") + " " + (list.length ? "" : t("console-nobody-yet"))));
    list.forEach(function (s, i) {
      strip.appendChild(document.createTextNode((i ? ", " : "") + "#" + s));
      if (page.names[s - 1]) strip.appendChild(el("span", { "class": "nm" }, " " + page.names[s - 1]));
    });
  }

  // ---- the speaking order ----------------------------------------------------------------
  // Ruling L11 (docs/live/pro.md): the speeches of day N begin with the console's
  // `first_speaker` and go round the table in seat order.
  function speakers() {
    var tableNow = table();
    var first = page.console.first_speaker;
    if (!page.console.in_day || !first || !tableNow.length) return [];
    var order = [];
    for (var k = 0; k < 10; k++) {
      var s = ((first - 1 + k) % 10) + 1;
      if (tableNow.indexOf(s) >= 0) order.push(s);
    }
    return order;
  }
  function speechesOver() {
    var order = speakers();
    return order.length > 0 && S.speaker >= order.length;
  }
  // The speaking order starts again each day (the position is kept with the queue, so a
  // reload keeps it).
  function syncSpeaker() {
    if (S.speakerPhase !== page.phase) { S.speakerPhase = page.phase; S.speaker = 0; save(); }
  }
  function drawSpeaker() {
    var line = document.getElementById("speaker");
    if (!line) return;
    var order = speakers();
    var text = line.querySelector("[data-speaker-text]");
    if (!order.length) { line.hidden = true; return; }
    line.hidden = false;
    var now = order[S.speaker];
    text.textContent = now ? (order[S.speaker + 1] ? t("console-speaking", { seat: label(now), next: label(order[S.speaker + 1]) }) : t("console-speaking-last", { seat: label(now) })) : t("console-all-spoken");
    var button2 = line.querySelector("[data-next-speaker]");
    if (button2) button2.disabled = !now;
  }
  function nextSpeaker() {
    var order = speakers();
    if (S.speaker < order.length) S.speaker += 1;
    S.byOther = false;
    save();
    draw();
    if (S.speaker < order.length) {
      named = order[S.speaker];
      document.dispatchEvent(new CustomEvent("omerta:timer", { detail: { seconds: 60 } }));
    }
  }

  // ---- the speech timer, for the table's stream overlay ----------------------------------
  // Each change of the judge's timer (omerta.js tells it) is sent as a `clock` command, so
  // that the overlay shows who speaks and the time left. It is not a record: it never
  // waits in the queue nor survives a reload. Only the latest matters: one is sent at a
  // time, a newer change replaces one not sent yet, and one that fails is dropped (the
  // next change sends the truth).
  //
  // Whom a timing is for is decided when it starts and kept while it is paused and
  // resumed: the speaker "next speaker" named; else the seat whose will (last word) the
  // console is recording; else today's speaker; else nobody. A reset times nobody.
  var clockSending = false, clockNext = null, timed = null, named;
  function speakerNow() {
    if (named !== undefined) return named;
    if (S.tool === "will" && S.will) return S.will.by;
    return speakers()[S.speaker] || null;
  }
  function sendClock(detail) {
    if (!page.game || page.decided) return;
    if (detail.change === "started") timed = speakerNow();
    if (detail.change === "reset") timed = null;
    named = undefined;
    clockNext = { type: "clock", speaker: timed, left_ms: detail.left_ms, running: detail.running };
    pumpClock();
  }
  function pumpClock() {
    if (clockSending || !clockNext) return;
    var command = clockNext;
    clockNext = null;
    clockSending = true;
    fetch("/api/games/" + page.game + "/commands", {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": page.csrf },
      credentials: "same-origin",
      body: JSON.stringify({ id: window.omertaCommandId(), game: command }),
    }).catch(function () {}).then(function () { clockSending = false; pumpClock(); });
  }
  document.addEventListener("omerta:clock", function (e) { if (e.detail) sendClock(e.detail); });

  // ---- the queue, drawn ------------------------------------------------------------------
  function drawQueue() {
    var waiting = box.queue.length, refused = box.refused.length;
    var line = document.getElementById("console-status");
    if (line) {
      var words = [];
      if (waiting) words.push(waiting === 1 ? (box.queue[0].state === "sending" && online ? t("console-sending-one") : t("console-waiting-one")) : t("console-waiting", { count: waiting }));
      if (waiting && !online) words.push(t("console-offline"));
      if (refused) words.push(refused === 1 ? t("console-refused-one", { reason: box.refused[0].reason }) : t("console-refused-many", { count: refused }));
      line.textContent = words.length ? words.join("; ") + "." : t("console-saved");
      line.classList.toggle("pending", waiting > 0);
      line.classList.toggle("refused", refused > 0);
    }
    var list = document.getElementById("pending-records");
    if (list) {
      list.innerHTML = "";
      box.refused.forEach(function (item, i) {
        var li = el("li", { "class": "refused" });
        li.appendChild(el("span", {}, t("console-item-refused", { record: item.text, reason: item.reason }) + " "));
        li.appendChild(button(t("console-dismiss"), function () { box.refused.splice(i, 1); save(); draw(); }, { "class": "link" }, true));
        list.appendChild(li);
      });
      box.queue.slice().reverse().forEach(function (item) {
        list.appendChild(el("li", { "class": "pending" }, item.state === "sending" ? t("console-item-sending", { record: item.text }) : t("console-item-waiting", { record: item.text })));
      });
      list.hidden = !list.childNodes.length;
    }
    var undoButton = document.querySelector("[data-undo]");
    if (undoButton) undoButton.disabled = !waiting && !(page.console.records > 0);
    var finish = document.querySelector("[data-finish]");
    if (finish) finish.disabled = !page.decided || waiting > 0;
  }

  // ---- events ----------------------------------------------------------------------------
  // Every tap on the console's own controls passes the double-tap guard first.
  function guarded(node) {
    return node.closest("[data-tool], [data-foul-plus], [data-foul-minus], .seat[data-seat], [data-record], [data-undo], [data-next-speaker], [data-other]");
  }

  function activate(target) {
    var picked = target.closest("[data-tool]");
    if (picked) { chooseTool(picked.getAttribute("data-tool")); return; }
    var plus = target.closest("[data-foul-plus]");
    if (plus) { foulPlus(parseInt(plus.getAttribute("data-foul-plus"), 10)); return; }
    var minus = target.closest("[data-foul-minus]");
    if (minus) { foulMinus(parseInt(minus.getAttribute("data-foul-minus"), 10)); return; }
    var seat = target.closest(".seat[data-seat]");
    if (seat && !seat.disabled) { tap(parseInt(seat.getAttribute("data-seat"), 10)); return; }
    var rec = target.closest("[data-record]");
    if (rec) {
      var event = json(rec.getAttribute("data-record"), null);
      var ask = rec.getAttribute("data-confirm");
      if (!event || (ask && !window.confirm(ask))) return;
      if (event.type === "day" || event.type === "night") recordPhase(event); else recordAside(event, seatsOf(event));
      return;
    }
    if (target.closest("[data-undo]")) { undo(); return; }
    if (target.closest("[data-next-speaker]")) { nextSpeaker(); return; }
    var other = target.closest("[data-other]");
    if (other) {
      var kind = other.getAttribute("data-other");
      if (kind === "end") {
        var winner = $("#end-winner").value;
        if (window.confirm(t("console-confirm-end", { wins: WINS[winner] || winner }))) recordAside({ type: "end", winner: winner }, []);
      } else {
        var s = parseInt($("#other-seat").value, 10);
        if (window.confirm(other.textContent + ": " + label(s) + "?")) recordAside({ type: kind, seat: s }, [s]);
      }
    }
  }

  document.addEventListener("click", function (e) {
    var target = e.target.closest ? e.target : e.target.parentElement;
    if (!target || !document.getElementById("console")) return;
    if (target.closest("[data-finish]")) {
      if (window.confirm(t("console-confirm-finish"))) {
        enqueue({ type: "finish" }, t("console-finish"), []);
        draw();
      }
      return;
    }
    var control = guarded(target);
    if (!control) return;
    if (!taken(control)) return;
    activate(target);
  });

  // The keyboard: seats 1–9 and 0 (seat 10), a letter per tool, Enter for the record
  // being built (or the next step's button), U to undo, X for the next speaker.
  document.addEventListener("keydown", function (e) {
    if (!document.getElementById("console") || e.ctrlKey || e.metaKey || e.altKey) return;
    var field = e.target && e.target.closest && e.target.closest("input, select, textarea, [contenteditable]");
    if (field) return;
    var k = e.key.toLowerCase(), target = null;
    if (/^[0-9]$/.test(k)) target = $('.seat[data-seat="' + (k === "0" ? 10 : k) + '"]');
    else if (KEYS[k]) target = $('[data-tool="' + KEYS[k] + '"]');
    else if (k === "u") target = $("[data-undo]");
    else if (k === "x") target = $("[data-next-speaker]");
    else if (k === "enter") {
      if (e.target && e.target.closest && e.target.closest("button, a, summary")) return; // Enter presses the focused control
      target = $("#tool-panel button.record:not([disabled])") || $("#next-step [data-next]");
    }
    if (!target || target.disabled) return;
    e.preventDefault();
    target.click();
  });

  // A record typed by hand goes through the same queue (in order with the taps).
  document.addEventListener("submit", function (e) {
    if (!e.target || e.target.id !== "record-form" || !document.getElementById("console")) return;
    e.preventDefault();
    var input = e.target.querySelector("[name='f.event:json']");
    var event = json(input && input.value, null);
    if (!event || typeof event !== "object" || !event.type) {
      say("A record by hand is a protocol event in JSON, with a \"type\".");
      return;
    }
    input.value = "";
    recordAside(event, seatsOf(event));
  }, true);

  // On a phone the console opens at the timer, the page's heading and menu scrolled
  // away above it (still there by scrolling up): the seats and the tools fill the screen.
  function openAtConsole() {
    var timer = $(".game.pro .timer");
    if (!timer || window.scrollY > 10 || !window.matchMedia || !window.matchMedia("(max-width: 640px)").matches) return;
    window.scrollTo(0, timer.getBoundingClientRect().top + window.scrollY - 4);
  }

  // The console's page is kept by a service worker (`/console-sw.js`), so that a reload
  // without a network opens it with its queue.
  function keepForOffline() {
    if (!("serviceWorker" in navigator) || !page.game) return;
    var path = location.pathname;
    navigator.serviceWorker.register("/console-sw.js").then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (registration) {
      if (registration.active) registration.active.postMessage({ keep: path });
      window.omertaConsole.kept = path;
    }).catch(function () { /* no worker (a private window): reloads need the network */ });
  }

  function setUp() {
    if (!read()) return;
    if (!setUp.loaded) { setUp.loaded = true; load(); openAtConsole(); keepForOffline(); }
    syncSpeaker();
    draw();
    pump();
  }
  document.addEventListener("DOMContentLoaded", setUp);
  document.addEventListener("htmx:afterSettle", setUp);
  window.omertaConsole.CARDS = CARDS;
  window.omertaConsole.TOOLS = TOOLS;
  window.omertaConsole.steps = function () { return steps(); };
  window.omertaConsole.speakers = function () { return speakers().slice(S.speaker); };
})();
