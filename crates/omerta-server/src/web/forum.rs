//! The forum thread page: what `templates/forum/game.html` needs beyond the game's view.
//!
//! Everything here is derived from the redacted view the API serves (the page knows no
//! rules): the page of the thread to draw, each post's BBCode as safe HTML with its bolded
//! votes marked and what they counted as, the tally's E-n markers, the host's flags by
//! post, and the choices the forms offer. The votes themselves are the view's (read by
//! `omerta-forum` from the body as first posted); the page only finds where they are
//! written, with the forum crate's own reader.

use omerta_forum::{vote_marks, Markup};
use omerta_i18n::{t, tr, Args, Lang};
use omerta_live::forum::{ModkillCode, PmData};
use omerta_service::pm_words::{ability_label, pm_in};
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// Posts per page of the thread: a 3,000-post thread is 30 pages, never one.
pub const PER_PAGE: usize = 100;

/// Derived data for `templates/forum/game.html`, showing page `page` of the thread (1 is
/// the first page; none, or past the end: the newest page).
pub fn context_page(view: &Value, page: Option<usize>, lang: Lang) -> Value {
    let game = &view["game"];
    // The host's panel: the host's, and everybody's once the game is over (all revealed).
    let is_host = view["viewer"]["as"] == "host" || view["revealed"] == true;
    let running = view["status"] == "running";
    let players = list(&game["players"]);
    let name_of = |slot: &Value| -> Option<String> {
        let slot = slot.as_u64()?;
        players
            .iter()
            .find(|p| p["slot"].as_u64() == Some(slot))
            .and_then(|p| p["name"].as_str())
            .map(str::to_string)
    };

    let posts = list(&game["posts"]);
    let pages = posts.len().div_ceil(PER_PAGE).max(1);
    let number = page.filter(|p| (1..=pages).contains(p)).unwrap_or(pages);
    let first = (number - 1) * PER_PAGE;
    let last = (first + PER_PAGE).min(posts.len());

    let host_flags = list(&game["flags"]);
    // A flagged post's votes for names the counter could not place: the host may count
    // each as a player's or dismiss it.
    let unplaced = |post: Option<u64>| -> Vec<Value> {
        let Some(id) = post else { return Vec::new() };
        let Some(p) = posts.iter().find(|p| p["id"].as_u64() == Some(id)) else {
            return Vec::new();
        };
        let mut names: Vec<Value> = list(&p["votes"])
            .iter()
            .filter(|v| v["kind"] == "vote" && v["slot"].is_null())
            .map(|v| v["name"].clone())
            .collect();
        names.dedup();
        names
    };
    let mut flags_by_post: BTreeMap<u64, Vec<Value>> = BTreeMap::new();
    let flags: Vec<Value> = host_flags
        .iter()
        .map(|f| {
            let post = f["post"].as_u64();
            let flag = json!({
                "post": post,
                "page": post.map(page_of),
                "rule": f["rule"],
                "what": rule_name(lang, f["rule"].as_u64()),
                "repeat": f["repeat"],
                "player": name_of(&f["slot"]),
                "message": said_in(lang, f, omerta_i18n::forum::flag),
                "resolved": f["resolved"],
                "unplaced": if f["rule"] == 6 { unplaced(post) } else { Vec::new() },
            });
            if let Some(post) = post {
                flags_by_post.entry(post).or_default().push(flag.clone());
            }
            flag
        })
        .collect();

    let shown: Vec<Value> = posts[first..last]
        .iter()
        .map(|p| {
            post(
                lang,
                p,
                &name_of,
                flags_by_post.get(&p["id"].as_u64().unwrap_or(0)),
            )
        })
        .collect();

    let phase = &game["phase"];
    let night = phase["kind"] == "night";
    let you = &game["you"];
    let alive: Vec<Value> = players
        .iter()
        .filter(|p| p["alive"] == true)
        .map(|p| json!({"slot": p["slot"], "name": p["name"]}))
        .collect();

    json!({
        "page": {
            "number": number,
            "pages": pages,
            "count": posts.len(),
            "first": if posts.is_empty() { 0 } else { first + 1 },
            "last": last,
            "per_page": PER_PAGE,
            "links": page_links(number, pages),
            "previous": (number > 1).then(|| number - 1),
            "next": (number < pages).then(|| number + 1),
            "newest": number == pages,
        },
        "posts": shown,
        "phase": phase_line(lang, phase, &game["finished"], &view["deadline"]),
        "prod": super::m1923::prod(view, None, lang),
        // The host's extension, while it holds: written the one way (a forum game has no
        // zone: UTC, and the reader's own time beside it).
        "extended": view["extended"].as_i64().filter(|_| !view["step"].is_object()).map(|ms| super::when_in(lang, ms, None)),
        "reopened": view["reopened"].as_bool().unwrap_or(false),
        "finished": finished(lang, &game["finished"]),
        "tally": tally(lang, &game["tally"], game["game"]["lock"] != false, !game["finished"].is_null()),
        "deaths": deaths(lang, &game["tally"]["bbcode"]),
        "players": players.iter().map(player).collect::<Vec<_>>(),
        "reveal": game["reveal"],
        // An open setup's list, "Mafia goon ×2" (D14); a closed one has none.
        "role_list": list(&game["role_list"]).iter().map(|r| {
            let role = identity(r["faction"].as_str().unwrap_or(""), r["role"].as_str());
            match r["count"].as_u64() {
                Some(n) if n > 1 => format!("{role} ×{n}"),
                _ => role,
            }
        }).collect::<Vec<_>>(),
        "alive": alive,
        "alive_count": alive.len(),
        // The channels the reader reads (D15 to D19), newest message last; a form where
        // they may write, while the game runs.
        "channels": list(&game["channels"]).iter().map(|c| channel(c, running)).collect::<Vec<_>>(),
        "slots": players.iter().map(|p| json!({"slot": p["slot"], "number": p["slot"].as_u64().map_or(0, |s| s + 1), "name": p["name"], "alive": p["alive"]})).collect::<Vec<_>>(),
        "flags": flags,
        "moderation_slots": players.iter().filter(|p| p["alive"] == true).map(|p| json!({"value": p["slot"].to_string(), "label": p["name"]})).collect::<Vec<_>>(),
        "host": if is_host { host(lang, game) } else { Value::Null },
        "you": you_panel(lang, you, running && night, &alive),
        "can_post": running && (is_host || you["alive"] == true),
        // Issue 32, 6: a living player votes by a button on a name, in the day (the button
        // writes the bold vote into the post; the thread's syntax counts it).
        "can_vote": running && !night && !is_host && you["alive"] == true,
        "can_advance": running && is_host && !phase.is_null(),
        "night": night,
        "advance_label": match (phase["kind"].as_str(), phase["number"].as_u64()) {
            (Some("day"), Some(n)) => tr(lang, "forum-end-day", &args([("number", n.into())])),
            (Some("night"), Some(n)) => tr(lang, "forum-end-night", &args([("number", n.into())])),
            _ => t(lang, "forum-end-phase"),
        },
        "advance_warning": match phase["kind"].as_str() {
            Some("day") => t(lang, "forum-end-day-warning"),
            Some("night") => t(lang, "forum-end-night-warning"),
            _ => t(lang, "forum-end-warning"),
        },
    })
}

/// A message's arguments: each name with its value (a number stays a number, for its
/// plural).
fn args<const N: usize>(pairs: [(&'static str, omerta_i18n::Value<'static>); N]) -> Args<'static> {
    let mut out = Args::new();
    for (name, value) in pairs {
        out.set(name, value);
    }
    out
}

fn list(value: &Value) -> &[Value] {
    value.as_array().map_or(&[], Vec::as_slice)
}

/// The page of the thread that holds post `id` (posts are numbered from 1, in order).
fn page_of(id: u64) -> usize {
    (id.saturating_sub(1) as usize) / PER_PAGE + 1
}

/// The page links: the first, the last, and the pages around this one; gaps between.
fn page_links(number: usize, pages: usize) -> Vec<Value> {
    let mut links = Vec::new();
    let mut previous = 0;
    for n in 1..=pages {
        if n == 1 || n == pages || n.abs_diff(number) <= 2 {
            if n > previous + 1 {
                links.push(json!({"gap": true}));
            }
            links.push(json!({"number": n, "current": n == number}));
            previous = n;
        }
    }
    links
}

/// What a template rule is about, for a flag's badge.
fn rule_name(lang: Lang, rule: Option<u64>) -> String {
    match rule {
        Some(0) => t(lang, "forum-rule-not-player"),
        Some(2) => t(lang, "forum-rule-night"),
        Some(3) => t(lang, "forum-rule-edited"),
        Some(5) => t(lang, "forum-rule-dead"),
        Some(13) => t(lang, "forum-rule-inactive"),
        _ => t(lang, "forum-rule-host"),
    }
}

fn player(p: &Value) -> Value {
    let flip = &p["flip"];
    // Under `reveal: alignment` the flip is the faction alone (the page says the role is
    // not revealed); under `none` a dead player has no flip until the end (D13).
    let alignment = flip["reveal"] == "alignment";
    let flip_text = flip["faction"].as_str().map(|faction| {
        if alignment {
            capitalized(faction)
        } else {
            identity(faction, flip["role"].as_str())
        }
    });
    let names = list(&p["names"]);
    let before: Vec<&str> = names
        .iter()
        .filter_map(Value::as_str)
        .filter(|n| Some(*n) != p["name"].as_str())
        .collect();
    json!({
        "slot": p["slot"],
        "number": p["slot"].as_u64().map_or(0, |s| s + 1),
        "name": p["name"],
        "alive": p["alive"],
        "flip": flip_text,
        "flip_alignment": alignment,
        "replaced": before,
        "aliases": p["aliases"],
    })
}

/// "Mafia goon", "Town" (a role's faction and name, as the flips say it).
fn identity(faction: &str, role: Option<&str>) -> String {
    let mut text = capitalized(faction);
    if let Some(role) = role.filter(|r| !r.trim().is_empty()) {
        text.push(' ');
        text.push_str(role);
    }
    text
}

fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "Day 2", "Night 1" in the reader's language, from the view's kind and number.
fn phase_name(lang: Lang, kind: &str, number: u64) -> String {
    match kind {
        "day" => tr(lang, "forum-phase-day", &args([("number", number.into())])),
        "night" => tr(
            lang,
            "forum-phase-night",
            &args([("number", number.into())]),
        ),
        other => format!("{} {number}", capitalized(other)),
    }
}

/// A phase the forum crate wrote in words ("day 2", "Night 1") in the reader's language;
/// anything else as written.
fn phase_words(lang: Lang, text: &str) -> String {
    let parsed = text.split_once(' ').and_then(|(kind, n)| {
        let n: u64 = n.trim().parse().ok()?;
        let kind = kind.to_ascii_lowercase();
        matches!(kind.as_str(), "day" | "night").then_some((kind, n))
    });
    match parsed {
        Some((kind, n)) => phase_name(lang, &kind, n),
        None => capitalized(text),
    }
}

/// The game's end as a sentence: "The game is over: Town wins" (the winners' known
/// factions in the reader's language).
fn finished(lang: Lang, finished: &Value) -> Value {
    let Some(winner) = finished["winner"].as_str() else {
        return Value::Null;
    };
    let names: Vec<String> = winner
        .split(" and ")
        .map(|w| faction_word(lang, w))
        .collect();
    let joined = names.iter().skip(1).fold(
        names.first().cloned().unwrap_or_default(),
        |first, second| {
            tr(
                lang,
                "forum-winners",
                &args([("first", first.into()), ("second", second.clone().into())]),
            )
        },
    );
    let mut out = finished.clone();
    out["sentence"] = json!(tr(
        lang,
        "forum-game-over",
        &args([
            ("winner", joined.into()),
            ("count", (names.len() as u64).into())
        ])
    ));
    out
}

/// A faction's name: the town and the mafia in the reader's language, any other as the
/// setup wrote it.
fn faction_word(lang: Lang, faction: &str) -> String {
    match faction.trim().to_ascii_lowercase().as_str() {
        "town" => t(lang, "forum-faction-town"),
        "mafia" => t(lang, "forum-faction-mafia"),
        _ => capitalized(faction.trim()),
    }
}

/// The phase as a line: "Day 2", its deadline as it stands (`deadline`: the lobby's, the
/// host's extension or reopening included); or the game's end.
fn phase_line(lang: Lang, phase: &Value, finished: &Value, deadline: &Value) -> Value {
    let label = match (phase["kind"].as_str(), phase["number"].as_u64()) {
        (Some(kind), Some(n)) => phase_name(lang, kind, n),
        _ => String::new(),
    };
    json!({
        "label": label,
        "kind": phase["kind"],
        "deadline": deadline.as_i64().or(phase["deadline"].as_i64()).filter(|_| finished.is_null()).map(|ms| super::when_in(lang, ms, None)),
        "started": phase["started_at"].as_i64().map(time),
    })
}

/// The tally with each wagon's E-n (the votes still needed for a majority).
fn tally(lang: Lang, tv: &Value, lock_rule: bool, finished: bool) -> Value {
    if tv.is_null() {
        return Value::Null;
    }
    let majority = tv["majority"].as_u64().unwrap_or(0);
    let wagons: Vec<Value> = list(&tv["wagons"])
        .iter()
        .map(|w| {
            let votes = w["votes"].as_u64().unwrap_or(0);
            let needed = w["needed"]
                .as_u64()
                .unwrap_or(majority.saturating_sub(votes));
            json!({
                "target": w["target"],
                "votes": votes,
                "voters": w["voters"],
                "needed": needed,
                "marker": format!("E-{needed}"),
                "at_majority": needed == 0,
                "locked": w["locked"],
            })
        })
        .collect();
    let day = tv["day"].as_str().map(|d| phase_words(lang, d));
    let lynch = tv["lynch"].as_str();
    let locked = list(&tv["wagons"])
        .iter()
        .any(|w| w["locked"] == true && w["target"].as_str() == lynch);
    let day_over = tv["day_over"] == true;
    let named = |day: &str, name: &str| {
        args([
            ("day", day.to_string().into()),
            ("name", name.to_string().into()),
        ])
    };
    let state = match (day.as_deref(), day_over, lynch) {
        (None, _, _) => t(lang, "forum-state-no-day"),
        (Some(day), true, Some(name)) => tr(lang, "forum-state-lynched", &named(day, name)),
        (Some(day), true, None) => tr(lang, "forum-state-no-lynch", &named(day, "")),
        (Some(_), false, _) if finished => t(lang, "forum-state-over"),
        (Some(day), false, Some(name)) if locked => {
            tr(lang, "forum-state-locked", &named(day, name))
        }
        (Some(day), false, Some(name)) => tr(lang, "forum-state-majority", &named(day, name)),
        (Some(_), false, None) => t(lang, "forum-state-none"),
    };
    json!({
        "day": day,
        "alive": tv["alive"],
        "majority": majority,
        "lock": if lock_rule { tv["lock"].clone() } else { Value::Null },
        "wagons": wagons,
        "not_voting": tv["not_voting"],
        "not_voting_count": list(&tv["not_voting"]).len(),
        "lynch": tv["lynch"],
        "locked": locked,
        "day_over": day_over,
        "state": state,
        "bbcode": tv["bbcode"],
        "rulings": list(&tv["rulings"]).iter().map(|r| ruling_line(lang, r)).collect::<Vec<_>>(),
    })
}

/// A ruling of the host's as the tally lists it.
fn ruling_line(lang: Lang, r: &Value) -> Value {
    let text = match (
        r["vote"].as_str(),
        r["count_as"].as_str(),
        r["rule"].as_u64(),
    ) {
        (Some(vote), Some(name), _) => tr(
            lang,
            "forum-ruling-counts",
            &args([
                ("vote", vote.to_string().into()),
                ("name", name.to_string().into()),
            ]),
        ),
        (Some(vote), None, _) => tr(
            lang,
            "forum-ruling-not-counted",
            &args([("vote", vote.to_string().into())]),
        ),
        (None, _, Some(rule)) => tr(
            lang,
            "forum-ruling-dismissed",
            &args([("rule", rule.into())]),
        ),
        _ => t(lang, "forum-ruling"),
    };
    json!({"post": r["post"], "page": r["post"].as_u64().map(page_of), "text": text, "reason": r["reason"]})
}

/// A night action as the page lists it.
fn action(lang: Lang, a: &Value) -> Value {
    json!({
        "night": a["night"],
        "name": a["name"],
        "ability_id": a["ability"],
        "ability": ability_label(lang, a["ability"].as_str().unwrap_or("")),
        "targets": targets(lang, &a["targets"]),
    })
}

/// An action's targets: "P1", or "P1 and P2" for a swap or a redirect.
fn targets(lang: Lang, targets: &Value) -> String {
    let names: Vec<&str> = list(targets).iter().filter_map(Value::as_str).collect();
    match names.as_slice() {
        [first, second] => tr(
            lang,
            "forum-and",
            &args([
                ("first", first.to_string().into()),
                ("second", second.to_string().into()),
            ]),
        ),
        _ => names.join(", "),
    }
}

/// The deaths so far, one line each ("P4 — mafia goon — lynched day 1"): the view says
/// who is dead and their flip but not how or when they died, which the forum crate's
/// "Players dead" template does.
fn deaths(lang: Lang, bbcode: &Value) -> Vec<Value> {
    let Some(text) = bbcode.as_str() else {
        return Vec::new();
    };
    let Some((_, rest)) = text.split_once("[b]Players dead:[/b]\n") else {
        return Vec::new();
    };
    rest.lines()
        .take_while(|line| !line.trim().is_empty() && !line.starts_with("[b]"))
        .filter(|line| *line != "None yet.")
        .map(|line| death_line(lang, &line.replace("[b]", "").replace("[/b]", "")))
        .collect()
}

/// One line of "Players dead" (`omerta-forum`'s `dead_line`: "Name — identity — how
/// when (reason)") as who died and how, the how in the reader's language: a modkill for
/// inactivity (D23) as a sentence, never its code. A line of another shape stays whole.
fn death_line(lang: Lang, line: &str) -> Value {
    const HOW: [&str; 4] = ["lynched", "killed", "modkilled", "died"];
    let found = line.match_indices(" — ").find_map(|(at, sep)| {
        let rest = &line[at + sep.len()..];
        let (verb, when) = rest.split_once(' ')?;
        HOW.contains(&verb).then_some((at, verb, when))
    });
    let Some((at, verb, when)) = found else {
        return json!({"who": line, "how": ""});
    };
    // "day 1 (a reason)", "at 2026-… (a reason)": the reason is the last parenthesis.
    let (when, reason) = match when.find(" (") {
        Some(open) if when.ends_with(')') => (&when[..open], Some(&when[open + 2..when.len() - 1])),
        _ => (when, None),
    };
    let phase = match when.strip_prefix("at ") {
        Some(time) => tr(
            lang,
            "forum-when-time",
            &args([("time", time.to_string().into())]),
        ),
        None => when_words(lang, when),
    };
    let phased = args([("phase", phase.into())]);
    let inactive = verb == "modkilled" && reason == Some(ModkillCode::Inactivity.english());
    let how = if inactive {
        tr(lang, "forum-death-inactivity", &phased)
    } else {
        let death = match verb {
            "lynched" => tr(lang, "forum-death-lynched", &phased),
            "killed" => tr(lang, "forum-death-killed", &phased),
            "modkilled" => tr(lang, "forum-death-modkilled", &phased),
            _ => tr(lang, "forum-death-died", &phased),
        };
        match reason {
            Some(reason) => tr(
                lang,
                "forum-death-reason",
                &args([
                    ("death", death.into()),
                    ("reason", reason.to_string().into()),
                ]),
            ),
            None => death,
        }
    };
    json!({"who": &line[..at], "how": how})
}

/// "day 1" inside a sentence, in the reader's language; anything else as written.
fn when_words(lang: Lang, when: &str) -> String {
    let number = |n: &str| n.trim().parse::<u64>().ok();
    match when.split_once(' ') {
        Some(("day", n)) if number(n).is_some() => tr(
            lang,
            "forum-when-day",
            &args([("number", number(n).unwrap_or(0).into())]),
        ),
        Some(("night", n)) if number(n).is_some() => tr(
            lang,
            "forum-when-night",
            &args([("number", number(n).unwrap_or(0).into())]),
        ),
        _ => when.to_string(),
    }
}

fn host(lang: Lang, game: &Value) -> Value {
    let roles: Vec<Value> = list(&game["roles"])
        .iter()
        .map(|r| {
            let abilities: Vec<&str> = list(&r["abilities"])
                .iter()
                .filter_map(Value::as_str)
                .collect();
            let night = r["night"].as_object().filter(|n| !n.is_empty());
            json!({
                "number": r["slot"].as_u64().map_or(0, |s| s + 1),
                "name": r["name"],
                "identity": identity(r["faction"].as_str().unwrap_or("?"), r["role"].as_str()),
                "abilities": abilities.join(", "),
                "night": night.map(|n| Value::Object(n.clone()).to_string()),
            })
        })
        .collect();
    let results: Vec<Value> = list(&game["results"])
        .iter()
        .map(|r| result_line(lang, r))
        .collect();
    let name_of = |slot: &Value| {
        list(&game["roles"])
            .iter()
            .find(|r| r["slot"] == *slot)
            .map_or(Value::Null, |r| r["name"].clone())
    };
    let pms: Vec<Value> = list(&game["pms"])
        .iter()
        .map(|pm| {
            let mut line = pm_line(lang, pm);
            line["to"] = name_of(&pm["slot"]);
            line
        })
        .collect();
    json!({
        "pms": pms,
        "explanations": list(&game["explanations"]).iter().map(|e| explanation(lang, e)).collect::<Vec<_>>(),
        "roles": roles,
        "tonight": list(&game["tonight"]).iter().map(|a| action(lang, a)).collect::<Vec<_>>(),
        "actions": list(&game["actions"]).iter().map(|a| action(lang, a)).collect::<Vec<_>>(),
        "results": results,
    })
}

/// A night's explanation in the reader's language, from the outcome's data (issue 30);
/// a game stored before the data, or a night past its bound, shows the English it kept.
fn explanation(lang: Lang, e: &Value) -> Value {
    let worded = serde_json::from_value::<omerta_night::Outcome>(e["data"].clone())
        .ok()
        .filter(|_| e["data"].is_object())
        .map(|mut outcome| {
            // The explanation is plain preformatted text, where no `<bdi>` can isolate a
            // name: in a right-to-left language a Latin name beside a colon or an arrow
            // is laid out backwards ("Noodle:" read as ":Noodle"), so each name is wrapped
            // in Unicode's own isolates (FSI … PDI), the plain-text `<bdi>`.
            if lang.dir() == "rtl" {
                for name in &mut outcome.players {
                    *name = format!("\u{2068}{name}\u{2069}");
                }
            }
            omerta_i18n::night::text(lang, &outcome)
        });
    json!({
        "night": e["night"],
        "text": worded.map_or_else(|| e["text"].clone(), Value::from),
    })
}

fn result_line(lang: Lang, r: &Value) -> Value {
    json!({
        "night": r["night"],
        "ability": ability_label(lang, r["ability"].as_str().unwrap_or("")),
        "target": r["target"],
        "result": r["result"].as_str().map(|code| result_word(lang, code)),
        "names": list(&r["names"]).iter().filter_map(Value::as_str).collect::<Vec<_>>().join(", "),
    })
}

/// A night result's code (`omerta-live`'s `Result` event) in words; another as written.
fn result_word(lang: Lang, code: &str) -> String {
    match code {
        "innocent" => t(lang, "forum-result-innocent"),
        "guilty" => t(lang, "forum-result-guilty"),
        "visited" => t(lang, "forum-result-visited"),
        "visited_by" => t(lang, "forum-result-visited-by"),
        "no_action" => t(lang, "forum-result-no-action"),
        "no_result" => t(lang, "forum-result-no-result"),
        other => other.replace('_', " "),
    }
}

/// A PM as the page shows it: its night (none: the role PM) and its BBCode drawn as a
/// post's (no vote marks: a PM votes nobody), in the reader's language: filled again from
/// its data (D42), or its stored text for a PM sent before the data was kept.
fn pm_line(lang: Lang, pm: &Value) -> Value {
    let text = serde_json::from_value::<PmData>(pm["data"].clone())
        .map(|data| pm_in(lang, &data))
        .unwrap_or_else(|_| pm["text"].as_str().unwrap_or("").to_string());
    json!({
        "night": pm["night"],
        "html": render(&text, false, None),
    })
}

/// How many targets an ability takes: a redirect and a swap move one target's actions to
/// a second (`omerta-night`'s arity; the server refuses any other count anyway).
fn arity(ability: &str) -> usize {
    match ability {
        "redirect" | "swap" => 2,
        _ => 1,
    }
}

/// The player's own panel: role, team, actions and results, and the night's forms.
fn you_panel(lang: Lang, you: &Value, night: bool, alive: &[Value]) -> Value {
    if you.is_null() {
        return Value::Null;
    }
    let abilities: Vec<&str> = list(&you["abilities"])
        .iter()
        .filter_map(Value::as_str)
        .collect();
    let tonight = list(&you["tonight"]);
    let forms: Vec<Value> = if night && you["alive"] == true {
        abilities
            .iter()
            .map(|ability| {
                let current = tonight
                    .iter()
                    .rev()
                    .find(|a| a["ability"] == *ability)
                    .map(|a| targets(lang, &a["targets"]));
                json!({
                    "ability": ability,
                    "label": ability_label(lang, ability),
                    "arity": arity(ability),
                    "current": current,
                })
            })
            .collect()
    } else {
        Vec::new()
    };
    json!({
        "name": you["name"],
        "alive": you["alive"],
        "identity": identity(you["faction"].as_str().unwrap_or("?"), you["role"].as_str()),
        "abilities": abilities.iter().map(|a| ability_label(lang, a)).collect::<Vec<_>>().join(", "),
        "partners": list(&you["partners"]).iter().map(|p| json!({
            "name": p["name"],
            "identity": identity(p["faction"].as_str().unwrap_or("?"), p["role"].as_str()),
            "alive": p["alive"],
        })).collect::<Vec<_>>(),
        "tonight": tonight.iter().map(|a| action(lang, a)).collect::<Vec<_>>(),
        "actions": list(&you["actions"]).iter().map(|a| action(lang, a)).collect::<Vec<_>>(),
        "results": list(&you["results"]).iter().map(|r| result_line(lang, r)).collect::<Vec<_>>(),
        "pms": list(&you["pms"]).iter().map(|pm| pm_line(lang, pm)).collect::<Vec<_>>(),
        "forms": forms,
        "targets": alive.iter().map(|p| p["name"].clone()).collect::<Vec<_>>(),
    })
}

/// A flag's or a note's sentence in `lang`, from what it says as data (`said`); its English
/// `message` where the data is not one this version reads.
fn said_in<S: serde::de::DeserializeOwned>(
    lang: Lang,
    item: &Value,
    word: impl Fn(Lang, &S) -> String,
) -> Value {
    match S::deserialize(&item["said"]) {
        Ok(said) => Value::String(word(lang, &said)),
        Err(_) => item["message"].clone(),
    }
}

/// One post as the page draws it.
fn post(
    lang: Lang,
    p: &Value,
    name_of: &dyn Fn(&Value) -> Option<String>,
    flags: Option<&Vec<Value>>,
) -> Value {
    let by_player = !p["slot"].is_null();
    let night = by_player
        && p["phase"]
            .as_str()
            .is_some_and(|ph| ph.to_ascii_lowercase().starts_with("night"));
    let edited = p["edited"] == true;
    // What each vote counted as: the view's votes, read from the body as first posted.
    let counted: Vec<String> = list(&p["votes"])
        .iter()
        .map(|v| vote_text(lang, v, night, name_of))
        .collect();
    let body = p["body"].as_str().unwrap_or("");
    // The marks in the body shown are labelled with what they counted as only when that
    // body is the one counted (an edit's votes do not count: F1).
    let marks = vote_marks(body, Markup::BbCode).len();
    let labelled = by_player && !edited && marks == counted.len();
    // An edited post shows its latest body: each vote marked there says it does not count
    // (issue 27: the new vote was highlighted while the count kept the first), and the
    // line under the post says what counted.
    let edit_labels: Vec<String> = if by_player && edited {
        vec![t(lang, "forum-vote-edited"); marks]
    } else {
        Vec::new()
    };
    let labels = if labelled {
        Some(counted.as_slice())
    } else if !edit_labels.is_empty() {
        Some(edit_labels.as_slice())
    } else {
        None
    };
    let html = render(body, by_player, labels);
    let revisions: Vec<Value> = if edited {
        list(&p["revisions"])
            .iter()
            .enumerate()
            .map(|(i, r)| {
                json!({
                    "number": i + 1,
                    "first": i == 0,
                    "at": r["at"].as_i64().map(time),
                    "html": render(r["body"].as_str().unwrap_or(""), by_player, None),
                })
            })
            .collect()
    } else {
        Vec::new()
    };
    let flags: Vec<Value> = flags.cloned().unwrap_or_default();
    let dead = flags.iter().any(|f| f["rule"] == 5);
    let flagged_night = flags.iter().any(|f| f["rule"] == 2);
    json!({
        "id": p["id"],
        "author": p["author"],
        "host": !by_player,
        "at": p["at"].as_i64().map(time),
        "phase": p["phase"].as_str().map(|ph| phase_words(lang, ph)),
        "night": night || flagged_night,
        "dead": dead,
        "edited": edited,
        "edits": list(&p["revisions"]).len().saturating_sub(1),
        "html": html,
        "revisions": revisions,
        "votes": counted,
        "labelled": labelled,
        "notes": list(&p["notes"])
            .iter()
            .map(|n| json!({"rule": n["rule"], "message": said_in(lang, n, omerta_i18n::forum::note)}))
            .collect::<Vec<_>>(),
        "flags": flags,
        "flagged": !flags.is_empty(),
    })
}

/// A channel as the page draws it: its members, its messages drawn as posts are (BBCode,
/// every word escaped; votes are not marked: a channel counts none), and whether the
/// reader may write in it now.
fn channel(c: &Value, running: bool) -> Value {
    let name = c["name"].as_str().unwrap_or("");
    let members: Vec<String> = list(&c["members"])
        .iter()
        .map(|m| m["name"].as_str().unwrap_or("").to_string())
        .collect();
    let messages: Vec<Value> = list(&c["messages"])
        .iter()
        .map(|m| {
            json!({
                "author": m["author"],
                "host": m["slot"].is_null(),
                "at": m["at"].as_i64().map(time),
                "phase": m["phase"],
                "html": render(m["body"].as_str().unwrap_or(""), false, None),
            })
        })
        .collect();
    json!({
        "name": name,
        // An id for the page's anchors and fields, one per name (a redraw keeps a message
        // being typed with its own channel): letters and digits kept, the rest by code.
        "id": name.chars().map(|ch| if ch.is_alphanumeric() { ch.to_string() } else { format!("-{:x}-", ch as u32) }).collect::<String>(),
        "kind": c["kind"],
        "members": members.join(", "),
        "messages": messages,
        "can_write": running && c["can_write"] == true,
    })
}

/// What one vote of a post counted as, in words. (A vote an edit wrote is labelled
/// `forum-vote-edited`: votes count as first posted, F1, rule 3.)
fn vote_text(
    lang: Lang,
    v: &Value,
    night: bool,
    name_of: &dyn Fn(&Value) -> Option<String>,
) -> String {
    let written = v["name"].as_str().unwrap_or("");
    let text = match (v["kind"].as_str(), name_of(&v["slot"])) {
        (Some("unvote"), _) => t(lang, "forum-vote-unvote"),
        (_, Some(name)) => tr(lang, "forum-vote-for", &args([("name", name.into())])),
        (_, None) => tr(
            lang,
            "forum-vote-nobody",
            &args([("name", written.to_string().into())]),
        ),
    };
    if night {
        tr(lang, "forum-vote-night", &args([("vote", text.into())]))
    } else {
        text
    }
}

// ---------------------------------------------------------------------------------------
// Time

/// A time in milliseconds as the page shows it: ISO for `<time datetime>`, and in words.
pub fn time(ms: i64) -> Value {
    let seconds = ms.div_euclid(1000);
    let (days, rest) = (seconds.div_euclid(86_400), seconds.rem_euclid(86_400));
    let (y, m, d) = civil(days);
    let (h, min, s) = (rest / 3600, rest % 3600 / 60, rest % 60);
    json!({
        "iso": format!("{y:04}-{m:02}-{d:02}T{h:02}:{min:02}:{s:02}Z"),
        "text": format!("{y:04}-{m:02}-{d:02} {h:02}:{min:02} UTC"),
        "ms": ms,
    })
}

/// Days since 1970-01-01 as a date (H. Hinnant's `civil_from_days`).
fn civil(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

// ---------------------------------------------------------------------------------------
// BBCode

/// HTML-escapes text.
fn escape(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\n' => out.push_str("<br>\n"),
            '\r' => {}
            c => out.push(c),
        }
    }
}

/// HTML-escapes an attribute's value: as text, but a line break is a character reference,
/// never a `<br>` (a vote's name can hold one: "[b]Vote: A [\nB[/b]").
fn escape_attribute(text: &str, out: &mut String) {
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push_str("&#10;");
        }
        escape(line, out);
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Bold,
    Quote,
    Other,
}

struct Open {
    name: String,
    kind: Kind,
    close: &'static str,
}

/// A bold run outside quotes, being drawn: where it starts in the body and in the HTML.
struct Run {
    body_start: usize,
    out_start: usize,
}

/// A post body's BBCode as safe HTML: every character escaped, a small set of tags drawn
/// (bold, italics, underline, strike, quotes, spoilers, http(s) links, code), the others
/// shown as written. With `votes`, each bold run outside quotes that holds a vote or an
/// unvote (as `omerta-forum` reads them) is marked, and labelled with what it counted as
/// when `labels` gives one per vote of the body.
pub fn render(body: &str, votes: bool, labels: Option<&[String]>) -> String {
    let mut r = Renderer {
        body,
        out: String::with_capacity(body.len() + body.len() / 4),
        stack: Vec::new(),
        open: BTreeMap::new(),
        bold: 0,
        quote: 0,
        run: None,
        votes,
        labels: labels.filter(|l| l.len() == vote_marks(body, Markup::BbCode).len()),
        next_label: 0,
        next_close: Next::default(),
        next_link_end: [Next::default(), Next::default()],
        next_unsafe: Next::default(),
        address_end: [None, None],
    };
    r.draw();
    r.out
}

// Drawing is linear in the body's length whatever it holds: every search that could
// otherwise be repeated from many places of the body (for the `]` that closes a bracket,
// for the `[/url]` of a `[url]`, for what ends an address) remembers its answer in a
// `Next`, and an open tag is found by name in `open` rather than by looking through
// the stack. A hostile post ("[" × 20,000, "[url]" × 4,000, "[i]" × 3,000 then
// "[/b]" × 3,000) costs about what an ordinary one of its length does.
struct Renderer<'a> {
    body: &'a str,
    out: String,
    stack: Vec<Open>,
    /// How many tags of each name are on the stack.
    open: BTreeMap<String, usize>,
    bold: usize,
    quote: usize,
    run: Option<Run>,
    votes: bool,
    labels: Option<&'a [String]>,
    next_label: usize,
    /// The next `]`.
    next_close: Next,
    /// The next `[/url]` and `[/img]`, in any letter case.
    next_link_end: [Next; 2],
    /// The next character an address may not hold.
    next_unsafe: Next,
    /// Where the address before a closing `[/url]` (`[/img]`) ends, for the last one
    /// asked, as (closing tag, end): every `[url]` before it ends its address there.
    address_end: [Option<(usize, usize)>; 2],
}

/// The first match of a search at or after a position of the body, for positions that
/// mostly grow: the answer found is remembered and holds for every position up to it,
/// so each byte of the body is searched about once however often it is asked. A search
/// must find what starts at a position whatever position it searches from (a `]`, a
/// `[/url]`), which is what makes the remembered answer right.
#[derive(Default)]
struct Next {
    /// The last search: from where, and what it found (`None`: nothing up to the end).
    last: Option<(usize, Option<usize>)>,
}

impl Next {
    fn at_or_after(
        &mut self,
        at: usize,
        search: impl FnOnce(usize) -> Option<usize>,
    ) -> Option<usize> {
        if let Some((from, found)) = self.last {
            if from <= at && found.is_none_or(|f| at <= f) {
                return found;
            }
        }
        let found = search(at);
        self.last = Some((at, found));
        found
    }
}

/// The first `pattern` (ASCII, starting with `[`) at or after `at` in `body`, in any
/// letter case, without a lowercased copy of the rest.
fn find_ignoring_case(body: &str, at: usize, pattern: &str) -> Option<usize> {
    let bytes = body.as_bytes();
    let pattern = pattern.as_bytes();
    let mut from = at;
    while let Some(i) = bytes.get(from..)?.iter().position(|b| *b == b'[') {
        let start = from + i;
        if bytes
            .get(start..start + pattern.len())
            .is_some_and(|b| b.eq_ignore_ascii_case(pattern))
        {
            return Some(start);
        }
        from = start + 1;
    }
    None
}

impl Renderer<'_> {
    fn draw(&mut self) {
        let body = self.body;
        let mut at = 0;
        while at < body.len() {
            let rest = &body[at..];
            let Some(open) = rest.find('[') else {
                escape(rest, &mut self.out);
                break;
            };
            escape(&rest[..open], &mut self.out);
            at += open;
            let rest = &body[at..];
            let next = self
                .next_close
                .at_or_after(at, |from| body[from..].find(']').map(|i| from + i));
            let Some(close) = next.map(|c| c - at) else {
                escape(rest, &mut self.out);
                break;
            };
            // "[sic[/b]": the tag, if any, starts at the later bracket (as the forum
            // crate reads it).
            if let Some(again) = rest[1..close].find('[') {
                escape(&rest[..again + 1], &mut self.out);
                at += again + 1;
                continue;
            }
            let tag = &rest[1..close];
            let end = at + close + 1;
            match self.tag(tag, at, end) {
                Some(next) => at = next,
                None => {
                    escape(&rest[..close + 1], &mut self.out);
                    at = end;
                }
            }
        }
        while !self.stack.is_empty() {
            self.pop(body.len());
        }
    }

    /// Draws a tag at `start..end` of the body: where to go on from, or none if the tag
    /// is text.
    fn tag(&mut self, tag: &str, start: usize, end: usize) -> Option<usize> {
        let trimmed = tag.trim();
        let (closing, inner) = match trimmed.strip_prefix('/') {
            Some(rest) => (true, rest.trim()),
            None => (false, trimmed),
        };
        let (name, param) = match inner.split_once('=') {
            Some((n, p)) => (n.trim(), Some(p.trim())),
            None => (inner, None),
        };
        let name = name.to_ascii_lowercase();
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
            return None;
        }
        if closing {
            if self.open.get(&name).is_none_or(|n| *n == 0) {
                return None;
            }
            while let Some(top) = self.stack.last() {
                let last = top.name == name;
                self.pop(start);
                if last {
                    break;
                }
            }
            return Some(end);
        }
        match name.as_str() {
            "b" => {
                if self.bold == 0 && self.quote == 0 && self.votes {
                    self.run = Some(Run {
                        body_start: end,
                        out_start: self.out.len(),
                    });
                }
                self.bold += 1;
                self.push(name, Kind::Bold, "<strong>", "</strong>");
            }
            "i" => self.push(name, Kind::Other, "<em>", "</em>"),
            "u" => self.push(name, Kind::Other, "<u>", "</u>"),
            "s" | "strike" => self.push(name, Kind::Other, "<s>", "</s>"),
            "sub" => self.push(name, Kind::Other, "<sub>", "</sub>"),
            "sup" => self.push(name, Kind::Other, "<sup>", "</sup>"),
            "code" => self.push(name, Kind::Other, "<code>", "</code>"),
            "color" | "colour" | "size" | "font" | "center" | "left" | "right" | "justify"
            | "indent" => self.push(name, Kind::Other, "", ""),
            "quote" => {
                self.quote += 1;
                self.push(
                    name,
                    Kind::Quote,
                    "<blockquote class=\"bb-quote\">",
                    "</blockquote>",
                );
                if let Some(by) = param.map(quote_author).filter(|b| !b.is_empty()) {
                    self.out.push_str("<span class=\"bb-quote-by\">");
                    escape(&by, &mut self.out);
                    self.out.push_str(" wrote:</span>");
                }
            }
            "spoiler" => {
                self.push(
                    name,
                    Kind::Other,
                    "<details class=\"bb-spoiler\"><summary>",
                    "</details>",
                );
                self.out.push_str("Spoiler");
                if let Some(title) = param.map(quote_author).filter(|t| !t.is_empty()) {
                    self.out.push_str(": ");
                    escape(&title, &mut self.out);
                }
                self.out.push_str("</summary>");
            }
            "url" => match param {
                Some(href) => match safe_url(href) {
                    Some(href) => {
                        self.out
                            .push_str("<a rel=\"nofollow ugc noopener\" href=\"");
                        escape_attribute(&href, &mut self.out);
                        self.out.push_str("\">");
                        self.push(name, Kind::Other, "", "</a>");
                    }
                    None => self.push(name, Kind::Other, "", ""),
                },
                None => return self.link(end, "url"),
            },
            "img" => return self.link(end, "img"),
            _ => return None,
        }
        Some(end)
    }

    /// `[url]http://…[/url]` and `[img]http://…[/img]`: a link (images are not loaded).
    fn link(&mut self, end: usize, name: &str) -> Option<usize> {
        let body = self.body;
        let (closing, which) = match name {
            "img" => ("[/img]", 1),
            _ => ("[/url]", 0),
        };
        let stop = self.next_link_end[which]
            .at_or_after(end, |from| find_ignoring_case(body, from, closing))?;
        let (from, to) = self.address(end, stop, which)?;
        let href = &body[from..to];
        self.out
            .push_str("<a rel=\"nofollow ugc noopener\" href=\"");
        escape_attribute(href, &mut self.out);
        self.out.push_str("\">");
        if name == "img" {
            self.out.push_str("[image] ");
        }
        escape(href, &mut self.out);
        self.out.push_str("</a>");
        Some(stop + closing.len())
    }

    /// Where the safe address written in `start..stop` of the body is (as [`safe_url`]
    /// reads it), or none. Each `[url]` of "[url]http:// " × 1,000 then "[/url]" has the
    /// same far-off end: what is found near the start is checked first, and the end and
    /// the first unsafe character are found once for them all (`address_end`,
    /// `next_unsafe`).
    fn address(&mut self, start: usize, stop: usize, which: usize) -> Option<(usize, usize)> {
        let body = self.body;
        // Trimmed as `safe_url` trims: white space, then quotes, from both ends.
        let text = &body[start..stop];
        let from = stop - text.trim_start().trim_start_matches(['"', '\'']).len();
        if !is_http(&body[from..stop]) {
            return None;
        }
        // The end is found from `stop` back, the same for every start before the
        // address; `http://` is neither space nor quote, so it stops after `from`.
        let to = match self.address_end[which] {
            Some((at, to)) if at == stop => to,
            _ => {
                let to = body[..stop].trim_end().trim_end_matches(['"', '\'']).len();
                self.address_end[which] = Some((stop, to));
                to
            }
        };
        let url = body.get(from..to.max(from))?;
        let unsafe_at = self.next_unsafe.at_or_after(from, |at| {
            body[at..]
                .char_indices()
                .find(|(_, c)| unsafe_in_url(*c))
                .map(|(i, _)| at + i)
        });
        (is_http(url) && unsafe_at.is_none_or(|u| u >= to)).then_some((from, to))
    }

    fn push(&mut self, name: String, kind: Kind, open: &str, close: &'static str) {
        self.out.push_str(open);
        *self.open.entry(name.clone()).or_default() += 1;
        self.stack.push(Open { name, kind, close });
    }

    /// Closes the innermost open tag, its closing tag at `at` in the body.
    fn pop(&mut self, at: usize) {
        let Some(open) = self.stack.pop() else {
            return;
        };
        if let Some(n) = self.open.get_mut(&open.name) {
            *n = n.saturating_sub(1);
        }
        self.out.push_str(open.close);
        match open.kind {
            Kind::Bold => {
                self.bold = self.bold.saturating_sub(1);
                if self.bold == 0 {
                    if let Some(run) = self.run.take() {
                        self.mark(run, at);
                    }
                }
            }
            Kind::Quote => self.quote = self.quote.saturating_sub(1),
            Kind::Other => {}
        }
    }

    /// A bold run that holds votes: marked, with what each counted as. Runs never
    /// overlap, so each byte of the body is read again by one `mark` at most, and the
    /// mark inserted moves only this run's HTML: linear however many runs there are.
    fn mark(&mut self, run: Run, end: usize) {
        let text = &self.body[run.body_start.min(end)..end];
        let marks = vote_marks(&format!("[b]{text}[/b]"), Markup::BbCode);
        if marks.is_empty() {
            return;
        }
        let title: Vec<String> = marks
            .iter()
            .map(|m| match m.kind {
                omerta_forum::VoteKind::Vote => format!("Vote: {}", m.name),
                omerta_forum::VoteKind::Unvote => format!("Unvote: {}", m.name)
                    .trim_end_matches([' ', ':'])
                    .to_string(),
            })
            .collect();
        let mut open = String::from("<mark class=\"vote\" title=\"");
        escape_attribute(&title.join("; "), &mut open);
        open.push_str("\">");
        self.out.insert_str(run.out_start, &open);
        self.out.push_str("</mark>");
        if let Some(labels) = self.labels {
            let from = self.next_label;
            self.next_label += marks.len();
            for label in labels.iter().skip(from).take(marks.len()) {
                self.out.push_str(" <span class=\"vote-as\">(");
                escape(label, &mut self.out);
                self.out.push_str(")</span>");
            }
        }
    }
}

/// A quote's author or a spoiler's title: `Name`, `"Name"`, `Name;1234` (a post id).
fn quote_author(param: &str) -> String {
    let param = param.trim().trim_matches(['"', '\'']);
    param.split(';').next().unwrap_or("").trim().to_string()
}

/// An http(s) address, or none (no `javascript:` links).
fn safe_url(text: &str) -> Option<String> {
    let url = text.trim().trim_matches(['"', '\'']);
    let ok = is_http(url) && !url.chars().any(unsafe_in_url);
    ok.then(|| url.to_string())
}

/// Whether a text starts with `http://` or `https://`, in any letter case.
fn is_http(text: &str) -> bool {
    let starts = |prefix: &str| {
        text.as_bytes()
            .get(..prefix.len())
            .is_some_and(|b| b.eq_ignore_ascii_case(prefix.as_bytes()))
    };
    starts("http://") || starts("https://")
}

/// A character an address may not hold: it would end the address or the attribute.
fn unsafe_in_url(c: char) -> bool {
    c.is_whitespace() || c == '<' || c == '>' || c == '"'
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The renderer as it was before it was made linear (it looked for each bracket's
    /// close and each `[url]`'s `[/url]` to the end of the body, and through the stack
    /// for each closing tag): what the linear one must still draw. One change since,
    /// made to both: a line break in a vote's title is written `&#10;`, not `<br>`.
    mod reference {
        use super::super::{escape, escape_attribute, quote_author, Kind, Open, Run};
        use omerta_forum::{vote_marks, Markup};

        pub fn render(body: &str, votes: bool, labels: Option<&[String]>) -> String {
            let mut r = Renderer {
                body,
                out: String::with_capacity(body.len() + body.len() / 4),
                stack: Vec::new(),
                bold: 0,
                quote: 0,
                run: None,
                votes,
                labels: labels.filter(|l| l.len() == vote_marks(body, Markup::BbCode).len()),
                next_label: 0,
            };
            r.draw();
            r.out
        }

        struct Renderer<'a> {
            body: &'a str,
            out: String,
            stack: Vec<Open>,
            bold: usize,
            quote: usize,
            run: Option<Run>,
            votes: bool,
            labels: Option<&'a [String]>,
            next_label: usize,
        }

        impl Renderer<'_> {
            fn draw(&mut self) {
                let body = self.body;
                let mut at = 0;
                while at < body.len() {
                    let rest = &body[at..];
                    let Some(open) = rest.find('[') else {
                        escape(rest, &mut self.out);
                        break;
                    };
                    escape(&rest[..open], &mut self.out);
                    at += open;
                    let rest = &body[at..];
                    let Some(close) = rest.find(']') else {
                        escape(rest, &mut self.out);
                        break;
                    };
                    // "[sic[/b]": the tag, if any, starts at the later bracket (as the forum
                    // crate reads it).
                    if let Some(again) = rest[1..close].find('[') {
                        escape(&rest[..again + 1], &mut self.out);
                        at += again + 1;
                        continue;
                    }
                    let tag = &rest[1..close];
                    let end = at + close + 1;
                    match self.tag(tag, at, end) {
                        Some(next) => at = next,
                        None => {
                            escape(&rest[..close + 1], &mut self.out);
                            at = end;
                        }
                    }
                }
                while !self.stack.is_empty() {
                    self.pop(body.len());
                }
            }

            /// Draws a tag at `start..end` of the body: where to go on from, or none if the tag
            /// is text.
            fn tag(&mut self, tag: &str, start: usize, end: usize) -> Option<usize> {
                let trimmed = tag.trim();
                let (closing, inner) = match trimmed.strip_prefix('/') {
                    Some(rest) => (true, rest.trim()),
                    None => (false, trimmed),
                };
                let (name, param) = match inner.split_once('=') {
                    Some((n, p)) => (n.trim(), Some(p.trim())),
                    None => (inner, None),
                };
                let name = name.to_ascii_lowercase();
                if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
                    return None;
                }
                if closing {
                    if !self.stack.iter().any(|o| o.name == name) {
                        return None;
                    }
                    while let Some(top) = self.stack.last() {
                        let last = top.name == name;
                        self.pop(start);
                        if last {
                            break;
                        }
                    }
                    return Some(end);
                }
                match name.as_str() {
                    "b" => {
                        if self.bold == 0 && self.quote == 0 && self.votes {
                            self.run = Some(Run {
                                body_start: end,
                                out_start: self.out.len(),
                            });
                        }
                        self.bold += 1;
                        self.push(name, Kind::Bold, "<strong>", "</strong>");
                    }
                    "i" => self.push(name, Kind::Other, "<em>", "</em>"),
                    "u" => self.push(name, Kind::Other, "<u>", "</u>"),
                    "s" | "strike" => self.push(name, Kind::Other, "<s>", "</s>"),
                    "sub" => self.push(name, Kind::Other, "<sub>", "</sub>"),
                    "sup" => self.push(name, Kind::Other, "<sup>", "</sup>"),
                    "code" => self.push(name, Kind::Other, "<code>", "</code>"),
                    "color" | "colour" | "size" | "font" | "center" | "left" | "right"
                    | "justify" | "indent" => self.push(name, Kind::Other, "", ""),
                    "quote" => {
                        self.quote += 1;
                        self.push(
                            name,
                            Kind::Quote,
                            "<blockquote class=\"bb-quote\">",
                            "</blockquote>",
                        );
                        if let Some(by) = param.map(quote_author).filter(|b| !b.is_empty()) {
                            self.out.push_str("<span class=\"bb-quote-by\">");
                            escape(&by, &mut self.out);
                            self.out.push_str(" wrote:</span>");
                        }
                    }
                    "spoiler" => {
                        self.push(
                            name,
                            Kind::Other,
                            "<details class=\"bb-spoiler\"><summary>",
                            "</details>",
                        );
                        self.out.push_str("Spoiler");
                        if let Some(title) = param.map(quote_author).filter(|t| !t.is_empty()) {
                            self.out.push_str(": ");
                            escape(&title, &mut self.out);
                        }
                        self.out.push_str("</summary>");
                    }
                    "url" => match param {
                        Some(href) => match safe_url(href) {
                            Some(href) => {
                                self.out
                                    .push_str("<a rel=\"nofollow ugc noopener\" href=\"");
                                escape(&href, &mut self.out);
                                self.out.push_str("\">");
                                self.stack.push(Open {
                                    name,
                                    kind: Kind::Other,
                                    close: "</a>",
                                });
                            }
                            None => self.push(name, Kind::Other, "", ""),
                        },
                        None => return self.link(end, "url"),
                    },
                    "img" => return self.link(end, "img"),
                    _ => return None,
                }
                Some(end)
            }

            /// `[url]http://…[/url]` and `[img]http://…[/img]`: a link (images are not loaded).
            fn link(&mut self, end: usize, name: &str) -> Option<usize> {
                let rest = &self.body[end..];
                let closing = format!("[/{name}]");
                let len = rest.to_ascii_lowercase().find(&closing)?;
                let href = safe_url(&rest[..len])?;
                self.out
                    .push_str("<a rel=\"nofollow ugc noopener\" href=\"");
                escape(&href, &mut self.out);
                self.out.push_str("\">");
                if name == "img" {
                    self.out.push_str("[image] ");
                }
                escape(&href, &mut self.out);
                self.out.push_str("</a>");
                Some(end + len + closing.len())
            }

            fn push(&mut self, name: String, kind: Kind, open: &str, close: &'static str) {
                self.out.push_str(open);
                self.stack.push(Open { name, kind, close });
            }

            /// Closes the innermost open tag, its closing tag at `at` in the body.
            fn pop(&mut self, at: usize) {
                let Some(open) = self.stack.pop() else {
                    return;
                };
                self.out.push_str(open.close);
                match open.kind {
                    Kind::Bold => {
                        self.bold = self.bold.saturating_sub(1);
                        if self.bold == 0 {
                            if let Some(run) = self.run.take() {
                                self.mark(run, at);
                            }
                        }
                    }
                    Kind::Quote => self.quote = self.quote.saturating_sub(1),
                    Kind::Other => {}
                }
            }

            /// A bold run that holds votes: marked, with what each counted as.
            fn mark(&mut self, run: Run, end: usize) {
                let text = &self.body[run.body_start.min(end)..end];
                let marks = vote_marks(&format!("[b]{text}[/b]"), Markup::BbCode);
                if marks.is_empty() {
                    return;
                }
                let title: Vec<String> = marks
                    .iter()
                    .map(|m| match m.kind {
                        omerta_forum::VoteKind::Vote => format!("Vote: {}", m.name),
                        omerta_forum::VoteKind::Unvote => format!("Unvote: {}", m.name)
                            .trim_end_matches([' ', ':'])
                            .to_string(),
                    })
                    .collect();
                let mut open = String::from("<mark class=\"vote\" title=\"");
                // Changed since: a line break in the title is "&#10;", not "<br>".
                escape_attribute(&title.join("; "), &mut open);
                open.push_str("\">");
                self.out.insert_str(run.out_start, &open);
                self.out.push_str("</mark>");
                if let Some(labels) = self.labels {
                    let from = self.next_label;
                    self.next_label += marks.len();
                    for label in labels.iter().skip(from).take(marks.len()) {
                        self.out.push_str(" <span class=\"vote-as\">(");
                        escape(label, &mut self.out);
                        self.out.push_str(")</span>");
                    }
                }
            }
        }

        fn safe_url(text: &str) -> Option<String> {
            let url = text.trim().trim_matches(['"', '\'']);
            let lower = url.to_ascii_lowercase();
            let ok = (lower.starts_with("http://") || lower.starts_with("https://"))
                && !url
                    .chars()
                    .any(|c| c.is_whitespace() || c == '<' || c == '>' || c == '"');
            ok.then(|| url.to_string())
        }
    }

    /// Pieces bodies are made of: the characters and words the renderer looks at.
    const PIECES: &[&str] = &[
        "[",
        "]",
        "/",
        "b",
        "B",
        "i",
        "url",
        "URL",
        "img",
        "quote",
        "spoiler",
        "code",
        "=",
        "&",
        ";",
        "<",
        ">",
        "\n",
        "\r",
        "x",
        "#",
        "1",
        "7",
        " ",
        "\"",
        "'",
        "\u{3000}",
        "é",
        "http://",
        "HTTPS://",
        "http:/",
        "[b]",
        "[/b]",
        "[i]",
        "[/i]",
        "[url]",
        "[/url]",
        "[/URL]",
        "[img]",
        "[/img]",
        "[quote]",
        "[/quote]",
        "[quote=",
        "[url=",
        "[spoiler=",
        "Vote: ",
        "Unvote: ",
        "un vote:",
        "javascript:",
    ];

    fn body() -> impl Strategy<Value = String> {
        prop::collection::vec(prop::sample::select(PIECES), 0..80).prop_map(|p| p.concat())
    }

    /// Both renderers, with and without votes, without labels and with one per vote.
    fn same_as_reference(body: &str) -> Result<(), TestCaseError> {
        let labels: Vec<String> = (0..vote_marks(body, Markup::BbCode).len())
            .map(|i| format!("label <{i}>"))
            .collect();
        for votes in [true, false] {
            for labels in [None, Some(labels.as_slice())] {
                prop_assert_eq!(
                    render(body, votes, labels),
                    reference::render(body, votes, labels),
                    "{:?} votes: {} labels: {:?}",
                    body,
                    votes,
                    labels
                );
            }
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]

        #[test]
        fn draws_as_the_reference_renderer(body in body()) {
            same_as_reference(&body)?;
        }

        #[test]
        fn draws_any_string_as_the_reference_renderer(body in any::<String>()) {
            same_as_reference(&body)?;
        }
    }

    #[test]
    fn a_line_break_in_a_title_is_no_tag() {
        // A bracket that is text may hold a line break, and so may a vote's name.
        let html = render("[b]Vote: A [\nB[/b]", true, None);
        assert_eq!(
            html,
            "<mark class=\"vote\" title=\"Vote: A [&#10;B\"><strong>Vote: A [<br>\nB</strong></mark>"
        );
    }

    #[test]
    fn draws_the_tricky_addresses_as_the_reference_renderer() {
        for body in [
            "[url] 'http://a' [/url]",
            "[url]\"http://a\"\" [/url]",
            "[url]http://a \" [/url]",
            "[url]http://a ' \u{3000}[/url]",
            "[url]'\"[/url]",
            "[url]http://[url]http://a[/url]",
            "[url]http:// [url]http://a[/url]",
            "[url]http:// [img]http://a [/url][/img][url]https://b[/URL]",
            "[img]HTTP://a[/img][img]http://a<[/img]",
            "[url]https:/[/url][url]https:[/url][url]h[/url]",
            "[b][i][url=http://a]x[/b][/url][/i]",
            "[quote][b]Vote: a[/quote][/b][b]Vote: b",
        ] {
            same_as_reference(body).unwrap();
        }
    }

    // Hostile bodies, each drawn in time linear in its length; they are checked on what is
    // drawn, not on a clock. Drawn as before, in a debug build, bodies of 200,000
    // characters took 3.4 s ("[" × 199,999 then "]"), 79 s ("[url]" × 40,000) and 18 s
    // ("[i]" × 28,571 then "[/b]" × 28,571), and those below would take minutes to hours;
    // drawn now, 60-90 ms each.

    const N: usize = 500_000;

    /// `assert_eq!` for long texts: where they differ, not the whole of both.
    #[track_caller]
    fn same(drawn: String, expected: impl AsRef<str>) {
        let expected = expected.as_ref();
        if drawn != expected {
            let at = drawn
                .bytes()
                .zip(expected.bytes())
                .position(|(a, b)| a != b)
                .unwrap_or(drawn.len().min(expected.len()));
            let near = |t: &str| {
                t.get(at.saturating_sub(20)..)
                    .unwrap_or("")
                    .chars()
                    .take(60)
                    .collect::<String>()
            };
            panic!(
                "{} bytes drawn, {} expected, first difference at {at}: {:?} vs {:?}",
                drawn.len(),
                expected.len(),
                near(&drawn),
                near(expected)
            );
        }
    }

    #[test]
    fn many_opening_brackets_are_read_once() {
        let body = format!("{}]", "[".repeat(N));
        same(render(&body, true, None), &body);
        let body = format!("[b]{}]", "[".repeat(N));
        same(
            render(&body, true, None),
            format!("<strong>{}</strong>", &body[3..]),
        );
    }

    #[test]
    fn many_ampersands_are_escaped_once() {
        same(render(&"&".repeat(N), true, None), "&amp;".repeat(N));
    }

    #[test]
    fn many_links_without_an_end_are_text() {
        let n = N / 5;
        let body = "[url]".repeat(n);
        same(render(&body, true, None), &body);
        let body = "[IMG]".repeat(n);
        same(render(&body, true, None), &body);
        // Every one has the same far-off end, and an address with a space.
        let body = format!("{}[/url]", "[url]http:// x".repeat(n / 3));
        same(render(&body, true, None), &body);
        let body = format!(
            "{}{}[/url]{}[/img]",
            "[url]http://x [img]http://y ".repeat(n / 6),
            " ".repeat(n),
            " ".repeat(n)
        );
        same(render(&body, true, None), &body);
    }

    #[test]
    fn deeply_nested_tags_are_closed_once() {
        let n = N / 5;
        let body = format!("{}{}", "[i]".repeat(n), "[/b]".repeat(n));
        same(
            render(&body, true, None),
            format!(
                "{}{}{}",
                "<em>".repeat(n),
                "[/b]".repeat(n),
                "</em>".repeat(n)
            ),
        );
        let body = format!("{}x{}", "[quote]".repeat(n), "[/quote]".repeat(n));
        let quote = "<blockquote class=\"bb-quote\">";
        same(
            render(&body, true, None),
            format!("{}x{}", quote.repeat(n), "</blockquote>".repeat(n)),
        );
    }

    #[test]
    fn many_votes_are_marked_once() {
        let n = N / 20;
        let body = "[b]Vote: P1[/b]\n".repeat(n);
        let labels = vec!["vote for P1".to_string(); n];
        let html = render(&body, true, Some(&labels));
        assert_eq!(
            html.matches("<mark class=\"vote\" title=\"Vote: P1\">")
                .count(),
            n
        );
        assert_eq!(html.matches("(vote for P1)").count(), n);
    }

    #[test]
    fn a_bold_vote_is_marked_with_what_it_counted_as() {
        let labels = vec!["vote for Pyro".to_string()];
        let html = render("I think so.\n[b]Vote: Pyro[/b]", true, Some(&labels));
        assert_eq!(
            html,
            "I think so.<br>\n<mark class=\"vote\" title=\"Vote: Pyro\"><strong>Vote: Pyro</strong></mark> <span class=\"vote-as\">(vote for Pyro)</span>"
        );
    }

    #[test]
    fn quotes_unbolded_votes_and_plain_bold_are_not_marked() {
        let html = render(
            "[quote=Ann][b]Vote: X[/b][/quote] Vote: Y [b]loud[/b] [b]V: Z[/b]",
            true,
            None,
        );
        assert!(!html.contains("<mark"), "{html}");
        assert!(html.contains("<span class=\"bb-quote-by\">Ann wrote:</span>"));
        assert!(html.contains("<strong>loud</strong>"));
    }

    #[test]
    fn several_votes_and_nested_tags_take_their_labels_in_order() {
        let labels = vec!["unvote".to_string(), "vote for Bo".to_string()];
        let html = render(
            "[b]Unvote: Al[/b] then [b][i]Vote: Bo[/i][/b]",
            true,
            Some(&labels),
        );
        assert_eq!(html.matches("<mark class=\"vote\"").count(), 2, "{html}");
        let first = html.find("(unvote)").unwrap();
        let second = html.find("(vote for Bo)").unwrap();
        assert!(first < second);
        assert!(
            html.contains("<strong><em>Vote: Bo</em></strong></mark>"),
            "{html}"
        );
    }

    #[test]
    fn labels_that_do_not_match_the_body_are_left_out() {
        let labels = vec!["a".to_string(), "b".to_string()];
        let html = render("[b]Vote: X[/b]", true, Some(&labels));
        assert!(html.contains("<mark"));
        assert!(!html.contains("vote-as"));
    }

    #[test]
    fn an_unclosed_bold_runs_to_the_end_and_is_closed() {
        let html = render("[b]Vote: X", true, None);
        assert_eq!(
            html,
            "<mark class=\"vote\" title=\"Vote: X\"><strong>Vote: X</strong></mark>"
        );
        // The host's posts are not votes.
        assert!(!render("[b]Vote: X[/b]", false, None).contains("<mark"));
    }

    #[test]
    fn everything_a_player_writes_is_escaped() {
        let html = render(
            "<script>x</script> [url=javascript:alert(1)]a[/url] [url]https://e.org/?a=1&b=\"2\"[/url] [foo]bar[/foo] [/i]",
            true,
            None,
        );
        assert!(html.starts_with("&lt;script&gt;x&lt;/script&gt;"), "{html}");
        assert!(!html.contains("javascript"), "{html}");
        assert!(html.contains("[foo]bar[/foo] [/i]"), "{html}");
        // A quote in an address ends nothing: the address is not a link.
        assert!(
            !html.contains("href=\"https://e.org/?a=1&amp;b=\""),
            "{html}"
        );
        let link = render("[url=https://e.org/a?b=1&c=2]e[/url]", true, None);
        assert_eq!(
            link,
            "<a rel=\"nofollow ugc noopener\" href=\"https://e.org/a?b=1&amp;c=2\">e</a>"
        );
    }

    #[test]
    fn mismatched_tags_close_in_order() {
        let html = render("[b][i]x[/b] y[/i] [spoiler=Flip]z[/spoiler]", true, None);
        assert_eq!(
            html,
            "<strong><em>x</em></strong> y[/i] <details class=\"bb-spoiler\"><summary>Spoiler: Flip</summary>z</details>"
        );
    }

    #[test]
    fn page_links_keep_the_ends_and_the_neighbours() {
        let numbers = |links: Vec<Value>| -> Vec<String> {
            links
                .iter()
                .map(|l| {
                    l["number"]
                        .as_u64()
                        .map_or("…".to_string(), |n| n.to_string())
                })
                .collect()
        };
        assert_eq!(numbers(page_links(1, 1)), ["1"]);
        assert_eq!(numbers(page_links(30, 30)), ["1", "…", "28", "29", "30"]);
        assert_eq!(
            numbers(page_links(5, 30)),
            ["1", "…", "3", "4", "5", "6", "7", "…", "30"]
        );
        assert_eq!(numbers(page_links(2, 4)), ["1", "2", "3", "4"]);
        assert_eq!(page_of(1), 1);
        assert_eq!(page_of(100), 1);
        assert_eq!(page_of(101), 2);
    }

    #[test]
    fn times_are_written_in_utc() {
        assert_eq!(time(0)["iso"], "1970-01-01T00:00:00Z");
        assert_eq!(time(1_709_210_096_000)["text"], "2024-02-29 12:34 UTC");
        assert_eq!(time(951_782_400_000)["iso"], "2000-02-29T00:00:00Z");
    }

    #[test]
    fn e_n_is_the_votes_still_needed() {
        let t = json!({"day": "day 2", "alive": 7, "majority": 4, "lock": 5, "day_over": false,
            "wagons": [{"target": "A", "votes": 2, "voters": ["B", "C"], "needed": 2, "locked": false}],
            "not_voting": ["A"], "lynch": null});
        let x = tally(Lang::En, &t, true, false);
        assert_eq!(x["day"], "Day 2");
        assert_eq!(x["wagons"][0]["marker"], "E-2");
        assert_eq!(x["state"], "Nobody has a majority yet.");
        assert_eq!(tally(Lang::En, &t, false, false)["lock"], Value::Null);
        assert_eq!(tally(Lang::Ru, &t, true, false)["day"], "День 2");
    }

    #[test]
    fn deaths_come_from_the_players_dead_template() {
        let bbcode = json!("[b]Players alive:[/b]\nA\n\n[b]Players dead:[/b]\nP4 — mafia goon — lynched day 1\n\n[b]Vote Tallies:[/b]\n");
        assert_eq!(
            deaths(Lang::En, &bbcode),
            [json!({"who": "P4 — mafia goon", "how": "lynched day 1"})]
        );
        let none = json!("[b]Players dead:[/b]\nNone yet.\n\n[b]Vote Tallies:[/b]\n");
        assert!(deaths(Lang::En, &none).is_empty());
    }

    #[test]
    fn a_modkill_for_inactivity_is_a_sentence_in_each_language() {
        let line = "Silent — town — modkilled day 2 (inactivity (rule 13))";
        assert_eq!(
            death_line(Lang::En, line),
            json!({"who": "Silent — town", "how": "modkilled day 2 for inactivity (rule 13)"})
        );
        for lang in [Lang::Ru, Lang::Uk, Lang::He] {
            let how = death_line(lang, line)["how"]
                .as_str()
                .unwrap_or_default()
                .to_string();
            assert!(
                !how.contains("inactivity") && !how.contains("modkilled"),
                "{lang}: {how}"
            );
        }
        // A reason the host wrote stays as written; a line of another shape stays whole.
        let typed = death_line(Lang::En, "Bo — modkilled night 1 (spam (twice))");
        assert_eq!(typed["how"], "modkilled night 1 (spam (twice))");
        assert_eq!(death_line(Lang::En, "odd line")["who"], "odd line");
    }
}
