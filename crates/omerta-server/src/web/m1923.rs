//! The Mafia 1923 pages (player, spectator, host console): what they need beyond the view.
//!
//! Everything here is read from the redacted view the reader was given (`GET
//! /api/games/{id}` for this reader) and nothing else, so a page can only show what its
//! reader may know: a player's role comes from `you`, the forms from `can`, roles in the
//! roster only from the host's `roster`. This module turns the view into what the template
//! prints (names for slots, labels, options, message texts), so the template stays simple.

use omerta_1923::Said;
use omerta_i18n::{t, tr, Args, Lang};
use serde_json::{json, Value};

/// Derived data for `templates/1923/game.html`, drawn at `now` (ms), its sentences in
/// `lang` (the times and the phases' titles: [`context_in`]).
pub fn context(view: &Value, now: i64, lang: Lang) -> Value {
    let game = &view["game"];
    let names = Names::of(view, lang);
    // "All times are in Israel time": the game's zone (none: UTC).
    let zone = view["time_zone"].as_str();
    // After the end everything is revealed: every reader reads the host's pages (the
    // view already leaves out what the seed keeps secret for good), and nobody writes.
    let revealed = view["revealed"] == true;
    let reader = if revealed {
        Reader::Host
    } else {
        Reader::of(&view["viewer"])
    };
    let lines = lines(game, &names, reader);
    let (public, private): (Vec<Line>, Vec<Line>) = lines.iter().cloned().partition(|l| l.public);
    // Stepping through a finished game: its deadlines are past, nothing counts down.
    let stepping = view["step"].is_object();
    let mut context = json!({
        "phase": game["phase"].as_str().map(|p| phase_info(lang, p)),
        // The open phase's deadline as it stands: the host's extension or reopening
        // included (the lobby's `deadline`), the rule set's otherwise.
        "deadline": view["deadline"].as_i64().or(game["deadline"].as_i64()).map(|ms| super::when_in(lang, ms, zone)),
        "stepping": stepping,
        "prod": prod(view, zone, lang),
        "extended": view["extended"].as_i64().map(|ms| super::when_in(lang, ms, zone)),
        "reopened": view["reopened"].as_bool().unwrap_or(false),
        // Before the phase opens on the game's clock, when it opens.
        "opens": game["opens_at"].as_i64().filter(|at| *at > now && !stepping).map(|ms| super::when_in(lang, ms, zone)),
        "finished": game["finished"].as_bool().unwrap_or(false),
        "result": result(game, &names, &public),
        "you": you(game, &names),
        "families": families(game, &names),
        "forms": forms(game, &names),
        "submitted": submitted(game, &names, reader),
        "announcements": by_phase(&public),
        "private": if reader == Reader::Player { by_phase(&private) } else { Vec::new() },
        "log": if reader == Reader::Host { by_phase(&lines) } else { Vec::new() },
        "host": if reader == Reader::Host { host(game, &names) } else { Value::Null },
        "chat": chat(game, &names, reader, zone),
        "clock": clock(game, zone, lang),
        "reopen": reopen_in(view, lang),
    });
    if revealed {
        context["chat"]["mafia"]["write"] = json!(false);
        context["chat"]["mine"]["write"] = json!(false);
        context["forms"] = json!([]);
        context["host"]["open"] = Value::Null;
    }
    context
}

/// Derived data for the 1923 page in `lang`: [`context`], then the phases, statuses, roles
/// written in the reader's language (the times are [`context`]'s, written in it already).
/// English is [`context`] exactly.
pub fn context_in(view: &Value, now: i64, lang: Lang) -> Value {
    let mut x = context(view, now, lang);
    if lang == Lang::En {
        return x;
    }
    // Phases by their names.
    if let Some(name) = x["phase"]["name"].as_str().map(str::to_owned) {
        x["phase"]["label"] = json!(phase_label(lang, &name));
    }
    for list in ["announcements", "private", "log"] {
        if let Some(groups) = x[list].as_array_mut() {
            for group in groups {
                if let Some(name) = group["phase"].as_str().map(str::to_owned) {
                    group["label"] = json!(phase_label(lang, &name));
                }
            }
        }
    }
    // The reader's card and the roster: statuses and roles.
    if x["you"].is_object() {
        let you = &view["game"]["you"];
        let status = array(&view["game"]["players"])
            .iter()
            .find(|p| p["slot"] == you["slot"])
            .and_then(|p| p["status"].as_str())
            .unwrap_or("in_play")
            .to_string();
        x["you"]["status"] = json!(status_in(lang, &status));
        for key in ["role", "second_role"] {
            if let Some(role) = x["you"][key].as_str().map(str::to_owned) {
                x["you"][key] = json!(role_in(lang, &role));
            }
        }
    }
    if let Some(families) = x["families"].as_array_mut() {
        for member in families
            .iter_mut()
            .filter_map(|f| f["members"].as_array_mut())
            .flatten()
        {
            if let Some(status) = member["status"].as_str().map(str::to_owned) {
                member["status_label"] = json!(status_in(lang, &status));
            }
            for key in ["role", "second_role"] {
                if let Some(role) = member[key].as_str().map(str::to_owned) {
                    member[key] = json!(role_in(lang, &role));
                }
            }
        }
    }
    x
}

/// The page script's sentences (`m1923-js-*` messages), for `m1923.js`.
static SCRIPT_WORDS: super::ScriptWords = super::ScriptWords::new("m1923-js-");

/// The page script's sentences in `lang`.
pub fn script_words(lang: Lang) -> &'static Value {
    SCRIPT_WORDS.get(lang)
}

/// `day 2` as `Day 2` in `lang`.
fn phase_label(lang: Lang, phase: &str) -> String {
    omerta_i18n::m1923::phase_title(lang, phase)
}

/// `day 2` in `lang`, as a sentence names it in its middle (English: "Close day 2 now").
fn phase_lower(lang: Lang, phase: &str) -> String {
    omerta_i18n::m1923::phase(lang, phase)
}

/// One message argument, as text (a phase's number, a name: never a plural's count).
fn with(name: &'static str, value: &str) -> Args<'static> {
    let mut args = Args::new();
    args.set(name, value.to_string());
    args
}

/// One message argument that is a count: it chooses the plural variant.
fn counted(name: &'static str, n: u64) -> Args<'static> {
    let mut args = Args::new();
    args.set(name, n as i64);
    args
}

/// Message arguments, all text.
fn texts(pairs: &[(&'static str, &str)]) -> Args<'static> {
    let mut args = Args::new();
    for (name, value) in pairs {
        args.set(*name, value.to_string());
    }
    args
}

fn status_in(lang: Lang, status: &str) -> String {
    tr(lang, "m1923-status-label", &with("status", status))
}

/// A role's name in `lang` (the seed's proper names, glossary-he.md); an unknown one as it is.
fn role_in(lang: Lang, role: &str) -> String {
    omerta_i18n::m1923::role(lang, role)
}

/// The host's latest reminder to the reader, with its time written the game's way in
/// `lang`.
pub fn prod(view: &Value, zone: Option<&str>, lang: Lang) -> Value {
    let prod = &view["prod"];
    match prod["at"].as_i64() {
        Some(at) => json!({"at": super::when_in(lang, at, zone), "reason": prod["reason"]}),
        None => Value::Null,
    }
}

/// The rules' clock, when the game keeps it: the open phase's opening and closing on the
/// wall clock of the schedule's zone ("All times are in Israel time"), in `lang`.
fn clock(game: &Value, zone: Option<&str>, lang: Lang) -> Value {
    if !game["schedule"].is_object() {
        return Value::Null;
    }
    let written = |at: &Value| at.as_i64().map(|ms| omerta_i18n::written(lang, ms, zone));
    json!({
        "opens": written(&game["opens_at"]),
        "closes": written(&game["deadline"]),
    })
}

/// The private channels as the reader may read them (`chat` of the view): the Mafia's
/// for its members and the host, a player's own with the moderators, and for the host
/// every player's, one thread each.
fn chat(game: &Value, names: &Names, reader: Reader, zone: Option<&str>) -> Value {
    let may = |channel: &str| {
        array(&game["can"])
            .iter()
            .any(|c| c["command"] == "say" && c["channel"] == channel)
    };
    let line = |m: &Value, from_host: bool, by: &Value| {
        let who = if from_host {
            t(names.lang, "m1923-moderators")
        } else {
            names.name(by)
        };
        json!({
            "who": who,
            "moderators": from_host,
            "text": m["text"],
            "phase": m["phase"].as_str().map(|p| phase_label(names.lang, p)),
            "at": m["at"].as_i64().map(|at| omerta_i18n::written(names.lang, at, zone)),
        })
    };
    let mafia: Vec<Value> = array(&game["chat"]["mafia"])
        .iter()
        .map(|m| line(m, m["by"].is_null(), &m["by"]))
        .collect();
    let moderators = array(&game["chat"]["moderators"]);
    let mut threads: Vec<(u64, Vec<Value>)> = Vec::new();
    for m in moderators {
        let player = m["player"].as_u64().unwrap_or(0);
        let entry = line(m, m["from_host"] == true, &m["player"]);
        match threads.iter_mut().find(|(p, _)| *p == player) {
            Some((_, lines)) => lines.push(entry),
            None => threads.push((player, vec![entry])),
        }
    }
    let in_mafia = game["you"]["mafia"] == true;
    json!({
        "mafia": {
            "show": reader == Reader::Host || in_mafia,
            "write": (reader == Reader::Host && game["phase"].is_string()) || may("mafia"),
            "messages": mafia,
        },
        "mine": {
            "show": reader == Reader::Player,
            "write": may("moderators"),
            "messages": threads.first().map(|(_, l)| l.clone()).unwrap_or_default(),
        },
        "threads": if reader == Reader::Host {
            threads
                .iter()
                .map(|(p, lines)| json!({"slot": p, "name": names.name(&json!(p)), "messages": lines}))
                .collect()
        } else {
            Vec::new()
        },
    })
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Reader {
    Host,
    Player,
    Spectator,
}

impl Reader {
    fn of(viewer: &Value) -> Reader {
        match viewer["as"].as_str() {
            Some("host") => Reader::Host,
            Some("player") => Reader::Player,
            _ => Reader::Spectator,
        }
    }
}

/// Players by slot: the names the game's messages use (a replacement keeps the name the
/// slot had at the start, D9) and who plays the slot now; and the reader's language, which
/// the sentences naming them are written in.
struct Names {
    players: Vec<String>,
    playing: Vec<Option<String>>,
    lang: Lang,
}

impl Names {
    fn of(view: &Value, lang: Lang) -> Names {
        let list = |v: &Value| v.as_array().cloned().unwrap_or_default();
        let players: Vec<String> = list(&view["game"]["players"])
            .iter()
            .map(|p| p["name"].as_str().unwrap_or("?").to_string())
            .collect();
        let playing = list(&view["slots"])
            .iter()
            .zip(&players)
            .map(|(s, name)| {
                s["name"]
                    .as_str()
                    .filter(|now| now != name)
                    .map(str::to_string)
            })
            .collect();
        Names {
            players,
            playing,
            lang,
        }
    }

    fn name(&self, slot: &Value) -> String {
        slot.as_u64()
            .and_then(|s| self.players.get(s as usize))
            .cloned()
            .unwrap_or_else(|| tr(self.lang, "m1923-slot", &with("n", &slot.to_string())))
    }

    fn list(&self, slots: &Value) -> String {
        let names: Vec<String> = slots
            .as_array()
            .map(|a| a.iter().map(|s| self.name(s)).collect())
            .unwrap_or_default();
        join_names(self.lang, &names)
    }

    /// A select's option for a player.
    fn option(&self, slot: &Value) -> Value {
        json!({"value": slot.to_string(), "label": self.name(slot)})
    }
}

/// Names as a sentence lists them in `lang`: "Ann, Ben and Cal".
fn join_names(lang: Lang, names: &[String]) -> String {
    match names {
        [] => t(lang, "m1923-nobody"),
        [one] => one.clone(),
        [rest @ .., last] => tr(
            lang,
            "m1923-and",
            &texts(&[("rest", &rest.join(", ")), ("last", last)]),
        ),
    }
}

fn array(v: &Value) -> &[Value] {
    v.as_array().map(Vec::as_slice).unwrap_or_default()
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn phase_info(lang: Lang, phase: &str) -> Value {
    // The phase after this one, for the host's confirmation: Night n, Day n, Night n + 1.
    let next = match phase.split_once(' ') {
        Some(("night", n)) => Some(format!("day {n}")),
        Some(("day", n)) => n
            .parse::<u32>()
            .ok()
            .filter(|n| *n < 5)
            .map(|n| format!("night {}", n + 1)),
        _ => None,
    };
    json!({
        "name": phase,
        "label": capitalized(phase),
        "lower": phase_lower(lang, phase),
        "night": phase.starts_with("night"),
        "next": next.map(|n| phase_lower(lang, &n)),
    })
}

/// What a role does, from the rules, in `lang` (the reader's own role only: a page never
/// describes a role its reader does not hold).
fn role_help(lang: Lang, role: &str) -> Option<String> {
    let id = match role {
        "Townsperson" => omerta_i18n::id("m1923-help-townsperson"),
        "Mafia Member" => omerta_i18n::id("m1923-help-mafia-member"),
        "Armed Robber" => omerta_i18n::id("m1923-help-armed-robber"),
        "Thief" => omerta_i18n::id("m1923-help-thief"),
        "Butler" => omerta_i18n::id("m1923-help-butler"),
        "Boss" => omerta_i18n::id("m1923-help-boss"),
        "Drunkard" => omerta_i18n::id("m1923-help-drunkard"),
        "Bodyguard" => omerta_i18n::id("m1923-help-bodyguard"),
        "Bumbling Bureaucrat" => omerta_i18n::id("m1923-help-bumbling-bureaucrat"),
        "Councilor" => omerta_i18n::id("m1923-help-councilor"),
        "Pacifist" => omerta_i18n::id("m1923-help-pacifist"),
        "Doctor" => omerta_i18n::id("m1923-help-doctor"),
        "Sheriff" => omerta_i18n::id("m1923-help-sheriff"),
        "Paperboy" => omerta_i18n::id("m1923-help-paperboy"),
        "Witness" => omerta_i18n::id("m1923-help-witness"),
        "Court Secretary" => omerta_i18n::id("m1923-help-court-secretary"),
        "Lawyer" => omerta_i18n::id("m1923-help-lawyer"),
        "Shadchan" => omerta_i18n::id("m1923-help-shadchan"),
        "Detective" => omerta_i18n::id("m1923-help-detective"),
        _ => return None,
    };
    Some(t(lang, id))
}

/// The reader's own role and standing (`you`: players only).
fn you(game: &Value, names: &Names) -> Value {
    let you = &game["you"];
    if !you.is_object() {
        return Value::Null;
    }
    let me = &you["slot"];
    let partners: Vec<String> = array(&you["mafia_members"])
        .iter()
        .filter(|s| *s != me)
        .map(|s| names.name(s))
        .collect();
    let status = array(&game["players"])
        .iter()
        .find(|p| &p["slot"] == me)
        .and_then(|p| p["status"].as_str())
        .unwrap_or("in_play");
    let role = you["role"].as_str().unwrap_or("?");
    let second = you["second_role"].as_str();
    json!({
        "name": names.name(me),
        "family": you["family"],
        "role": role,
        "second_role": second,
        "role_help": role_help(names.lang, role),
        "second_help": second.and_then(|r| role_help(names.lang, r)),
        "mafia": you["mafia"],
        "partners": if partners.is_empty() { Value::Null } else { json!(join_names(names.lang, &partners)) },
        "status": status_in(names.lang, status),
        "in_play": you["in_play"],
        "injured": you["injured"],
        "strikes": you["strikes"],
    })
}

/// The families and their members, with the host's roster (roles) when the view has it.
fn families(game: &Value, names: &Names) -> Vec<Value> {
    let players = array(&game["players"]);
    let roster = array(&game["roster"]);
    array(&game["families"])
        .iter()
        .map(|f| {
            let members: Vec<Value> = array(&f["members"])
                .iter()
                .filter_map(|s| players.iter().find(|p| &p["slot"] == s))
                .map(|p| member(p, roster, names, &game["you"]["slot"]))
                .collect();
            let in_play = members.iter().filter(|m| m["status"] == "in_play").count();
            json!({"name": f["name"], "size": f["size"], "in_play": in_play, "members": members})
        })
        .collect()
}

fn member(player: &Value, roster: &[Value], names: &Names, me: &Value) -> Value {
    let slot = player["slot"].as_u64().unwrap_or(0) as usize;
    let status = player["status"].as_str().unwrap_or("in_play");
    let mut row = json!({
        "slot": slot,
        "name": player["name"],
        "playing": names.playing.get(slot).cloned().flatten(),
        "status": status,
        "status_label": status_in(names.lang, status),
        "me": &player["slot"] == me,
    });
    if let Some(r) = roster.get(slot) {
        let lang = names.lang;
        let mut notes = Vec::new();
        if r["poisoned"] == true {
            notes.push(t(lang, "m1923-poisoned"));
        }
        if r["injured"] == true {
            notes.push(t(lang, "m1923-injured-note"));
        }
        if let Some(n) = r["strikes"].as_u64().filter(|n| *n > 0) {
            notes.push(tr(lang, "m1923-strikes-note", &counted("n", n)));
        }
        if let Some(n) = r["uses"].as_u64().filter(|n| *n > 0) {
            notes.push(tr(lang, "m1923-uses-note", &counted("n", n)));
        }
        row["role"] = r["role"].clone();
        row["second_role"] = r["second_role"].clone();
        row["notes"] = json!(notes.join(", "));
    }
    row
}

/// A select: its field name (forms.rs), label, whether required, the blank choice, options.
fn select(name: &str, label: &str, required: bool, blank: &str, options: Vec<Value>) -> Value {
    json!({"name": name, "label": label, "required": required, "blank": blank, "options": options})
}

fn family_options(families: &Value) -> Vec<Value> {
    // A family is sent as JSON (`f.family:json`), so that the blank choice is left out.
    array(families)
        .iter()
        .map(|f| json!({"value": f.to_string(), "label": f}))
        .collect()
}

/// What a role's form asks, in the rules' words: the title, a label per target, the
/// family's label (message ids).
fn action_words(role: &str) -> (&'static str, Vec<&'static str>, &'static str) {
    use omerta_i18n as i18n;
    let family = i18n::id("m1923-family");
    match role {
        "Thief" => (
            i18n::id("m1923-act-steal"),
            vec![i18n::id("m1923-act-steal-from")],
            family,
        ),
        "Butler" => (
            i18n::id("m1923-act-poison"),
            vec![i18n::id("m1923-act-poison-whom")],
            family,
        ),
        "Boss" => (
            i18n::id("m1923-act-cancel"),
            vec![i18n::id("m1923-act-cancel-whom")],
            family,
        ),
        "Drunkard" => (
            i18n::id("m1923-act-attack"),
            vec![],
            i18n::id("m1923-act-attack-family"),
        ),
        "Bodyguard" => (
            i18n::id("m1923-act-protect"),
            vec![i18n::id("m1923-act-protect-whom")],
            family,
        ),
        "Bumbling Bureaucrat" => (
            i18n::id("m1923-act-redirect"),
            vec![i18n::id("m1923-act-redirect-whom")],
            family,
        ),
        "Councilor" => (
            i18n::id("m1923-act-extra"),
            vec![i18n::id("m1923-act-extra-individual")],
            i18n::id("m1923-act-extra-family"),
        ),
        "Pacifist" => (
            i18n::id("m1923-act-negative"),
            vec![i18n::id("m1923-act-negative-individual")],
            i18n::id("m1923-act-negative-family"),
        ),
        "Doctor" => (
            i18n::id("m1923-act-save"),
            vec![i18n::id("m1923-act-save-whom")],
            family,
        ),
        "Sheriff" => (
            i18n::id("m1923-act-jail"),
            vec![i18n::id("m1923-act-jail-whom")],
            i18n::id("m1923-act-jail-family"),
        ),
        "Paperboy" => (
            i18n::id("m1923-act-deliver"),
            vec![
                i18n::id("m1923-act-deliver-to"),
                i18n::id("m1923-act-deliver-whose"),
            ],
            family,
        ),
        "Lawyer" => (
            i18n::id("m1923-act-represent"),
            vec![i18n::id("m1923-act-client")],
            family,
        ),
        "Shadchan" => (
            i18n::id("m1923-act-match"),
            vec![i18n::id("m1923-act-first"), i18n::id("m1923-act-second")],
            family,
        ),
        "Detective" => (
            i18n::id("m1923-act-inquire"),
            vec![i18n::id("m1923-act-inquire-whom")],
            family,
        ),
        _ => (i18n::id("m1923-act-yours"), vec![], family),
    }
}

/// One labelled form per entry of `can` (the commands valid for this reader now).
fn forms(game: &Value, names: &Names) -> Vec<Value> {
    array(&game["can"])
        .iter()
        .filter_map(|can| match can["command"].as_str()? {
            "action" if can["role"].is_string() => Some(action_form(can, names)),
            "vote" if can["by"].is_null() => Some(vote_form(can, names)),
            "mafia_kill" if can["by"].is_null() => Some(mafia_form(can, names)),
            _ => None,
        })
        .collect()
}

fn action_form(can: &Value, names: &Names) -> Value {
    let lang = names.lang;
    let role = can["role"].as_str().unwrap_or("?");
    let role_name = role_in(lang, role);
    let (title, target_words, family_word) = action_words(role);
    let min = can["min_targets"].as_u64().unwrap_or(0) as usize;
    let max = can["max_targets"].as_u64().unwrap_or(0) as usize;
    let options: Vec<Value> = array(&can["candidates"])
        .iter()
        .map(|s| names.option(s))
        .collect();
    let targets: Vec<Value> = (0..max)
        .map(|i| {
            let label = target_words.get(i).map_or_else(
                || tr(lang, "m1923-player-n", &with("n", &(i + 1).to_string())),
                |id| t(lang, id),
            );
            select(
                "f.targets[]:int",
                &label,
                i < min,
                &t(lang, "m1923-choose-player"),
                options.clone(),
            )
        })
        .collect();
    let family = match can["family"].as_str() {
        Some("required") => Some(select(
            "f.family:json",
            &t(lang, family_word),
            true,
            &t(lang, "m1923-choose-family"),
            family_options(&can["families"]),
        )),
        Some("optional") => Some(select(
            "f.family:json",
            &t(lang, family_word),
            false,
            &t(lang, "m1923-no-family"),
            family_options(&can["families"]),
        )),
        _ => None,
    };
    let uses = can["uses_left"]
        .as_u64()
        .map(|n| tr(lang, "m1923-uses-left", &counted("n", n)));
    let either = (can["family"] == "optional" && min == 0).then(|| t(lang, "m1923-name-either"));
    let hint = [uses, either]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" ");
    json!({
        "kind": "action",
        // The value sent: the rules' name of the role, in every language.
        "role": role,
        "title": tr(lang, "m1923-action-title", &texts(&[("role", &role_name), ("title", &t(lang, title))])),
        "hint": hint,
        "targets": targets,
        "family": family,
        "button": tr(lang, "m1923-action-button", &with("role", &role_name)),
    })
}

fn vote_form(can: &Value, names: &Names) -> Value {
    let lang = names.lang;
    let needed = can["individual_needed"].as_bool().unwrap_or(true);
    let individuals: Vec<Value> = array(&can["individuals"])
        .iter()
        .map(|s| names.option(s))
        .collect();
    let hint = if needed {
        t(lang, "m1923-ballot-hint")
    } else {
        t(lang, "m1923-ballot-hint-alone")
    };
    let family = select(
        "f.family:json",
        &t(lang, "m1923-family-vote"),
        true,
        &t(lang, "m1923-choose-family"),
        family_options(&can["families"]),
    );
    let individual = needed.then(|| {
        select(
            "f.individual:int",
            &t(lang, "m1923-individual-vote"),
            true,
            &t(lang, "m1923-choose-member"),
            individuals,
        )
    });
    json!({
        "kind": "vote",
        "title": t(lang, "m1923-ballot-title"),
        "hint": hint,
        "family": family,
        "individual": individual,
        "button": t(lang, "m1923-ballot-button"),
    })
}

fn mafia_form(can: &Value, names: &Names) -> Value {
    let lang = names.lang;
    let count = can["count"].as_u64().unwrap_or(1) as usize;
    let sent: Vec<Value> = array(&can["sent"]["targets"]).to_vec();
    let targets: Vec<Value> = (0..count)
        .map(|i| {
            let options = array(&can["candidates"])
                .iter()
                .map(|s| {
                    let mut o = names.option(s);
                    o["selected"] = json!(sent.get(i) == Some(s));
                    o
                })
                .collect();
            let label = if count == 1 {
                t(lang, "m1923-civilian-to-kill")
            } else {
                let mut args = counted("count", count as u64);
                args.set("n", (i + 1).to_string());
                tr(lang, "m1923-civilian-to-kill-of", &args)
            };
            select(
                "f.targets[]:int",
                &label,
                true,
                &t(lang, "m1923-choose-civilian"),
                options,
            )
        })
        .collect();
    let sent_text = can["sent"].is_object().then(|| {
        tr(
            lang,
            "m1923-mafia-sent",
            &texts(&[
                ("name", &names.name(&can["sent"]["by"])),
                ("targets", &names.list(&can["sent"]["targets"])),
            ]),
        )
    });
    json!({
        "kind": "mafia_kill",
        "title": t(lang, "m1923-mafia-decision"),
        "hint": tr(lang, "m1923-mafia-hint", &counted("count", count as u64)),
        "sent": sent_text,
        "targets": targets,
        "button": t(lang, "m1923-mafia-button"),
    })
}

/// What was sent this phase, as the view shows it to this reader (their own, or all for
/// the host).
fn submitted(game: &Value, names: &Names, reader: Reader) -> Vec<String> {
    let s = &game["submitted"];
    let mut out = Vec::new();
    for a in array(&s["actions"]) {
        out.push(action_text(a, names, reader));
    }
    for v in array(&s["votes"]) {
        out.push(ballot_text(v, names, reader));
    }
    if s["mafia_kill"].is_object() {
        out.push(tr(
            names.lang,
            "m1923-mafia-submitted",
            &texts(&[
                ("name", &names.name(&s["mafia_kill"]["by"])),
                ("targets", &names.list(&s["mafia_kill"]["targets"])),
            ]),
        ));
    }
    for e in array(&s["exiles"]) {
        out.push(exile_text(names, &e["slot"], &e["reason"]));
    }
    out
}

fn action_text(a: &Value, names: &Names, reader: Reader) -> String {
    let lang = names.lang;
    let mut parts = Vec::new();
    if !array(&a["targets"]).is_empty() {
        parts.push(names.list(&a["targets"]));
    }
    if let Some(f) = a["family"].as_str() {
        parts.push(tr(lang, "m1923-family-named", &with("family", f)));
    }
    let role = role_in(lang, a["role"].as_str().unwrap_or("?"));
    let targets = parts.join(", ");
    if reader == Reader::Player {
        tr(
            lang,
            "m1923-you-sent-action",
            &texts(&[("role", &role), ("targets", &targets)]),
        )
    } else {
        tr(
            lang,
            "m1923-sent-action",
            &texts(&[
                ("name", &names.name(&a["by"])),
                ("role", &role),
                ("targets", &targets),
            ]),
        )
    }
}

fn ballot_text(v: &Value, names: &Names, reader: Reader) -> String {
    let lang = names.lang;
    let none = || t(lang, "m1923-none-lower");
    let family = v["family"].as_str().map_or_else(none, str::to_string);
    let individual = if v["individual"].is_null() {
        none()
    } else {
        names.name(&v["individual"])
    };
    let mut text = if reader == Reader::Player {
        tr(
            lang,
            "m1923-your-ballot",
            &texts(&[("family", &family), ("individual", &individual)]),
        )
    } else {
        tr(
            lang,
            "m1923-their-ballot",
            &texts(&[
                ("name", &names.name(&v["by"])),
                ("family", &family),
                ("individual", &individual),
            ]),
        )
    };
    for w in warnings_in(lang, v) {
        text.push(' ');
        text.push_str(&tr(lang, "m1923-warning", &with("text", &w)));
    }
    text
}

/// A ballot's warnings in `lang`: worded from their data (`warned`, one for one with the
/// English `warnings`); an older ballot's, or one naming a message the catalog lacks, in
/// the English they were stored in.
fn warnings_in(lang: Lang, ballot: &Value) -> Vec<String> {
    let english: Vec<String> = array(&ballot["warnings"])
        .iter()
        .map(|w| w.as_str().unwrap_or("").to_string())
        .collect();
    let warned: Vec<Said> = serde_json::from_value(ballot["warned"].clone()).unwrap_or_default();
    if lang == Lang::En
        || warned.len() != english.len()
        || !warned.iter().all(omerta_i18n::m1923::known)
    {
        return english;
    }
    warned
        .iter()
        .map(|said| omerta_i18n::m1923::said(lang, said))
        .collect()
}

fn exile_text(names: &Names, slot: &Value, reason: &Value) -> String {
    let name = names.name(slot);
    match reason.as_str().filter(|r| !r.is_empty()) {
        Some(r) => tr(
            names.lang,
            "m1923-exiled-reason",
            &texts(&[("name", &name), ("reason", r)]),
        ),
        None => tr(names.lang, "m1923-exiled", &with("name", &name)),
    }
}

/// A message as the pages list it: its phase, kind, who it was for (and whether that is
/// everyone), and its text.
#[derive(Clone)]
struct Line {
    phase: String,
    kind: String,
    public: bool,
    to: String,
    text: String,
    /// The text as HTML, its names in `<bdi>`, for a message the game gave as data.
    html: Option<String>,
}

/// Every message this reader's view holds, in order, as text.
fn lines(game: &Value, names: &Names, reader: Reader) -> Vec<Line> {
    let mut phase = "night 1".to_string();
    array(&game["messages"])
        .iter()
        .map(|m| {
            let e = &m["event"];
            if let Some(p) = e["phase"].as_str() {
                phase = p.to_string();
            }
            let kind = m["kind"].as_str().unwrap_or("");
            // English reads the record's text as it always has; another language words
            // the message from its data.
            let (text, html) = match said_in(names.lang, e).filter(|_| names.lang != Lang::En) {
                Some((text, html)) => (text, Some(html)),
                None => (message_text(kind, e, names, reader), None),
            };
            Line {
                phase: phase.clone(),
                kind: kind.to_string(),
                public: m["to"]["to"] == "public",
                to: audience(&m["to"], names),
                text,
                html,
            }
        })
        .collect()
}

fn audience(to: &Value, names: &Names) -> String {
    match to["to"].as_str() {
        Some("public") => t(names.lang, "m1923-everyone"),
        Some("host") => t(names.lang, "m1923-host-only"),
        _ => names.list(&to["slots"]),
    }
}

fn message_text(kind: &str, e: &Value, names: &Names, reader: Reader) -> String {
    let lang = names.lang;
    match kind {
        "action" => action_text(e, names, reader),
        "vote" => ballot_text(e, names, reader),
        "mafia_kill" => tr(
            lang,
            "m1923-mafia-kill-line",
            &texts(&[
                ("name", &names.name(&e["by"])),
                ("targets", &names.list(&e["targets"])),
            ]),
        ),
        "exiled" => exile_text(names, &e["slot"], &e["reason"]),
        "kill_count" => match e["count"].as_u64() {
            Some(n) => omerta_i18n::m1923::kill_count(lang, n as usize),
            None => e["text"].as_str().unwrap_or("").to_string(),
        },
        "phase_closed" => omerta_i18n::m1923::phase_over(
            lang,
            e["phase"].as_str().unwrap_or(""),
            e["next"].as_str(),
        ),
        _ => e["text"].as_str().unwrap_or("").to_string(),
    }
}

/// A message the game gave as data (`said`), worded in `lang`: its text, and its HTML with
/// every name in `<bdi>` (a Latin name in a Hebrew sentence, a Hebrew one in an English
/// sentence). None for an event without the data (an older game's: its English text is
/// shown) or naming a message the catalog lacks.
fn said_in(lang: Lang, e: &Value) -> Option<(String, String)> {
    said_value_in(lang, e.get("said")?)
}

/// [`said_in`] of the data itself (a `Said` as JSON).
fn said_value_in(lang: Lang, said: &Value) -> Option<(String, String)> {
    let said: Said = serde_json::from_value(said.clone()).ok()?;
    if !omerta_i18n::m1923::known(&said) {
        return None;
    }
    let text = omerta_i18n::m1923::said(lang, &said);
    // Each name stands as a private-use mark while the sentence is escaped, then is put
    // back escaped in its <bdi>.
    let mut parts: Vec<String> = Vec::new();
    let marked = omerta_i18n::m1923::said_with(lang, &said, &mut |name| {
        parts.push(name.to_owned());
        format!("\u{E000}{}\u{E001}", parts.len() - 1)
    });
    let mut html = super::standings::escape(&marked);
    for (i, name) in parts.iter().enumerate() {
        let bdi = format!("<bdi>{}</bdi>", super::standings::escape(name));
        html = html.replacen(&format!("\u{E000}{i}\u{E001}"), &bdi, 1);
    }
    Some((text, html))
}

/// What reopening the last phase takes back and keeps (the view's `reopen`, the host's),
/// each line `{text, html}` in `lang`: worded from its data (`takes_back_said`,
/// `keeps_said`) in another language, its names in `<bdi>`; English, or a line without
/// data, as the view says it. Null when the view has none.
fn reopen_in(view: &Value, lang: Lang) -> Value {
    let reopen = &view["reopen"];
    if !reopen.is_object() {
        return Value::Null;
    }
    let lines = |key: &str| -> Vec<Value> {
        let said = array(&reopen[format!("{key}_said").as_str()]);
        array(&reopen[key])
            .iter()
            .enumerate()
            .map(|(i, text)| {
                let worded = said
                    .get(i)
                    .filter(|_| lang != Lang::En)
                    .and_then(|s| said_value_in(lang, s));
                match worded {
                    Some((text, html)) => json!({"text": text, "html": html}),
                    None => json!({"text": text, "html": Value::Null}),
                }
            })
            .collect()
    };
    json!({
        "phase": reopen["phase"],
        "takes_back": lines("takes_back"),
        "keeps": lines("keeps"),
    })
}

/// Lines grouped by phase, the latest phase first (each phase reads in order).
fn by_phase(lines: &[Line]) -> Vec<Value> {
    let mut groups: Vec<(String, Vec<Value>)> = Vec::new();
    for l in lines {
        let item = json!({"kind": l.kind, "to": l.to, "text": l.text, "html": l.html});
        match groups.last_mut() {
            Some((phase, items)) if *phase == l.phase => items.push(item),
            _ => groups.push((l.phase.clone(), vec![item])),
        }
    }
    // A phase's closing is written before what its playing announced: it reads last.
    for (_, items) in groups.iter_mut() {
        items.sort_by_key(|i| i["kind"] == "phase_closed");
    }
    groups
        .into_iter()
        .rev()
        .map(|(phase, items)| json!({"phase": phase, "label": capitalized(&phase), "items": items}))
        .collect()
}

/// After Day 5: who won, by name.
fn result(game: &Value, names: &Names, public: &[Line]) -> Value {
    let r = &game["result"];
    if !r.is_object() {
        return Value::Null;
    }
    let lang = names.lang;
    let headline = if r["mafia_wins"] == true {
        t(lang, "m1923-mafia-wins")
    } else {
        match array(&r["families"]) {
            [] => t(lang, "m1923-nobody-wins"),
            fs => {
                let fs: Vec<String> = fs
                    .iter()
                    .filter_map(|f| f.as_str())
                    .map(String::from)
                    .collect();
                if fs.len() == 1 {
                    tr(lang, "m1923-family-wins", &with("family", &fs[0]))
                } else {
                    tr(
                        lang,
                        "m1923-families-win",
                        &with("families", &join_names(lang, &fs)),
                    )
                }
            }
        }
    };
    json!({
        "headline": headline,
        "text": public.iter().rev().find(|l| l.kind == "finished").map(|l| l.text.clone()),
        "html": public.iter().rev().find(|l| l.kind == "finished").and_then(|l| l.html.clone()),
        "winners": names.list(&r["winners"]),
    })
}

/// The host console's lists: who may be exiled, replaced, named as the player a paper
/// submission is for, and who has voted.
fn host(game: &Value, names: &Names) -> Value {
    let players = array(&game["players"]);
    let roster = array(&game["roster"]);
    let in_play: Vec<&Value> = players
        .iter()
        .filter(|p| p["status"] == "in_play")
        .collect();
    let option = |p: &Value| names.option(&p["slot"]);
    let exile = array(&game["can"])
        .iter()
        .find(|c| c["command"] == "exile")
        .map(|c| {
            array(&c["candidates"])
                .iter()
                .map(|s| names.option(s))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default();
    let is_mafia = |p: &Value| {
        let slot = p["slot"].as_u64().unwrap_or(0) as usize;
        roster
            .get(slot)
            .is_some_and(|r| r["role"] == "Mafia Member")
    };
    let mafia: Vec<Value> = in_play
        .iter()
        .filter(|p| is_mafia(p))
        .map(|p| option(p))
        .collect();
    let civilians: Vec<Value> = in_play
        .iter()
        .filter(|p| !is_mafia(p))
        .map(|p| option(p))
        .collect();
    // The host knows every role: the player a paper submission is for is named with it.
    let actors: Vec<Value> = in_play
        .iter()
        .map(|p| {
            let slot = p["slot"].as_u64().unwrap_or(0) as usize;
            let mut o = option(p);
            if let Some(r) = roster.get(slot) {
                let first = role_in(names.lang, r["role"].as_str().unwrap_or("?"));
                let role = match r["second_role"].as_str() {
                    Some(second) => format!("{first} + {}", role_in(names.lang, second)),
                    None => first,
                };
                o["label"] = json!(format!("{} ({role})", names.name(&p["slot"])));
            }
            o
        })
        .collect();
    let family_names: Vec<Value> = array(&game["families"])
        .iter()
        .map(|f| f["name"].clone())
        .collect();
    let voted: Vec<&Value> = array(&game["submitted"]["votes"])
        .iter()
        .map(|v| &v["by"])
        .collect();
    let not_voted: Vec<String> = in_play
        .iter()
        .filter(|p| !voted.contains(&&p["slot"]))
        .filter(|p| {
            let slot = p["slot"].as_u64().unwrap_or(0) as usize;
            roster.get(slot).is_none_or(|r| r["injured"] != true)
        })
        .map(|p| names.name(&p["slot"]))
        .collect();
    let day = game["phase"].as_str().is_some_and(|p| p.starts_with("day"));
    json!({
        "open": game["phase"].is_string(),
        "exile": exile,
        "slots": players.iter().map(|p| json!({"value": p["slot"].to_string(), "label": format!("{}. {}", p["slot"].as_u64().unwrap_or(0) + 1, names.name(&p["slot"]))})).collect::<Vec<_>>(),
        "in_play": in_play.iter().map(|p| option(p)).collect::<Vec<_>>(),
        "actors": actors,
        "mafia": mafia,
        "civilians": civilians,
        "families": family_options(&json!(family_names)),
        "votes": if day { json!({"cast": voted.len(), "waiting": not_voted}) } else { Value::Null },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spectator_view_gives_no_forms_and_no_private_lines() {
        let view = json!({
            "viewer": {"as": "spectator"},
            "slots": [{"name": "Ann"}, {"name": "Ben"}],
            "game": {
                "phase": "night 1", "deadline": null, "finished": false,
                "players": [{"slot": 0, "name": "Ann", "family": "A", "status": "in_play"},
                            {"slot": 1, "name": "Ben", "family": "B", "status": "dead"}],
                "families": [{"name": "A", "size": 8, "members": [0]}, {"name": "B", "size": 8, "members": [1]}],
                "can": [], "submitted": {"actions": [], "votes": [], "mafia_kill": null, "exiles": []},
                "messages": [{"kind": "announcement", "to": {"to": "public"}, "event": {"phase": "night 1", "text": "Ben was killed."}}],
            }
        });
        let x = context(&view, 0, Lang::En);
        assert_eq!(x["forms"], json!([]));
        assert_eq!(x["private"], json!([]));
        assert_eq!(x["you"], Value::Null);
        assert_eq!(x["announcements"][0]["items"][0]["text"], "Ben was killed.");
        assert_eq!(x["families"][1]["members"][0]["status_label"], "dead");
        assert!(x["families"][0]["members"][0]["role"].is_null());
    }

    /// The host's roster notes count in the reader's language (its plural forms), and
    /// names are listed with its "and".
    #[test]
    fn the_hosts_notes_and_lists_are_written_in_the_readers_language() {
        let view = json!({
            "viewer": {"as": "host"},
            "slots": [{"name": "Ann"}, {"name": "Ben"}, {"name": "Cal"}],
            "game": {
                "phase": "day 1", "deadline": null, "finished": false,
                "players": [{"slot": 0, "name": "Ann", "family": "A", "status": "in_play"},
                            {"slot": 1, "name": "Ben", "family": "A", "status": "in_play"},
                            {"slot": 2, "name": "Cal", "family": "B", "status": "exiled"}],
                "families": [{"name": "A", "size": 8, "members": [0, 1]}, {"name": "B", "size": 8, "members": [2]}],
                "roster": [{"role": "Doctor", "strikes": 2, "uses": 5}, {"role": "Mafia Member"}, {"role": "Thief", "strikes": 1}],
                "can": [], "submitted": {"actions": [], "votes": [], "mafia_kill": null, "exiles": []},
                "messages": [],
            }
        });
        let ru = context_in(&view, 0, Lang::Ru);
        let ann = &ru["families"][0]["members"][0];
        assert_eq!(ann["notes"], "2 нарушения, 5 использований");
        assert_eq!(ann["role"], "Доктор");
        assert_eq!(ru["families"][1]["members"][0]["status_label"], "изгнан");
        assert_eq!(ru["host"]["votes"]["waiting"], json!(["Ann", "Ben"]));
        assert_eq!(ru["phase"]["lower"], "день 1");
        assert_eq!(ru["phase"]["next"], "ночь 2");
        let en = context_in(&view, 0, Lang::En);
        assert_eq!(
            en["families"][0]["members"][0]["notes"],
            "2 strikes, 5 uses"
        );
        assert_eq!(en["families"][1]["members"][0]["notes"], "1 strike");
        assert_eq!(en["phase"]["lower"], "day 1");
        let names = ["Ann".to_string(), "Ben".to_string(), "Cal".to_string()];
        assert_eq!(join_names(Lang::En, &names), "Ann, Ben and Cal");
        assert_eq!(join_names(Lang::He, &names), "Ann, Ben ו-Cal");
        assert_eq!(join_names(Lang::Ru, &[]), "никто");
    }
}
