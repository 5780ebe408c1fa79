//! A protocol written as an `omerta-pro/1` document: one event per line, so that a
//! judge can read and edit it, and `omerta pro check` names lines people can find.

use crate::model::{colors_of, Event, Hands, Will};
use crate::protocol::{Named, Protocol};
use crate::seat::{PerSeat, Seat, SeatList, SeatSet};
use std::fmt::Write;

/// The protocol as an `omerta-pro/1` document.
pub fn to_json(protocol: &Protocol) -> String {
    let mut out = String::with_capacity(4096);
    out.push_str("{\n  \"format\": \"omerta-pro/1\",\n  \"players\": [\n");
    for (i, p) in protocol.players.iter().enumerate() {
        let role = match &p.role {
            Some(Named::Known(role)) => role.name().to_owned(),
            Some(Named::Unknown(word)) => word.clone(),
            None => String::new(),
        };
        let _ = write!(
            out,
            "    {{\"seat\": {}, \"name\": {}, \"role\": {}}}",
            p.seat.unwrap_or(0),
            string(&p.name),
            string(&role)
        );
        out.push_str(if i + 1 < protocol.players.len() {
            ",\n"
        } else {
            "\n"
        });
    }
    out.push_str("  ],\n  \"rules\": {");
    if let Some(rules) = &protocol.rules {
        let mut fields: Vec<String> = Vec::new();
        let mut word = |key: &str, value: &Option<String>| {
            if let Some(v) = value {
                fields.push(format!("\"{key}\": {}", string(v)));
            }
        };
        word("day1_single_candidate", &rules.day1_single_candidate);
        word("lift_threshold", &rules.lift_threshold);
        word("day1_vote", &rules.day1_vote);
        word("revote_order", &rules.revote_order);
        word("lift_two_at_4", &rules.lift_two_at_4);
        word("lift_three_at_9", &rules.lift_three_at_9);
        word("tie_of_all", &rules.tie_of_all);
        word("alt_split", &rules.alt_split);
        word("antimonster", &rules.antimonster);
        word("shooting", &rules.shooting);
        word("withdraw", &rules.withdraw);
        word("three_quiet_cycles", &rules.three_quiet_cycles);
        word("no_kill_on_four", &rules.no_kill_on_four);
        let switches = [
            ("fourth_foul_removes", rules.fourth_foul_removes),
            ("tech_fouls", rules.tech_fouls),
            ("first_color_will", rules.first_color_will),
            ("end_speech", rules.end_speech),
            ("three_fouls_nominate", rules.three_fouls_nominate),
            ("last_speech_nominates", rules.last_speech_nominates),
        ];
        for (key, value) in switches {
            if let Some(value) = value {
                fields.push(format!("\"{key}\": {value}"));
            }
        }
        out.push_str(&fields.join(", "));
    }
    out.push_str("},\n  \"events\": [\n");
    for (i, event) in protocol.events.iter().enumerate() {
        out.push_str("    ");
        event_json(&mut out, event, &protocol.texts);
        out.push_str(if i + 1 < protocol.events.len() {
            ",\n"
        } else {
            "\n"
        });
    }
    out.push_str("  ]\n}\n");
    out
}

fn event_json(out: &mut String, event: &Event, texts: &[String]) {
    let _ = write!(out, "{{\"type\": \"{}\"", event.kind());
    match event {
        Event::Day | Event::Night | Event::Invalid => {}
        Event::Withdraw { by } => {
            let _ = write!(out, ", \"by\": {}", by.number());
        }
        Event::Nominate { by, target } => {
            let _ = write!(
                out,
                ", \"by\": {}, \"target\": {}",
                by.number(),
                target.number()
            );
        }
        Event::Vote {
            candidates,
            ballots,
        } => {
            if let Some(c) = candidates {
                let _ = write!(out, ", \"candidates\": {}", list(c));
            }
            let _ = write!(out, ", \"ballots\": {}", keyed(ballots));
        }
        Event::Lift {
            hands: Hands::Raised(yes),
        } => {
            let _ = write!(out, ", \"yes\": {}", set(*yes));
        }
        Event::Lift {
            hands: Hands::Unrecorded { passed },
        } => {
            let _ = write!(out, ", \"passed\": {passed}");
        }
        Event::Shots {
            shots,
            miss_by,
            credit,
        } => {
            let _ = write!(out, ", \"shots\": {}", keyed(shots));
            if !miss_by.is_empty() {
                let _ = write!(out, ", \"miss_by\": {}", set(*miss_by));
            }
            if let Some(c) = credit {
                let _ = write!(out, ", \"credit\": {}", c.number());
            }
        }
        Event::DonCheck { target } | Event::SheriffCheck { target } => {
            let _ = write!(out, ", \"target\": {}", target.number());
        }
        Event::Will { by, will } => {
            let _ = write!(out, ", \"by\": {}", by.number());
            match will {
                Will::Colors(colors) => {
                    let entries: Vec<String> = colors_of(colors)
                        .map(|(s, team)| format!("\"{}\": \"{}\"", s.number(), team.name()))
                        .collect();
                    let _ = write!(out, ", \"colors\": {{{}}}", entries.join(", "));
                }
                Will::Order(order) => {
                    let _ = write!(out, ", \"order\": {}", list(order));
                }
                Will::Helm(h) => {
                    let _ = write!(out, ", \"helm\": {}", h.number());
                }
                Will::Skipped => {}
            }
        }
        Event::Foul { seat }
        | Event::TechFoul { seat }
        | Event::Removal { seat }
        | Event::Disqualification { seat }
        | Event::DeclaredDefeat { seat } => {
            let _ = write!(out, ", \"seat\": {}", seat.number());
        }
        Event::Bonus {
            seat,
            points,
            reason,
        } => {
            let _ = write!(out, ", \"seat\": {}, \"points\": {points}", seat.number());
            if let Some(text) = reason.and_then(|r| texts.get(r as usize)) {
                let _ = write!(out, ", \"reason\": {}", string(text));
            }
        }
        Event::Surrender { seats } => {
            if let Some(seats) = seats {
                let _ = write!(out, ", \"seats\": {}", set(*seats));
            }
        }
        Event::End { winner } => {
            let _ = write!(out, ", \"winner\": \"{}\"", winner.name());
        }
    }
    out.push('}');
}

fn list(seats: &SeatList) -> String {
    let numbers: Vec<String> = seats.iter().map(|s| s.number().to_string()).collect();
    format!("[{}]", numbers.join(", "))
}

fn set(seats: SeatSet) -> String {
    list(&seats.iter().collect())
}

fn keyed(map: &PerSeat<Seat>) -> String {
    let entries: Vec<String> = Seat::ALL
        .into_iter()
        .filter_map(|s| map[s.index()].map(|t| format!("\"{}\": {}", s.number(), t.number())))
        .collect();
    format!("{{{}}}", entries.join(", "))
}

/// A JSON string literal.
pub(crate) fn string(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_owned())
}
