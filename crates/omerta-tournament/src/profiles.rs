//! A player's profile: their finished games in every rule set, by account; for Pro, per
//! role, games, wins, average points, best-move points, fouls and times First Out; for the
//! forum and 1923, games and wins per faction or family. Points are added up exactly in
//! thousandths, the average rounded as the standings round it ([`average`]).

use crate::records::GameRecord;
use crate::standings::average;
use omerta_pro::Points;
use std::collections::BTreeMap;

/// The Pro roles, in the order every table of roles shows them.
pub const PRO_ROLES: [&str; 4] = ["civilian", "sheriff", "mafia", "don"];

/// A player's Pro games in one role (or in every role: `role` empty).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RoleLine {
    pub role: String,
    pub games: u32,
    pub wins: u32,
    /// The exact sum of the seats' totals.
    pub total: Points,
    /// The exact sum of the best-move points (the First Color Will's awards).
    pub best_move: Points,
    pub fouls: u32,
    pub first_out: u32,
}

impl RoleLine {
    /// The average per game, rounded half away from zero to a thousandth.
    pub fn average(&self) -> Points {
        average(self.total, self.games)
    }

    fn add(&mut self, seat: &crate::records::SeatRecord) {
        self.games += 1;
        self.wins += u32::from(seat.won);
        self.total += seat.total;
        self.best_move += seat.best_move;
        self.fouls += seat.fouls;
        self.first_out += u32::from(seat.first_out);
    }
}

/// A player's games with one forum faction or 1923 family.
#[derive(Clone, Debug, PartialEq)]
pub struct SideLine {
    pub side: String,
    pub games: u32,
    pub wins: u32,
}

/// One game the player played, as their profile lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    pub id: i64,
    pub ruleset: String,
    pub title: String,
    pub event: String,
    pub finished_at: i64,
    /// The name they were seated under.
    pub name: String,
    pub side: String,
    pub won: bool,
    /// Pro: their total; `None` elsewhere.
    pub total: Option<Points>,
}

/// A player's profile.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Profile {
    /// The most recently finished first.
    pub games: Vec<Played>,
    /// One line per Pro role, in [`PRO_ROLES`]' order, played or not.
    pub pro: Vec<RoleLine>,
    /// Every Pro game, every role.
    pub pro_all: RoleLine,
    /// Per forum faction, by name.
    pub forum: Vec<SideLine>,
    /// Per 1923 family, by name.
    pub m1923: Vec<SideLine>,
}

/// The profile of `account` over finished games' records (seats already mapped to
/// accounts: by the lobby and by the events' registrations).
pub fn profile(records: &[GameRecord], account: i64) -> Profile {
    let mut pro: Vec<RoleLine> = PRO_ROLES
        .iter()
        .map(|r| RoleLine {
            role: (*r).to_string(),
            ..RoleLine::default()
        })
        .collect();
    let mut pro_all = RoleLine::default();
    let mut sides: BTreeMap<(&str, &str), SideLine> = BTreeMap::new();
    let mut games = Vec::new();
    for record in records {
        for seat in record.seats.iter().filter(|s| s.account == Some(account)) {
            games.push(Played {
                id: record.id,
                ruleset: record.ruleset.clone(),
                title: record.title.clone(),
                event: record.event.clone(),
                finished_at: record.finished_at,
                name: seat.name.clone(),
                side: seat.side.clone(),
                won: seat.won,
                total: (record.ruleset == "pro").then_some(seat.total),
            });
            if record.ruleset == "pro" {
                pro_all.add(seat);
                if let Some(line) = pro.iter_mut().find(|l| l.role == seat.side) {
                    line.add(seat);
                }
            } else {
                let line = sides
                    .entry((record.ruleset.as_str(), seat.side.as_str()))
                    .or_insert_with(|| SideLine {
                        side: seat.side.clone(),
                        games: 0,
                        wins: 0,
                    });
                line.games += 1;
                line.wins += u32::from(seat.won);
            }
        }
    }
    games.sort_by_key(|g| std::cmp::Reverse((g.finished_at, g.id)));
    let of = |ruleset: &str| -> Vec<SideLine> {
        sides
            .iter()
            .filter(|((r, _), _)| *r == ruleset)
            .map(|(_, line)| line.clone())
            .collect()
    };
    Profile {
        forum: of("forum"),
        m1923: of("1923"),
        games,
        pro,
        pro_all,
    }
}
