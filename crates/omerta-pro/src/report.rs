//! Scores as text: the contract's JSON and a table for people. Pure string building.

use crate::game::Game;
use crate::points::Points;
use crate::score::Scoresheet;
use std::fmt::Write;

/// The contract's JSON: `{"winner": ..., "players": [{"seat", "name", "role", "total",
/// "awards": [{"rule", "points", "detail", "event", "seats"}]}]}`. Points are printed as
/// exact decimals with at most three places.
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
