// A Pro table's stream overlay and venue screen (web/overlay.rs, templates/overlay.html).
// It draws the view it is given and knows no rule: the public overlay reads the
// spectator's view (overlay.json) again whenever the game's stream says the game moved;
// the broadcast overlay is sent its views by the server, each already held back by the
// link's delay. EventSource reconnects by itself; a link revoked or wrong (a missing page)
// closes it for good, and the overlay then shows nothing.
(function () {
  "use strict";
  var body = document.body;
  var mode = body.dataset.mode;
  var stage = document.getElementById("stage");
  var part = function (name) { return stage.querySelector("[data-" + name + "]"); };

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function clear(node) { while (node && node.firstChild) node.removeChild(node.firstChild); }

  // The page's words in its language (data-words: omerta-i18n's `overlay-*` messages),
  // `{name}` filled from `args`. A word the block lacks shows its id, which the catalog's
  // tests prevent.
  var WORDS = {};
  try { WORDS = JSON.parse(body.getAttribute("data-words") || "{}"); } catch (e) { WORDS = {}; }
  function t(id, args) {
    var text = WORDS[id];
    if (typeof text !== "string") return id;
    return text.replace(/\{(\w+)\}/g, function (whole, name) {
      return args && Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : whole;
    });
  }

  // How a seat left the table, as the view names it (`SeatView.left`), in words.
  var HOW = {
    vote: t("overlay-how-vote"), lift: t("overlay-how-lift"), night_shot: t("overlay-how-night-shot"),
    self_shot: t("overlay-how-self-shot"), fourth_foul: t("overlay-how-fourth-foul"),
    tech_fouls: t("overlay-how-tech-fouls"), removal: t("overlay-how-removal"),
    disqualification: t("overlay-how-disqualification"), declared_defeat: t("overlay-how-declared-defeat"),
    surrender: t("overlay-how-surrender")
  };
  function how(code) { return HOW[code] || t("overlay-how-out"); }
  var ROLE = { civilian: t("overlay-role-civilian"), sheriff: t("overlay-role-sheriff"), mafia: t("overlay-role-mafia"), don: t("overlay-role-don") };
  var ANSWER = { red: t("overlay-answer-red"), black: t("overlay-answer-black"), sheriff: t("overlay-answer-sheriff"), "not the sheriff": t("overlay-answer-not-sheriff") };
  // The view's phase is omerta-pro's name of it ("day 2", "night 1").
  function phaseWords(phase) {
    var m = /^(day|night) (\d+)$/i.exec(phase || "");
    if (!m) return t("overlay-before-day");
    return m[1].toLowerCase() === "day" ? t("overlay-day", { n: m[2] }) : t("overlay-night", { n: m[2] });
  }
  // The seats that left, by seat, in the order of the seats.
  function departures(seats) {
    var by = {};
    var gone = [];
    seats.forEach(function (s) {
      if (!s.at_table) { by[s.seat] = how(s.left); gone.push(s); }
    });
    return { by: by, gone: gone };
  }

  // Today's records: those after the last `day` record (none at night).
  function today(records) {
    var start = -1;
    for (var i = records.length - 1; i >= 0; i--) {
      var type = records[i].event && records[i].event.type;
      if (type === "day") { start = i; break; }
      if (type === "night") return { records: [], index: Infinity };
    }
    if (start < 0) return { records: [], index: Infinity };
    return { records: records.slice(start + 1), index: records[start].index };
  }

  // The nominations as recorded today, withdrawals taken out, in order.
  function nominations(records) {
    var list = [];
    records.forEach(function (r) {
      var e = r.event || {};
      if (e.type === "nominate") list.push({ by: e.by, target: e.target });
      if (e.type === "withdraw") list = list.filter(function (n) { return n.by !== e.by; });
    });
    return list;
  }

  function drawSeats(seats, left, nominated, votes, speaking) {
    var list = part("seats");
    clear(list);
    seats.forEach(function (s) {
      var item = el("li", "seat");
      item.dataset.seat = s.seat;
      if (!s.at_table) item.classList.add("out");
      if (nominated.indexOf(s.seat) >= 0) item.classList.add("nominated");
      if (speaking === s.seat) item.classList.add("speaking");
      if (s.role && ROLE[s.role]) item.classList.add("role-" + s.role);
      item.appendChild(el("span", "number", s.seat));
      item.appendChild(el("span", "name", s.name));
      var fouls = el("span", "fouls");
      fouls.setAttribute("aria-label", t("overlay-fouls", { count: s.fouls }));
      for (var f = 0; f < 4; f++) fouls.appendChild(el("i", f < s.fouls ? "foul on" : "foul"));
      item.appendChild(fouls);
      if (s.role) item.appendChild(el("span", "role", ROLE[s.role] || s.role));
      if (votes[s.seat] !== undefined) item.appendChild(el("span", "votes", votes[s.seat]));
      if (!s.at_table) item.appendChild(el("span", "how", left[s.seat] || how(null)));
      list.appendChild(item);
    });
  }

  function seatName(seats, n) {
    var s = seats.filter(function (x) { return x.seat === n; })[0];
    return s ? n + " " + s.name : String(n);
  }

  // ---- the speech timer (the view's `clock`) ---------------------------------------------
  // Counted down here against the server's clock: `offset` is the server's time less this
  // machine's when the view was read, `delay` the broadcast's (a broadcast shows the timer
  // as it stood `delay` ago, as everything else).
  var clock = null, offset = 0, delay = 0, ticker = null;
  function pad(n) { return (n < 10 ? "0" : "") + n; }
  function setClock(next, serverNow, delayMs) {
    clock = next || null;
    delay = delayMs || 0;
    if (typeof serverNow === "number") offset = serverNow - Date.now();
    if (clock && clock.running && !ticker) ticker = setInterval(tick, 200);
    if ((!clock || !clock.running) && ticker) { clearInterval(ticker); ticker = null; }
    tick();
  }
  function leftMs() {
    if (!clock.running) return clock.left_ms;
    return Math.max(0, clock.left_ms - (Date.now() + offset - delay - clock.at));
  }
  function tick() {
    var out = part("clock");
    if (!out) return;
    if (!clock) { out.hidden = true; out.textContent = ""; return; }
    var seconds = Math.ceil(leftMs() / 1000);
    out.hidden = false;
    out.textContent = Math.floor(seconds / 60) + ":" + pad(seconds % 60);
    out.setAttribute("aria-label", t("overlay-timer") + (clock.running ? "" : " (" + t("overlay-paused") + ")"));
    out.dataset.left = String(seconds);
    out.classList.toggle("paused", !clock.running);
    out.classList.toggle("warn", seconds > 0 && seconds <= 10);
    out.classList.toggle("over", seconds === 0);
  }

  function render(view, extra) {
    if (!view) {
      stage.dataset.state = "waiting";
      part("title").textContent = "";
      part("phase").textContent = extra && extra.delay_seconds !== undefined ? t("overlay-broadcast-begins", { seconds: extra.delay_seconds }) : "";
      ["nominees", "vote", "speaker", "left", "seats", "night"].forEach(function (p) { clear(part(p)); });
      setClock(null);
      return;
    }
    stage.dataset.state = "live";
    var game = view.game;
    part("title").textContent = view.title || "";
    if (!game) {
      part("phase").textContent = t("overlay-waiting-deal");
      setClock(null);
      drawSeats((view.slots || []).map(function (e, i) { return { seat: i + 1, name: e.name || "", at_table: true, fouls: 0, role: null }; }), {}, [], {}, null);
      return;
    }
    var records = game.records || [];
    var seats = game.seats || [];
    var now = today(records);
    var noms = nominations(now.records);
    var gone = departures(seats);
    var finished = view.status === "finished";
    part("phase").textContent = finished ? t("overlay-game-over") : phaseWords(game.phase);
    var timer = finished ? null : game.clock;
    setClock(timer, extra && extra.now, extra && extra.delay_seconds ? extra.delay_seconds * 1000 : 0);

    // Today's nominations.
    var nominees = part("nominees");
    clear(nominees);
    if (noms.length) {
      nominees.appendChild(el("span", "label", t("overlay-nominated")));
      noms.forEach(function (n) { nominees.appendChild(el("span", "chip", n.target)); });
    }

    // The last vote recorded today (a voting round, or a lift).
    var vote = part("vote");
    clear(vote);
    var votes = {};
    var round = (game.rounds || []).filter(function (r) { return r.record > now.index; }).pop();
    var lift = (game.lifts || []).filter(function (l) { return l.record > now.index; }).pop();
    if (lift && (!round || lift.record > round.record)) {
      var counted = { votes: lift.votes, needed: lift.needed };
      vote.appendChild(el("div", "label", lift.passed ? t("overlay-lift-passed", counted) : t("overlay-lift-failed", counted)));
    } else if (round) {
      vote.appendChild(el("div", "label", round.revote ? t("overlay-revote") : t("overlay-vote")));
      round.tally.forEach(function (t) {
        votes[t.seat] = t.votes;
        var row = el("div", "tally");
        row.appendChild(el("span", "who", seatName(seats, t.seat)));
        row.appendChild(el("span", "count", t.votes));
        if (round.leaders.indexOf(t.seat) >= 0) row.classList.add("leader");
        vote.appendChild(row);
      });
      if (round.eliminated) vote.appendChild(el("div", "result", t("overlay-seat-leaves", { seat: round.eliminated })));
    }

    // Who speaks, as the judge's timer says (public); else who opens today's speeches,
    // where the reader's view tells it (the judge's console).
    var speaker = part("speaker");
    clear(speaker);
    var speaking = timer && timer.speaker ? timer.speaker : null;
    if (speaking) {
      speaker.appendChild(el("span", "label", t("overlay-speaking")));
      speaker.appendChild(el("span", "chip", seatName(seats, speaking)));
    } else if (game.console && game.console.first_speaker) {
      speaker.appendChild(el("span", "label", t("overlay-speeches-open")));
      speaker.appendChild(el("span", "chip", seatName(seats, game.console.first_speaker)));
    }

    // Who left, and how, as the reader's view tells it.
    var left = part("left");
    clear(left);
    if (gone.gone.length) {
      left.appendChild(el("div", "label", t("overlay-left-table")));
      gone.gone.forEach(function (s) {
        left.appendChild(el("div", "told", t("overlay-told", { name: s.name, seat: s.seat, how: how(s.left) })));
      });
    }

    // Broadcast: the night's shots and every check, as the judge recorded them.
    var night = part("night");
    if (night) {
      clear(night);
      var shots = records.filter(function (r) { return r.event && r.event.type === "shots"; }).pop();
      if (shots) {
        var aims = Object.keys(shots.event.shots || {}).map(function (k) { return k + "→" + shots.event.shots[k]; });
        night.appendChild(el("div", "label", t("overlay-last-shots")));
        night.appendChild(el("div", "told", aims.length ? aims.join("  ") : t("overlay-no-shots")));
      }
      var checks = game.checks || [];
      if (checks.length) {
        night.appendChild(el("div", "label", t("overlay-checks")));
        checks.forEach(function (c) {
          night.appendChild(el("div", "told", t("overlay-check", { night: c.night, by: c.by, target: c.target, answer: ANSWER[c.answer] || c.answer })));
        });
      }
    }
    drawSeats(seats, gone.by, noms.map(function (n) { return n.target; }), votes, speaking);
  }

  function blank() {
    render(null);
    stage.dataset.state = "closed";
  }

  if (mode === "broadcast") {
    var feed = new EventSource(body.dataset.stream);
    feed.addEventListener("view", function (e) {
      var data = JSON.parse(e.data);
      render(data.view, data);
    });
    feed.addEventListener("error", function () { if (feed.readyState === EventSource.CLOSED) blank(); });
    return;
  }

  // Public: the spectator's view, read again (at most one read at a time) when the game moves.
  var reading = false, again = false, timer = null, drawn = null;
  function refresh() {
    if (reading) { again = true; return; }
    reading = true;
    fetch(body.dataset.view, { cache: "no-store", credentials: "same-origin" })
      .then(function (r) {
        if (!r.ok) return null;
        // The server's clock as it answered, for the speech timer.
        var now = parseInt(r.headers.get("x-server-time") || "", 10);
        return r.text().then(function (text) { return { text: text, now: isNaN(now) ? undefined : now }; });
      })
      .then(function (read) {
        // Drawn again only when it changed: a reconnection reads the same view.
        if (read && read.text !== drawn) { drawn = read.text; render(JSON.parse(read.text), { now: read.now }); }
      })
      .catch(function () {})
      .then(function () { reading = false; if (again) { again = false; refresh(); } });
  }
  function soon() { clearTimeout(timer); timer = setTimeout(refresh, 80); }
  refresh();
  var stream = new EventSource(body.dataset.stream);
  (body.dataset.kinds || "").split(",").forEach(function (kind) { if (kind) stream.addEventListener(kind, soon); });
  stream.addEventListener("open", soon);
})();
