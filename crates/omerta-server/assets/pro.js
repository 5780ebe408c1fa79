// The Pro Mafia judge's console: tap a tool, then seats; the console builds one protocol
// event (docs/pro/protocol.md) and records it through the page's record form, which htmx
// sends and whose answer redraws the live region. The table rules are checked by the
// server; this script only gathers taps. Its state survives the redraws.
(function () {
  "use strict";

  var state = { tool: null, picks: [], ballots: {}, current: null, colors: {}, willMode: "order", willBy: null, shots: {} };
  var consoleData = {}, names = [];

  function $(sel, root) { return (root || document).querySelector(sel); }
  function $all(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }
  function label(seat) { return "#" + seat + (names[seat - 1] ? " " + names[seat - 1] : ""); }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function record(event) {
    var form = document.getElementById("record-form");
    if (!form) return;
    form.querySelector("[name='f.event:json']").value = JSON.stringify(event);
    form.querySelector("[name='cid']").value = window.omertaCommandId();
    state.picks = []; state.ballots = {}; state.colors = {}; state.shots = {};
    form.requestSubmit();
    form.querySelector("[name='f.event:json']").value = "";
  }

  function read() {
    var box = document.getElementById("console");
    consoleData = {};
    names = [];
    if (!box) return;
    try { consoleData = JSON.parse(box.getAttribute("data-console") || "{}") || {}; } catch (e) {}
    try { names = JSON.parse(box.getAttribute("data-names") || "[]") || []; } catch (e) {}
  }

  function atTable(seat) { return (consoleData.table || []).indexOf(seat) >= 0; }

  function candidates() {
    var p = consoleData.prompt;
    if (p && (p.kind === "revote" || p.kind === "lift")) return p.candidates.slice();
    return (consoleData.nominees || []).slice();
  }

  // Where the table rules expect a record, choose the tool for it.
  function followPrompt() {
    var p = consoleData.prompt;
    var key = p ? JSON.stringify(p) + consoleData.records : "";
    if (!p || state.prompted === key) return;
    state.prompted = key;
    if (p.kind === "revote") setTool("vote");
    else if (p.kind === "lift") setTool("lift");
    else if (p.kind === "will") { state.willBy = p.wills[0].seat; setTool("will"); }
  }

  function setTool(tool) {
    state.tool = tool;
    state.picks = []; state.ballots = {}; state.colors = {}; state.shots = {};
    state.current = null;
    var radio = $("input[name=tool][value='" + tool + "']");
    if (radio) radio.checked = true;
    draw();
  }

  function tap(seat) {
    var t = state.tool;
    if (!t) { say("Choose a tool first."); return; }
    if (t === "nominate") {
      state.picks.push(seat);
      if (state.picks.length === 2) { record({ type: "nominate", by: state.picks[0], target: state.picks[1] }); return; }
    } else if (t === "vote") {
      if (!state.current) { say("Choose the candidate the raised hands are for."); return; }
      if (state.ballots[seat] === state.current) delete state.ballots[seat];
      else state.ballots[seat] = state.current;
    } else if (t === "lift" || (t === "will" && state.willMode === "order")) {
      var i = state.picks.indexOf(seat);
      if (i >= 0) state.picks.splice(i, 1); else state.picks.push(seat);
    } else if (t === "will" && state.willMode === "colors") {
      var next = { undefined: "red", red: "black", black: undefined }[state.colors[seat]];
      if (next) state.colors[seat] = next; else delete state.colors[seat];
    } else if (t === "will" && state.willMode === "helm") {
      state.picks = [seat];
    } else if (t === "shots") {
      (consoleData.blacks_at_table || []).forEach(function (b) { state.shots[b] = seat; });
    } else if (t === "don_check" || t === "sheriff_check") {
      record({ type: t, target: seat }); return;
    } else if (t === "foul") {
      record({ type: "foul", seat: seat }); return;
    } else if (t === "removal") {
      if (window.confirm("Remove " + label(seat) + " from the table?")) record({ type: "removal", seat: seat });
      return;
    }
    draw();
  }

  function say(text) {
    var panel = document.getElementById("tool-panel");
    if (!panel) return;
    var p = panel.querySelector(".say") || panel.appendChild(el("p", { "class": "say hint", role: "status" }));
    p.textContent = text;
  }

  function button(text, onClick, attrs) {
    var b = el("button", Object.assign({ type: "button" }, attrs || {}), text);
    b.addEventListener("click", onClick);
    return b;
  }

  // The tool's panel: what the judge is building, and the button that records it.
  function draw() {
    read();
    var panel = document.getElementById("tool-panel");
    if (!panel) return;
    panel.innerHTML = "";
    var t = state.tool;
    var marks = {};
    if (t === "nominate") {
      panel.appendChild(el("p", {}, state.picks.length ? "Nominated by " + label(state.picks[0]) + ": now tap whom." : "Tap who nominates, then whom."));
      if (state.picks[0]) marks[state.picks[0]] = "by";
    } else if (t === "vote") {
      var cands = candidates();
      if (!cands.length) {
        panel.appendChild(el("p", {}, "No nominees today: record nominations first."));
      } else {
        if (!state.current || cands.indexOf(state.current) < 0) state.current = cands[0];
        var p = consoleData.prompt;
        panel.appendChild(el("p", {}, (p && p.kind === "revote" ? "Revote" : "Vote") + ": choose a candidate, tap the hands raised for them. Who raises no hand counts for the last candidate, " + label(cands[cands.length - 1]) + "."));
        var chips = el("div", { "class": "chips", role: "group", "aria-label": "Candidates" });
        cands.forEach(function (c) {
          var n = 0;
          Object.keys(state.ballots).forEach(function (v) { if (state.ballots[v] === c) n += 1; });
          var last = c === cands[cands.length - 1];
          var implicit = last ? (consoleData.table || []).filter(function (v) { return !(v in state.ballots); }).length : 0;
          chips.appendChild(button(label(c) + ": " + (n + implicit), function () { state.current = c; draw(); },
            { "aria-pressed": String(state.current === c), "data-candidate": String(c) }));
        });
        panel.appendChild(chips);
        Object.keys(state.ballots).forEach(function (v) { marks[v] = "→" + state.ballots[v]; });
        cands.forEach(function (c) { marks[c] = (marks[c] ? marks[c] + " " : "") + "cand."; });
        panel.appendChild(button("Record the vote", function () {
          var ballots = {};
          Object.keys(state.ballots).forEach(function (v) { ballots[v] = state.ballots[v]; });
          record({ type: "vote", candidates: cands, ballots: ballots });
        }, { "data-testid": "record-vote" }));
      }
    } else if (t === "lift") {
      var lp = consoleData.prompt;
      panel.appendChild(el("p", {}, "Tap every hand raised to lift " + candidates().map(label).join(", ") + " together" + (lp && lp.needed ? " (" + lp.needed + " needed)" : "") + ": " + state.picks.length + " so far."));
      state.picks.forEach(function (s) { marks[s] = "yes"; });
      panel.appendChild(button("Record the lift vote", function () { record({ type: "lift", yes: state.picks.slice() }); }));
    } else if (t === "shots") {
      var shooters = consoleData.blacks_at_table || [];
      panel.appendChild(el("p", {}, "Tap the target every shooter aimed at, or set each shooter below."));
      shooters.forEach(function (b) {
        var row = el("div", { "class": "row" });
        var id = "shot-" + b;
        row.appendChild(el("label", { "for": id }, label(b) + " shoots"));
        var sel = el("select", { id: id });
        sel.appendChild(el("option", { value: "" }, "no shot"));
        (consoleData.table || []).forEach(function (s) {
          var o = el("option", { value: String(s) }, label(s));
          if (state.shots[b] === s) o.selected = true;
          sel.appendChild(o);
        });
        sel.addEventListener("change", function () {
          if (sel.value) state.shots[b] = parseInt(sel.value, 10); else delete state.shots[b];
          draw();
        });
        row.appendChild(sel);
        panel.appendChild(row);
      });
      Object.keys(state.shots).forEach(function (b) { marks[state.shots[b]] = "shot"; });
      // On a miss the judge may hold shooters responsible; a first-night Sheriff kill may
      // be credited to one black player.
      state.missBy = state.missBy || {};
      var miss = el("fieldset", { "class": "row" });
      miss.appendChild(el("legend", {}, "Responsible for a miss (optional)"));
      shooters.forEach(function (b) {
        var id = "miss-" + b;
        var box = el("input", { type: "checkbox", id: id });
        box.checked = !!state.missBy[b];
        box.addEventListener("change", function () { state.missBy[b] = box.checked; });
        var l = el("label", { "for": id });
        l.appendChild(box);
        l.appendChild(document.createTextNode(" " + label(b)));
        miss.appendChild(l);
      });
      panel.appendChild(miss);
      var creditRow = el("div", { "class": "row" });
      creditRow.appendChild(el("label", { "for": "shot-credit" }, "Credit for a first-night Sheriff kill (optional)"));
      var credit = el("select", { id: "shot-credit" });
      credit.appendChild(el("option", { value: "" }, "none"));
      shooters.forEach(function (b) {
        var o = el("option", { value: String(b) }, label(b));
        if (state.credit === b) o.selected = true;
        credit.appendChild(o);
      });
      credit.addEventListener("change", function () { state.credit = credit.value ? parseInt(credit.value, 10) : null; });
      creditRow.appendChild(credit);
      panel.appendChild(creditRow);
      panel.appendChild(button("Record the shots", function () {
        var shots = {};
        Object.keys(state.shots).forEach(function (b) { shots[b] = state.shots[b]; });
        var event = { type: "shots", shots: shots };
        var missBy = Object.keys(state.missBy).filter(function (b) { return state.missBy[b]; }).map(Number);
        if (missBy.length) event.miss_by = missBy;
        if (state.credit) event.credit = state.credit;
        state.missBy = {}; state.credit = null;
        record(event);
      }));
    } else if (t === "will") {
      var open = (consoleData.wills || []);
      if (!open.length) {
        panel.appendChild(el("p", {}, "Nobody may leave a will now."));
      } else {
        if (!state.willBy || !open.some(function (w) { return w.seat === state.willBy; })) state.willBy = open[0].seat;
        var row = el("div", { "class": "row", role: "group", "aria-label": "Whose will" });
        open.forEach(function (w) {
          row.appendChild(button("Will of " + label(w.seat), function () { state.willBy = w.seat; draw(); }, { "aria-pressed": String(state.willBy === w.seat) }));
        });
        panel.appendChild(row);
        var first = open.some(function (w) { return w.seat === state.willBy && w.first_out; });
        var modes = el("div", { "class": "row", role: "group", "aria-label": "Kind of will" });
        [["order", "Ordered"], ["colors", "Colours (First Out)"], ["helm", "Pass the helm"]].forEach(function (m) {
          if (m[0] === "colors" && !first) return;
          modes.appendChild(button(m[1], function () { state.willMode = m[0]; state.picks = []; state.colors = {}; draw(); }, { "aria-pressed": String(state.willMode === m[0]) }));
        });
        panel.appendChild(modes);
        var event = { type: "will", by: state.willBy };
        if (state.willMode === "order") {
          panel.appendChild(el("p", {}, "Tap the seats named, in order: " + (state.picks.map(label).join(", ") || "none yet") + "."));
          state.picks.forEach(function (s, i) { marks[s] = String(i + 1); });
          event.order = state.picks.slice();
        } else if (state.willMode === "colors") {
          panel.appendChild(el("p", {}, "Tap a seat once for red, twice for black (at most three)."));
          event.colors = {};
          Object.keys(state.colors).forEach(function (s) { event.colors[s] = state.colors[s]; marks[s] = state.colors[s]; });
        } else {
          panel.appendChild(el("p", {}, "Tap the seat the helm passes to."));
          if (state.picks[0]) { event.helm = state.picks[0]; marks[state.picks[0]] = "helm"; }
        }
        panel.appendChild(button("Record the will", function () { record(event); }));
        panel.appendChild(button("No will", function () { record({ type: "will", by: state.willBy }); }, { "class": "secondary" }));
      }
    } else if (t) {
      var words = { don_check: "Tap the seat the Don checks.", sheriff_check: "Tap the seat the Sheriff checks.", foul: "Tap the seat that gets a foul.", removal: "Tap the seat to remove from the table." };
      panel.appendChild(el("p", {}, words[t] || ""));
    } else {
      panel.appendChild(el("p", { "class": "hint" }, "Choose a tool."));
    }
    // The seats show what is being built.
    var cands2 = t === "vote" || t === "lift" ? candidates() : [];
    $all(".seat[data-seat]").forEach(function (b) {
      var s = parseInt(b.getAttribute("data-seat"), 10);
      var m = marks[s] || "";
      b.querySelector(".mark").textContent = m;
      b.setAttribute("aria-pressed", String(!!m && m !== "cand."));
      b.classList.toggle("candidate", cands2.indexOf(s) >= 0);
    });
  }

  function setUp() {
    read();
    if (!document.getElementById("console")) return;
    followPrompt();
    draw();
  }

  document.addEventListener("click", function (e) {
    var seat = e.target.closest && e.target.closest(".seat[data-seat]");
    if (seat && !seat.disabled) { tap(parseInt(seat.getAttribute("data-seat"), 10)); return; }
    var rec = e.target.closest && e.target.closest("[data-record]");
    if (rec) { record(JSON.parse(rec.getAttribute("data-record"))); return; }
    var other = e.target.closest && e.target.closest("[data-other]");
    if (other) {
      var kind = other.getAttribute("data-other");
      if (kind === "end") record({ type: "end", winner: $("#end-winner").value });
      else if (window.confirm(other.textContent + ": " + label(parseInt($("#other-seat").value, 10)) + "?"))
        record({ type: kind, seat: parseInt($("#other-seat").value, 10) });
    }
  });
  document.addEventListener("change", function (e) {
    if (e.target.name === "tool") setTool(e.target.value);
  });
  document.addEventListener("DOMContentLoaded", setUp);
  document.addEventListener("htmx:afterSettle", setUp);
})();
