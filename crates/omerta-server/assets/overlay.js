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

  // How a seat left the table, as the view names it (`SeatView.left`), in words.
  var HOW = {
    vote: "voted out", lift: "lifted", night_shot: "shot at night", self_shot: "shot by the mafia",
    fourth_foul: "fourth foul", tech_fouls: "second technical foul", removal: "removed",
    disqualification: "disqualified", declared_defeat: "declared defeat", surrender: "surrender"
  };
  function how(code) { return HOW[code] || code || "out"; }
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

  var ROLE = { civilian: "civilian", sheriff: "sheriff", mafia: "mafia", don: "don" };

  function drawSeats(seats, left, nominated, votes) {
    var list = part("seats");
    clear(list);
    seats.forEach(function (s) {
      var item = el("li", "seat");
      item.dataset.seat = s.seat;
      if (!s.at_table) item.classList.add("out");
      if (nominated.indexOf(s.seat) >= 0) item.classList.add("nominated");
      if (s.role && ROLE[s.role]) item.classList.add("role-" + s.role);
      item.appendChild(el("span", "number", s.seat));
      item.appendChild(el("span", "name", s.name));
      var fouls = el("span", "fouls");
      fouls.setAttribute("aria-label", s.fouls + " fouls");
      for (var f = 0; f < 4; f++) fouls.appendChild(el("i", f < s.fouls ? "foul on" : "foul"));
      item.appendChild(fouls);
      if (s.role) item.appendChild(el("span", "role", s.role));
      if (votes[s.seat] !== undefined) item.appendChild(el("span", "votes", votes[s.seat]));
      if (!s.at_table) item.appendChild(el("span", "how", left[s.seat] || "out"));
      list.appendChild(item);
    });
  }

  function seatName(seats, n) {
    var s = seats.filter(function (x) { return x.seat === n; })[0];
    return s ? n + " " + s.name : String(n);
  }

  function render(view, extra) {
    if (!view) {
      stage.dataset.state = "waiting";
      part("title").textContent = "";
      part("phase").textContent = extra && extra.delay_seconds !== undefined ? "The broadcast begins " + extra.delay_seconds + " s after the game" : "";
      ["nominees", "vote", "speaker", "left", "seats", "night"].forEach(function (p) { clear(part(p)); });
      return;
    }
    stage.dataset.state = "live";
    var game = view.game;
    part("title").textContent = view.title || "";
    if (!game) {
      part("phase").textContent = "Waiting for the deal";
      drawSeats((view.slots || []).map(function (e, i) { return { seat: i + 1, name: e.name || "", at_table: true, fouls: 0, role: null }; }), {}, [], {});
      return;
    }
    var records = game.records || [];
    var seats = game.seats || [];
    var now = today(records);
    var noms = nominations(now.records);
    var gone = departures(seats);
    var finished = view.status === "finished";
    part("phase").textContent = finished ? "Game over" : (game.phase || "Before day 1");

    // Today's nominations.
    var nominees = part("nominees");
    clear(nominees);
    if (noms.length) {
      nominees.appendChild(el("span", "label", "Nominated"));
      noms.forEach(function (n) { nominees.appendChild(el("span", "chip", n.target)); });
    }

    // The last vote recorded today (a voting round, or a lift).
    var vote = part("vote");
    clear(vote);
    var votes = {};
    var round = (game.rounds || []).filter(function (r) { return r.record > now.index; }).pop();
    var lift = (game.lifts || []).filter(function (l) { return l.record > now.index; }).pop();
    if (lift && (!round || lift.record > round.record)) {
      vote.appendChild(el("div", "label", "Lift " + lift.votes + " of " + lift.needed + " needed: " + (lift.passed ? "passed" : "failed")));
    } else if (round) {
      vote.appendChild(el("div", "label", round.revote ? "Revote" : "Vote"));
      round.tally.forEach(function (t) {
        votes[t.seat] = t.votes;
        var row = el("div", "tally");
        row.appendChild(el("span", "who", seatName(seats, t.seat)));
        row.appendChild(el("span", "count", t.votes));
        if (round.leaders.indexOf(t.seat) >= 0) row.classList.add("leader");
        vote.appendChild(row);
      });
      if (round.eliminated) vote.appendChild(el("div", "result", "Seat " + round.eliminated + " leaves"));
    }

    // Who opens today's speeches, where the reader's view tells it (the judge's console).
    var speaker = part("speaker");
    clear(speaker);
    if (game.console && game.console.first_speaker) {
      speaker.appendChild(el("span", "label", "Speeches open with"));
      speaker.appendChild(el("span", "chip", seatName(seats, game.console.first_speaker)));
    }

    // Who left, and how, as the reader's view tells it.
    var left = part("left");
    clear(left);
    if (gone.gone.length) {
      left.appendChild(el("div", "label", "Left the table"));
      gone.gone.forEach(function (s) {
        left.appendChild(el("div", "told", s.name + " (seat " + s.seat + "): " + how(s.left)));
      });
    }

    // Broadcast: the night's shots and every check, as the judge recorded them.
    var night = part("night");
    if (night) {
      clear(night);
      var shots = records.filter(function (r) { return r.event && r.event.type === "shots"; }).pop();
      if (shots) {
        var aims = Object.keys(shots.event.shots || {}).map(function (k) { return k + "→" + shots.event.shots[k]; });
        night.appendChild(el("div", "label", "Last shots"));
        night.appendChild(el("div", "told", aims.length ? aims.join("  ") : "none"));
      }
      var checks = game.checks || [];
      if (checks.length) {
        night.appendChild(el("div", "label", "Checks"));
        checks.forEach(function (c) {
          night.appendChild(el("div", "told", "Night " + c.night + ": " + c.by + " checked " + c.target + ": " + c.answer));
        });
      }
    }
    drawSeats(seats, gone.by, noms.map(function (n) { return n.target; }), votes);
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
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (text) {
        // Drawn again only when it changed: a reconnection reads the same view.
        if (text && text !== drawn) { drawn = text; render(JSON.parse(text)); }
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
