//! Scores as text: the contract's JSON and a table for people. Pure string building.

use crate::game::Game;
use crate::points::Points;
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

/// A table a person reads: one block per seat with its total and every award's reason.
pub fn to_table(game: &Game, sheet: &Scoresheet) -> String {
    let mut out = String::new();
    let how = game
        .outcome
        .map(crate::game::describe_outcome)
        .unwrap_or_default();
    let _ = writeln!(out, "Winner: {} ({how})", sheet.winner.name());
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{:>4}  {:<20} {:<9} {:>7}",
        "seat", "name", "role", "total"
    );
    for score in &sheet.seats {
        let player = game.player(score.seat);
        let _ = writeln!(
            out,
            "{:>4}  {:<20} {:<9} {:>7}",
            score.seat.number(),
            truncate(&player.name, 20),
            player.role.name(),
            signed(score.total)
        );
        for award in &score.awards {
            let _ = writeln!(
                out,
                "{:>6}{:>7}  {}  [{}]",
                "",
                signed(award.points),
                award.detail(game),
                award.rule.id()
            );
        }
    }
    out
}

fn signed(points: Points) -> String {
    if points > Points::ZERO {
        format!("+{points}")
    } else {
        points.to_string()
    }
}

fn truncate(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        text.to_owned()
    } else {
        let mut cut: String = text.chars().take(width - 1).collect();
        cut.push('…');
        cut
    }
}

/// What `omerta pro check` says of a valid protocol: the events, the outcome, every
/// departure (who, when, how, at which event) and the city's state through the game
/// (ruling R1: margin for error, critical), for people.
pub fn check_text(game: &Game) -> String {
    let mut out = String::new();
    let departures = game.departures.len();
    let _ = writeln!(
        out,
        "{} event{}, {departures} departure{}; {}",
        game.events.len(),
        if game.events.len() == 1 { "" } else { "s" },
        if departures == 1 { "" } else { "s" },
        outcome_sentence(game)
    );
    for warning in game.warnings() {
        let _ = writeln!(out, "Warning: {warning}.");
    }
    if !game.departures.is_empty() {
        let _ = writeln!(out, "Departures:");
        for d in &game.departures {
            let _ = writeln!(
                out,
                "  #{:<2} {}, {} (events[{}])",
                d.seat.number(),
                d.phase,
                d.how.name(),
                d.event
            );
        }
    }
    let _ = writeln!(out, "The city:");
    let _ = writeln!(out, "  from the start: {}", game.moment(0).city.name());
    for change in &game.city_changes {
        let _ = writeln!(
            out,
            "  {} (events[{}]): {} → {}",
            game.moment(change.event).phase,
            change.event,
            change.before.name(),
            change.after.name()
        );
    }
    out
}

/// [`check_text`] as JSON: `{"valid": true, "events", "outcome", "warnings": [sentence],
/// "departures": [{"seat", "phase", "how", "event"}], "city": {"start", "changes":
/// [{"event", "phase", "from", "to"}]}}`.
pub fn check_json(game: &Game) -> serde_json::Value {
    use serde_json::json;
    let outcome = game.outcome.map(|o| {
        json!({
            "winner": o.winner.name(),
            "reason": crate::game::describe_outcome(o),
            "event": o.event,
        })
    });
    json!({
        "valid": true,
        "events": game.events.len(),
        "outcome": outcome,
        "warnings": game.warnings(),
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

fn outcome_sentence(game: &Game) -> String {
    match game.outcome {
        Some(o) => format!(
            "{} wins ({})",
            o.winner.name(),
            crate::game::describe_outcome(o)
        ),
        None => format!(
            "game in progress ({})",
            game.moment(game.events.len().saturating_sub(1)).phase
        ),
    }
}
