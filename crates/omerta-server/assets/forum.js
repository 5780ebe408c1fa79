// The forum thread page (templates/forum/game.html), on top of omerta.js: keeps the
// reader's place when the live region is redrawn, sets up what the redrawn region holds
// (copy buttons, local times), clears a form outside it once its command is taken, and
// redraws those forms when the phase changes, keeping a half-written post.
(function () {
  "use strict";

  // Times as the reader's clock says them (the page writes UTC).
  function localTimes(root) {
    (root || document).querySelectorAll("time[data-local]").forEach(function (t) {
      var when = new Date(t.getAttribute("datetime"));
      if (isNaN(when.getTime())) return;
      if (!t.title) t.title = t.textContent;
      try {
        t.textContent = when.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
      } catch (e) {
        t.textContent = when.toLocaleString();
      }
    });
  }

  function setUpCopies(root) {
    if (!window.omertaSetUpCopy) return;
    root.querySelectorAll("[data-copy]").forEach(function (b) {
      if (b.dataset.copyReady) return;
      b.dataset.copyReady = "1";
      window.omertaSetUpCopy(b);
    });
  }

  // --- Vote by a button (issue 32, 6): the button beside a living player's name writes
  // the bold vote into the post being written, as a player would type it, so that the
  // thread's syntax counts it (an imported thread and a game played here read alike).
  // Nothing is sent: the player posts. A second tap changes the vote the button wrote,
  // and keeps whatever else the post says. The buttons need this script: hidden without it.
  var written = null; // the vote the last tap wrote, while the post still holds it
  function voteButtons(root) {
    (root || document).querySelectorAll("[data-vote-for]").forEach(function (b) { b.hidden = false; });
  }
  function voteFor(name) {
    var box = document.getElementById("post-body");
    if (!box) return;
    var vote = "[b]vote: " + name + "[/b]";
    var text = box.value;
    if (written && text.indexOf(written) >= 0) {
      text = text.replace(written, vote);
    } else {
      text = text.length && !/\n$/.test(text) ? text + "\n" + vote : text + vote;
    }
    written = vote;
    box.value = text;
    box.dispatchEvent(new Event("input", { bubbles: true }));
    box.focus();
    box.setSelectionRange(text.length, text.length);
    box.scrollIntoView({ block: "center" });
  }
  document.addEventListener("click", function (e) {
    var button = e.target.closest && e.target.closest("[data-vote-for]");
    if (!button) return;
    e.preventDefault();
    voteFor(button.getAttribute("data-vote-for"));
  });
  voteButtons(document);

  // --- The reader's place: the first post still on screen stays where it was. ---------
  var anchor = null;
  document.addEventListener("htmx:beforeSwap", function (e) {
    var live = document.getElementById("live");
    if (!live || e.detail.target !== live || window.scrollY === 0) { anchor = null; return; }
    var posts = live.querySelectorAll(".post, section[id]");
    for (var i = 0; i < posts.length; i++) {
      var r = posts[i].getBoundingClientRect();
      if (r.bottom > 0) { anchor = { id: posts[i].id, top: r.top }; return; }
    }
    anchor = null;
  });

  document.addEventListener("htmx:afterSettle", function () {
    var live = document.getElementById("live");
    if (!live) return;
    setUpCopies(live);
    localTimes(live);
    voteButtons(live);
    if (anchor) {
      var again = document.getElementById(anchor.id);
      if (again) window.scrollBy(0, again.getBoundingClientRect().top - anchor.top);
      anchor = null;
    }
  });

  // --- Forms outside the live region: cleared once their command is taken. ----------
  // (omerta.js gives every form a new command id after each answer.)
  document.addEventListener("htmx:afterRequest", function (e) {
    var form = e.detail.elt;
    var xhr = e.detail.xhr;
    if (!form || form.tagName !== "FORM" || !xhr || xhr.status >= 300 || !document.contains(form)) return;
    if (form.hasAttribute("data-reset")) form.reset();
  });

  // --- The forms follow the phase (night actions at night, the host's choices). -------
  var redrawing = false;
  function redrawForms() {
    if (redrawing) return;
    redrawing = true;
    setTimeout(function () {
      fetch(location.pathname + location.search, { headers: { "HX-Request": "true" }, credentials: "same-origin" })
        .then(function (r) { return r.text(); })
        .then(function (html) {
          redrawing = false;
          var doc = new DOMParser().parseFromString(html, "text/html");
          ["forum-actions", "forum-status", "forum-jump"].forEach(function (id) {
            var old = document.getElementById(id);
            var fresh = doc.getElementById(id);
            if (!old || !fresh) return;
            // A half-written post survives, with the cursor where it was.
            var typing = old.querySelector("#post-body");
            var text = typing ? typing.value : "";
            var focused = typing && document.activeElement === typing;
            var start = typing ? typing.selectionStart : 0;
            var end = typing ? typing.selectionEnd : 0;
            old.replaceWith(fresh);
            if (window.htmx) htmx.process(fresh);
            var again = fresh.querySelector("#post-body");
            if (again && text) {
              again.value = text;
              if (focused) { again.focus(); again.setSelectionRange(start, end); }
            }
          });
        })
        .catch(function () { redrawing = false; });
    }, 200);
  }

  // --- A post being written is kept in the browser (issue 27: a reload lost it), per
  // game, until it is posted. -----------------------------------------------------------
  function draftKey() {
    var game = document.querySelector("[data-game]");
    return game ? "omerta-draft-" + game.getAttribute("data-game") : null;
  }
  function store(fn) {
    try { return fn(window.localStorage); } catch (e) { return null; }
  }
  document.addEventListener("input", function (e) {
    var key = draftKey();
    if (!key || !e.target || e.target.id !== "post-body") return;
    var text = e.target.value;
    store(function (s) { if (text) s.setItem(key, text); else s.removeItem(key); });
  });
  document.addEventListener("htmx:afterRequest", function (e) {
    var form = e.detail.elt;
    var key = draftKey();
    if (key && form && form.querySelector && form.querySelector("#post-body") &&
        e.detail.xhr && e.detail.xhr.status < 300) {
      store(function (s) { s.removeItem(key); });
    }
  });
  function restoreDraft() {
    var key = draftKey();
    var box = document.getElementById("post-body");
    if (!key || !box || box.value) return;
    var text = store(function (s) { return s.getItem(key); });
    if (text) box.value = text;
  }

  // --- A prod's deadline and the day's, for rule 13 (forum rulings D20, D24): what is
  // left, counted each second; the words come with the element, in the reader's language.
  function left(ms) {
    var m = Math.max(0, Math.ceil(ms / 60000));
    var d = Math.floor(m / 1440), h = Math.floor((m % 1440) / 60), min = m % 60;
    return (d > 0 ? d + " d " : "") + (d > 0 || h > 0 ? h + " h " : "") + min + " min";
  }
  function countdowns() {
    document.querySelectorAll("[data-countdown-to]").forEach(function (box) {
      var ms = parseInt(box.getAttribute("data-countdown-to"), 10) - Date.now();
      if (isNaN(ms)) return;
      var text = ms > 0
        ? "(" + box.getAttribute("data-left").replace("{time}", left(ms)) + ")"
        : "(" + box.getAttribute("data-up") + ")";
      if (box.textContent !== text) box.textContent = text;
    });
  }
  setInterval(countdowns, 1000);
  document.addEventListener("htmx:afterSettle", countdowns);

  document.addEventListener("DOMContentLoaded", function () {
    countdowns();
    restoreDraft();
    localTimes(document);
    // omerta.js has set up the copy buttons the page came with.
    document.querySelectorAll("[data-copy]").forEach(function (b) { b.dataset.copyReady = "1"; });
    var source = window.omertaStream;
    if (!source) return;
    ["forum.phase_started", "forum.died", "forum.replaced", "forum.recruited", "lobby.replaced", "lobby.extended", "lobby.reopened", "lobby.replacement_requested", "lobby.replacement_cancelled"].forEach(function (kind) {
      source.addEventListener(kind, redrawForms);
    });
  });
})();
