//! Scores and checks as the contract's JSON. Pure string building; the text people read
//! is the CLI's (`omerta-cli`'s `text`), in their language.

use crate::game::Game;
use crate::score::Scoresheet;
use std::fmt::Write;

/// The contract's JSON: `{"winner": ..., "players": [{"seat", "name", "role", "total",
/// "awards": [{"rule", "points", "detail", "event", "seats", "reason"}]}]}`. Points are
/// printed as exact decimals with at most three places. `detail` is the English sentence;
/// `reason` what it says as data (`score::Reason`), for a reader to word in its language.
pub fn to_json(game: &Game, sheet: &Scoresheet) -> String {
    let mut out = String::with_capacity(4096);
    let _ = write!(
        out,
        "{{\"winner\":\"{}\",\"players\":[",
        sheet.winner.name()
    );
    for (i, score) in sheet.seats.iter().enumerate() {
        let player = game.player(score.seat);
        if i > 0 {
            out.push(',');
        }
        let _ = write!(
            out,
            "{{\"seat\":{},\"name\":{},\"role\":\"{}\",\"total\":{},\"awards\":[",
            score.seat.number(),
            json_string(&player.name),
            player.role.name(),
            score.total
        );
        for (j, award) in score.awards.iter().enumerate() {
            if j > 0 {
                out.push(',');
            }
            let _ = write!(
                out,
                "{{\"rule\":\"{}\",\"points\":{},\"detail\":{}",
                award.rule.id(),
                award.points,
                json_string(&award.detail(game))
            );
            if let Some(event) = award.event {
                let _ = write!(out, ",\"event\":{event}");
            }
            if let Some(target) = award.target {
                let _ = write!(out, ",\"target\":{}", target.number());
            }
            if !award.seats.is_empty() {
                let seats: Vec<String> =
                    award.seats.iter().map(|s| s.number().to_string()).collect();
                let _ = write!(out, ",\"seats\":[{}]", seats.join(","));
            }
            if let Some((rule, recipient)) = award.via {
                let _ = write!(
                    out,
                    ",\"via\":{{\"rule\":\"{}\",\"seat\":{}}}",
                    rule.id(),
                    recipient.number()
                );
            }
            if let Ok(reason) = serde_json::to_string(&award.reason(game)) {
                let _ = write!(out, ",\"reason\":{reason}");
            }
            out.push('}');
        }
        out.push_str("]}");
    }
    out.push_str("]}");
    out
}

fn json_string(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_owned())
}

/// What `omerta pro check` says of a valid protocol, as JSON (the CLI words the same data
/// as text in the reader's language): `{"valid": true, "events", "outcome", "warnings": [sentence],
/// "departures": [{"seat", "phase", "how", "event"}], "city": {"start", "changes":
/// [{"event", "phase", "from", "to"}]}}`.
pub fn check_json(game: &Game) -> serde_json::Value {
    check_json_worded(game, crate::game::describe_outcome, game.warnings())
}

/// [`check_json`] with its two sentences worded by the caller (issue 30: sentences in JSON
/// follow the reader's language, its fields and codes never do): `reason` words how the
/// game ended, `warnings` are the record's doubts ([`Game::judged_result`]) already worded.
pub fn check_json_worded(
    game: &Game,
    reason: impl Fn(crate::game::Outcome) -> String,
    warnings: Vec<String>,
) -> serde_json::Value {
    use serde_json::json;
    let outcome = game.outcome.map(|o| {
        json!({
            "winner": o.winner.name(),
            "reason": reason(o),
            "event": o.event,
        })
    });
    json!({
        "valid": true,
        "events": game.events.len(),
        "outcome": outcome,
        "warnings": warnings,
        "departures": game.departures.iter().map(|d| json!({
            "seat": d.seat.number(),
            "phase": d.phase.to_string(),
            "how": d.how.name(),
            "event": d.event,
        })).collect::<Vec<_>>(),
        "city": {
            "start": game.moment(0).city.name(),
            "changes": game.city_changes.iter().map(|c| json!({
                "event": c.event,
                "phase": game.moment(c.event).phase.to_string(),
                "from": c.before.name(),
                "to": c.after.name(),
            })).collect::<Vec<_>>(),
        },
    })
}
