//! Inactivity on a game's page (docs/live/forum.md, rulings D20 to D24): the player's
//! prod with its deadline and rule 13's countdown, the open requests for a replacement
//! with the offers, and for the host the players to act on (a rule 13 flag, a prod past
//! its deadline) with the one-step actions. Derived from the redacted view, the reader's
//! account and the clock; `templates/inactivity.html` draws it.

use omerta_i18n::Lang;
use serde_json::{json, Value};

/// What `templates/inactivity.html` needs: `me` is the reader's account (id and name),
/// `now` the server's clock (ms).
pub fn context(view: &Value, me: Option<(i64, &str)>, now: i64, lang: Lang) -> Value {
    let running = view["status"] == "running";
    let zone = view["time_zone"].as_str();
    let is_host = view["viewer"]["as"] == "host";
    let names = slot_names(view);
    let name_of = |slot: &Value| {
        slot.as_u64()
            .and_then(|s| names.get(s as usize).cloned())
            .unwrap_or_default()
    };
    let in_game = me.is_some_and(|(id, _)| {
        list(&view["slots"])
            .iter()
            .any(|s| s["account"] == json!(id))
    });
    let requests: Vec<Value> = list(&view["replacements"])
        .iter()
        .map(|r| {
            let offers: Vec<Value> = list(&r["offers"])
                .iter()
                .map(|o| {
                    json!({
                        "account": o["account"],
                        "name": o["name"],
                        "mine": me.is_some_and(|(id, _)| o["account"] == json!(id)),
                    })
                })
                .collect();
            json!({
                "slot": r["slot"],
                "name": name_of(&r["slot"]),
                "at": r["at"].as_i64().map(|ms| super::when_in(lang, ms, zone)),
                "offered": offers.iter().any(|o| o["mine"] == true),
                "offers": offers,
            })
        })
        .collect();
    json!({
        "running": running,
        "prod": prod(&view["prod"], zone, now, lang),
        "activity": activity(&view["game"]["you"]["activity"], zone, lang),
        "requests": requests,
        // Any signed-in account outside the game may offer (D22); the lobby layer says why
        // not to anybody else who tries.
        "can_offer": running && !is_host && !in_game && me.is_some(),
        "my_name": me.map(|(_, name)| name),
        "marks": if is_host && running { marks(view, &names, zone, now, lang) } else { Vec::new() },
    })
}

/// The player's own prod: its deadline, whether it has passed, whether a post answered it.
fn prod(prod: &Value, zone: Option<&str>, now: i64, lang: Lang) -> Value {
    let Some(at) = prod["at"].as_i64() else {
        return Value::Null;
    };
    let until = prod["until"].as_i64();
    json!({
        "at": super::when_in(lang, at, zone),
        "reason": prod["reason"],
        "until": until.map(|ms| super::when_in(lang, ms, zone)),
        "past": until.is_some_and(|ms| ms <= now),
        "answered": prod["answered"],
    })
}

/// Rule 13's countdown for the player (D24).
fn activity(activity: &Value, zone: Option<&str>, lang: Lang) -> Value {
    let Some(by) = activity["by"].as_i64() else {
        return Value::Null;
    };
    json!({
        "posts": activity["posts"],
        "minimum": activity["minimum"],
        "needed": activity["needed"],
        "by": super::when_in(lang, by, zone),
    })
}

/// The living players the host may act on: a rule 13 flag, or a prod past its deadline
/// that no post answered (D21), each once, in slot order.
fn marks(view: &Value, names: &[String], zone: Option<&str>, now: i64, lang: Lang) -> Vec<Value> {
    let game = &view["game"];
    let alive = |slot: u64| {
        list(&game["players"])
            .iter()
            .any(|p| p["slot"].as_u64() == Some(slot) && p["alive"] == true)
    };
    let requested = |slot: u64| {
        list(&view["replacements"])
            .iter()
            .any(|r| r["slot"].as_u64() == Some(slot))
    };
    let mut marks: Vec<Value> = Vec::new();
    for slot in 0..names.len() as u64 {
        if !alive(slot) {
            continue;
        }
        // A flag of the player the slot had before a replacement is not the newcomer's:
        // a flag names whom it flags as they were called then.
        let theirs = |f: &Value| f["name"].as_str() == Some(names[slot as usize].as_str());
        let flags: Vec<Value> = list(&game["flags"])
            .iter()
            .filter(|f| {
                f["rule"] == 13
                    && f["slot"].as_u64() == Some(slot)
                    && f["resolved"].is_null()
                    && theirs(f)
            })
            .map(|f| f["message"].clone())
            .collect();
        let past = list(&view["prods"])
            .iter()
            .find(|p| p["slot"].as_u64() == Some(slot))
            .filter(|p| p["answered"] != true)
            .and_then(|p| p["until"].as_i64())
            .filter(|&until| until <= now);
        if flags.is_empty() && past.is_none() {
            continue;
        }
        marks.push(json!({
            "slot": slot,
            "name": names[slot as usize],
            "flags": flags,
            "past": past.map(|ms| super::when_in(lang, ms, zone)),
            "requested": requested(slot),
        }));
    }
    marks
}

fn slot_names(view: &Value) -> Vec<String> {
    list(&view["slots"])
        .iter()
        .map(|s| s["name"].as_str().unwrap_or_default().to_string())
        .collect()
}

fn list(value: &Value) -> &[Value] {
    value.as_array().map_or(&[], Vec::as_slice)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(viewer: &str) -> Value {
        json!({
            "status": "running",
            "viewer": {"as": viewer},
            "slots": [{"name": "Ann", "account": 10}, {"name": "Bob", "account": 11}],
            "replacements": [{"slot": 1, "at": 5, "offers": [{"account": 20, "name": "Cy", "at": 6}]}],
            "prods": [{"slot": 0, "at": 1, "reason": "post", "until": 100, "answered": false}],
            "game": {
                "players": [{"slot": 0, "alive": true}, {"slot": 1, "alive": true}],
                "flags": [
                    {"rule": 13, "slot": 1, "name": "Bob", "message": "Day 1 (no post to cite): Bob made 0 posts", "resolved": null},
                    {"rule": 13, "slot": 0, "name": "Old", "message": "Day 1 (no post to cite): Old made 0 posts", "resolved": null}
                ]
            }
        })
    }

    #[test]
    fn the_host_is_shown_a_flagged_player_and_a_prod_past_its_deadline() {
        let x = context(&view("host"), Some((1, "Host")), 200, Lang::En);
        let marks = x["marks"].as_array().unwrap();
        assert_eq!(marks.len(), 2);
        assert_eq!(marks[0]["name"], "Ann");
        assert!(marks[0]["past"].is_object());
        // Ann replaced Old after the day Old was flagged for: the flag is not hers.
        assert_eq!(marks[0]["flags"], json!([]));
        assert_eq!(marks[1]["requested"], true);
        assert_eq!(x["can_offer"], false);
        // Before the deadline the prod marks nobody.
        let x = context(&view("host"), Some((1, "Host")), 50, Lang::En);
        assert_eq!(x["marks"].as_array().unwrap().len(), 1);
    }

    #[test]
    fn an_account_outside_the_game_may_offer_and_sees_its_offer() {
        let x = context(&view("spectator"), Some((20, "Cy")), 0, Lang::En);
        assert_eq!(x["can_offer"], true);
        assert_eq!(x["requests"][0]["offered"], true);
        assert_eq!(x["requests"][0]["name"], "Bob");
        // A player, or nobody signed in, may not.
        assert_eq!(
            context(&view("player"), Some((10, "Ann")), 0, Lang::En)["can_offer"],
            false
        );
        assert_eq!(
            context(&view("spectator"), None, 0, Lang::En)["can_offer"],
            false
        );
    }
}
