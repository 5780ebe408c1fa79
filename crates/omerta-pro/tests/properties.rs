//! Properties of the whole engine, checked on the bundled examples and on random legal
//! games:
//!
//! - replay and scoring are deterministic;
//! - the order of keys in JSON objects means nothing;
//! - no red player earns more for a black target than that black's value (R3);
//! - random legal games replay valid, and every total is the sum of its awards;
//! - no mutation of a valid document panics.
//!
//! Random games come from a small generator of legal table play driven by a tape of
//! proptest-chosen numbers, so that a failing case shrinks towards a shorter, plainer game.

use omerta_pro::{report, score_json, Points, Rule, Scoresheet, Seat};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use serde_json::{json, Map, Value};
use std::path::Path;

/// Cases per property: modest, so that the file runs in seconds in debug. Set
/// `PROPTEST_CASES` for a longer soak (`PROPTEST_CASES=20000 cargo test --release ...`).
const CASES: u32 = 256;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(CASES)
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: cases(),
        // Failures print their minimal case; no regression files in the source tree.
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

// ---------------------------------------------------------------------------------------
// The tape: every random choice a test makes.

/// Proptest-chosen numbers, read one per choice. When they run out every choice is 0,
/// which the generator treats as the plainest option, so a shrunk tape still plays a
/// legal game to its end.
struct Tape {
    numbers: Vec<u32>,
    next: usize,
}

impl Tape {
    fn new(numbers: Vec<u32>) -> Tape {
        Tape { numbers, next: 0 }
    }

    /// A number below `n` (0 when `n` is 0).
    fn below(&mut self, n: usize) -> usize {
        let number = self.numbers.get(self.next).copied().unwrap_or(0);
        self.next += 1;
        if n == 0 {
            0
        } else {
            number as usize % n
        }
    }

    /// True `percent` times in a hundred; false when the tape has run out.
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) >= 100 - percent
    }

    fn one_of<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// `k` distinct items, in a random order.
    fn choose<T: Copy>(&mut self, items: &[T], k: usize) -> Vec<T> {
        let mut items = items.to_vec();
        self.shuffle(&mut items);
        items.truncate(k);
        items
    }

    /// Each item with probability `percent`.
    fn subset<T: Copy>(&mut self, items: &[T], percent: usize) -> Vec<T> {
        items
            .iter()
            .copied()
            .filter(|_| self.chance(percent))
            .collect()
    }
}

fn tape() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(any::<u32>(), 0..1200)
}

// ---------------------------------------------------------------------------------------
// A generator of random legal games.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Role {
    Civilian,
    Sheriff,
    Mafia,
    Don,
}

impl Role {
    fn name(self) -> &'static str {
        match self {
            Role::Civilian => "civilian",
            Role::Sheriff => "sheriff",
            Role::Mafia => "mafia",
            Role::Don => "don",
        }
    }

    fn is_black(self) -> bool {
        matches!(self, Role::Mafia | Role::Don)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum How {
    Vote,
    Lift,
    NightShot,
    Discipline,
}

/// A player who left by vote, lift or night shot and may still leave a will.
#[derive(Clone, Copy, Debug)]
struct Leaver {
    seat: u8,
    how: How,
    /// Players at the table just after the departure (the Last Will Ordered limit).
    table_after: usize,
    first_out: bool,
    /// The departure ended the game.
    ended_game: bool,
}

struct TableRules {
    day1_single_leaves: bool,
    lift_at_half: bool,
    fourth_foul_removes: bool,
}

/// A game being played at random, recorded as protocol events.
struct Play<'t> {
    tape: &'t mut Tape,
    roles: [Role; 11],
    rules: TableRules,
    /// Seats at the table, in seat order.
    table: Vec<u8>,
    fouls: [u8; 11],
    events: Vec<Value>,
    day: u8,
    first_out_taken: bool,
    winner: Option<&'static str>,
    /// Each black's value at the end of the game, in thousandths (R3).
    values: [i32; 11],
}

/// A random legal game: the document, the winner the table produced and each black's
/// end-of-game value.
struct RandomGame {
    document: Value,
    winner: &'static str,
    roles: [Role; 11],
    values: [i32; 11],
}

const NAMES: [&str; 12] = [
    "Ann",
    "Bob",
    "Clara Weiss",
    "Ёжик в тумане",
    "名前",
    "a \"quoted\" name",
    "back\\slash",
    "tab\tand newline\n",
    "Galina Sokolova-Vasilyeva-Petrova",
    "",
    "😀 emoji",
    "Jakub",
];

fn random_game(numbers: Vec<u32>) -> RandomGame {
    let mut tape = Tape::new(numbers);
    let mut roles_in_order = vec![Role::Civilian; 6];
    roles_in_order.extend([Role::Sheriff, Role::Mafia, Role::Mafia, Role::Don]);
    tape.shuffle(&mut roles_in_order);
    let mut roles = [Role::Civilian; 11];
    for (i, role) in roles_in_order.into_iter().enumerate() {
        roles[i + 1] = role;
    }
    let house_rules = tape.chance(25);
    let rules = TableRules {
        day1_single_leaves: house_rules && tape.chance(50),
        lift_at_half: house_rules && tape.chance(50),
        fourth_foul_removes: !(house_rules && tape.chance(50)),
    };
    let players: Vec<Value> = (1..=10u8)
        .map(|seat| {
            let name = tape.one_of(&NAMES);
            json!({"seat": seat, "name": name, "role": roles[usize::from(seat)].name()})
        })
        .collect();
    let mut document = Map::new();
    document.insert("format".into(), json!("omerta-pro/1"));
    document.insert("players".into(), Value::Array(players));
    if let Some(written) = rules_object(&rules, &mut tape) {
        document.insert("rules".into(), written);
    }
    let mut values = [0; 11];
    for seat in 1..=10 {
        if roles[seat].is_black() {
            values[seat] = 200;
        }
    }
    let mut play = Play {
        tape: &mut tape,
        roles,
        rules,
        table: (1..=10).collect(),
        fouls: [0; 11],
        events: Vec::new(),
        day: 0,
        first_out_taken: false,
        winner: None,
        values,
    };
    play.play_to_the_end();
    let (events, winner, values) = (play.events, play.winner, play.values);
    document.insert("events".into(), Value::Array(events));
    RandomGame {
        document: Value::Object(document),
        winner: winner.expect("a generated game ends"),
        roles,
        values,
    }
}

/// The rule parameters as a document may write them: absent, `{}`, or explicit.
fn rules_object(rules: &TableRules, tape: &mut Tape) -> Option<Value> {
    let mut written = Map::new();
    if rules.day1_single_leaves {
        written.insert("day1_single_candidate".into(), json!("leaves"));
    } else if tape.chance(20) {
        written.insert("day1_single_candidate".into(), json!("no_vote"));
    }
    if rules.lift_at_half {
        written.insert("lift_threshold".into(), json!("half_of_table"));
    } else if tape.chance(20) {
        written.insert("lift_threshold".into(), json!("majority_of_table"));
    }
    if !rules.fourth_foul_removes || tape.chance(20) {
        written.insert(
            "fourth_foul_removes".into(),
            json!(rules.fourth_foul_removes),
        );
    }
    if written.is_empty() && tape.chance(50) {
        None
    } else {
        Some(Value::Object(written))
    }
}

/// Last Will Ordered: how many targets with `left` players at the table after the
/// departure.
fn order_limit(left: usize) -> usize {
    match left {
        7.. => 3,
        5..=6 => 2,
        3..=4 => 1,
        _ => 0,
    }
}

fn seat_map(entries: impl IntoIterator<Item = (u8, Value)>) -> Value {
    Value::Object(
        entries
            .into_iter()
            .map(|(seat, value)| (seat.to_string(), value))
            .collect(),
    )
}

impl Play<'_> {
    fn is_black(&self, seat: u8) -> bool {
        self.roles[usize::from(seat)].is_black()
    }

    fn seat_of(&self, role: Role) -> u8 {
        (1..=10u8)
            .find(|s| self.roles[usize::from(*s)] == role)
            .expect("every role is seated")
    }

    fn blacks(&self) -> Vec<u8> {
        self.table
            .iter()
            .copied()
            .filter(|s| self.is_black(*s))
            .collect()
    }

    fn reds(&self) -> Vec<u8> {
        self.table
            .iter()
            .copied()
            .filter(|s| !self.is_black(*s))
            .collect()
    }

    fn ended(&self) -> bool {
        self.winner.is_some()
    }

    /// Late in the game every day votes someone out and every night kills, so that the
    /// game surely ends (long before the day counter could matter).
    fn forced(&self) -> bool {
        self.day > 6
    }

    fn push(&mut self, event: Value) {
        self.events.push(event);
    }

    fn play_to_the_end(&mut self) {
        let mut leavers = Vec::new();
        loop {
            leavers = self.play_day(leavers);
            if self.ended() {
                break;
            }
            leavers = self.play_night();
            if self.ended() {
                break;
            }
        }
        // Wills of the last departure may follow the end; then, maybe, `end`.
        self.wills(&leavers);
        if self.tape.chance(70) {
            let winner = self.winner.expect("the game ended");
            self.push(json!({"type": "end", "winner": winner}));
        }
    }

    /// `seats` leave the table. Returns those who may leave a will.
    fn depart(&mut self, seats: &[u8], how: How) -> Vec<Leaver> {
        let self_shot = how == How::NightShot && seats.iter().all(|s| self.is_black(*s));
        self.table.retain(|s| !seats.contains(s));
        if self_shot {
            // R3: a self-shot with allies left hands the shooter's value on to them.
            let allies = self.blacks();
            let raised = match allies.len() {
                0 => None,
                1 => Some(400),
                _ => Some(300),
            };
            if let Some(raised) = raised {
                for ally in allies {
                    self.values[usize::from(ally)] = raised;
                }
                self.values[usize::from(seats[0])] = 0;
            }
        }
        let blacks = self.blacks().len();
        let reds = self.table.len() - blacks;
        let ended_game = !self.ended() && (blacks == 0 || blacks >= reds);
        if ended_game {
            self.winner = Some(if blacks == 0 { "red" } else { "black" });
        }
        if how == How::Discipline {
            return Vec::new();
        }
        let first_out = !self.first_out_taken;
        self.first_out_taken = true;
        seats
            .iter()
            .map(|&seat| Leaver {
                seat,
                how,
                table_after: self.table.len(),
                first_out,
                ended_game,
            })
            .collect()
    }

    /// Each leaver may leave a will: none recorded, skipped, colors (the First Out),
    /// an order within the limit (not the First Out), or the helm.
    fn wills(&mut self, leavers: &[Leaver]) {
        for leaver in leavers {
            let kind = self.tape.below(5);
            let by = leaver.seat;
            let table = self.table.clone();
            let event = match kind {
                0 => continue,
                1 => json!({"type": "will", "by": by}),
                2 | 3 if leaver.first_out => {
                    let k = self.tape.below(4);
                    let named = self.tape.choose(&table, k);
                    let colors = named.into_iter().map(|seat| {
                        let color = if self.tape.chance(50) { "black" } else { "red" };
                        (seat, json!(color))
                    });
                    json!({"type": "will", "by": by, "colors": seat_map(colors)})
                }
                2 | 3 => {
                    let no_order = leaver.ended_game && matches!(leaver.how, How::Vote | How::Lift);
                    if no_order {
                        continue;
                    }
                    let k = self.tape.below(order_limit(leaver.table_after) + 1);
                    let order = self.tape.choose(&table, k);
                    json!({"type": "will", "by": by, "order": order})
                }
                _ => {
                    if table.is_empty() {
                        continue;
                    }
                    let to = self.tape.one_of(&table);
                    json!({"type": "will", "by": by, "helm": to})
                }
            };
            self.push(event);
        }
    }

    fn play_day(&mut self, night_leavers: Vec<Leaver>) -> Vec<Leaver> {
        self.day += 1;
        self.push(json!({"type": "day"}));
        self.wills(&night_leavers);
        if self.discipline() {
            return Vec::new();
        }
        let leavers = self.voting();
        if !self.ended() {
            self.wills(&leavers);
            return Vec::new();
        }
        leavers
    }

    /// Fouls and the judge's decisions. Returns true when the game has ended.
    fn discipline(&mut self) -> bool {
        for _ in 0..self.tape.below(3) {
            if !self.tape.chance(30) {
                continue;
            }
            let seat = self.tape.one_of(&self.table.clone());
            self.push(json!({"type": "foul", "seat": seat}));
            self.fouls[usize::from(seat)] += 1;
            if self.fouls[usize::from(seat)] == 4 && self.rules.fourth_foul_removes {
                self.depart(&[seat], How::Discipline);
                if self.ended() {
                    return true;
                }
            }
        }
        if self.tape.chance(3) {
            let seat = self.tape.one_of(&self.table.clone());
            self.push(json!({"type": "removal", "seat": seat}));
            self.depart(&[seat], How::Discipline);
            if self.ended() {
                return true;
            }
        }
        if self.tape.chance(3) {
            // Any seat: a player who has left may still be disqualified (P25).
            let seat = 1 + self.tape.below(10) as u8;
            self.push(json!({"type": "disqualification", "seat": seat}));
            if self.table.contains(&seat) {
                self.depart(&[seat], How::Discipline);
                if self.ended() {
                    return true;
                }
            }
        }
        if self.tape.chance(2) {
            let seat = 1 + self.tape.below(10) as u8;
            self.push(json!({"type": "declared_defeat", "seat": seat}));
            if self.table.contains(&seat) {
                self.depart(&[seat], How::Discipline);
            }
            // The offender's team loses at once, whatever the counts say.
            self.winner = Some(if self.is_black(seat) { "red" } else { "black" });
            return true;
        }
        if self.tape.chance(2) {
            let blacks = self.blacks();
            if self.tape.chance(50) {
                self.push(json!({"type": "surrender", "seats": blacks}));
            } else {
                self.push(json!({"type": "surrender"}));
            }
            self.depart(&blacks, How::Discipline);
            self.winner = Some("red");
            return true;
        }
        false
    }

    /// Nominations and the day's voting rounds. Returns who left.
    fn voting(&mut self) -> Vec<Leaver> {
        let most = self.table.len().min(4);
        let mut n = self.tape.below(most + 1);
        if self.forced() {
            n = n.max(1);
        }
        let table = self.table.clone();
        let nominees = self.tape.choose(&table, n);
        let recorded = self.tape.chance(70);
        if recorded {
            for (by, target) in self.nominators(&nominees).into_iter().zip(&nominees) {
                self.push(json!({"type": "nominate", "by": by, "target": target}));
            }
        }
        match nominees.len() {
            0 => Vec::new(),
            1 if self.day == 1 && !self.rules.day1_single_leaves => Vec::new(),
            1 => {
                let single = nominees[0];
                let mut vote = json!({"type": "vote", "ballots": {}});
                if !recorded || self.tape.chance(30) {
                    vote["candidates"] = json!([single]);
                }
                if self.tape.chance(50) {
                    let voters = self.tape.subset(&table, 50);
                    vote["ballots"] = seat_map(voters.into_iter().map(|v| (v, json!(single))));
                }
                self.push(vote);
                self.depart(&[single], How::Vote)
            }
            _ => self.rounds(nominees, recorded),
        }
    }

    /// One nominator per nominee, each nominating once and never themself.
    fn nominators(&mut self, nominees: &[u8]) -> Vec<u8> {
        let table = self.table.clone();
        let chosen = self.tape.choose(&table, nominees.len());
        if chosen.iter().zip(nominees).all(|(by, target)| by != target) {
            return chosen;
        }
        match nominees {
            [single] => vec![*table.iter().find(|s| *s != single).expect("two players")],
            // Each nominee nominates the next one.
            _ => (0..nominees.len())
                .map(|k| nominees[(k + 1) % nominees.len()])
                .collect(),
        }
    }

    /// Voting rounds until somebody leaves, a lift decides, or nobody does.
    fn rounds(&mut self, mut candidates: Vec<u8>, recorded: bool) -> Vec<Leaver> {
        let mut revote = false;
        loop {
            let table = self.table.clone();
            let mut tally = [0usize; 11];
            let mut ballots = Vec::new();
            // A split table: the voters go round the candidates in turn, often a tie.
            let split = self.tape.chance(30);
            for (k, &voter) in table.iter().enumerate() {
                let choice = if self.forced() {
                    candidates[0]
                } else if split {
                    candidates[k % candidates.len()]
                } else {
                    self.tape.one_of(&candidates)
                };
                let last = *candidates.last().expect("at least two candidates");
                // A voter missing from the ballots counts for the last candidate.
                if choice == last && self.tape.chance(20) {
                    tally[usize::from(last)] += 1;
                    continue;
                }
                tally[usize::from(choice)] += 1;
                ballots.push((voter, json!(choice)));
            }
            let mut vote = json!({"type": "vote", "ballots": seat_map(ballots)});
            let write_candidates = if revote {
                self.tape.chance(50)
            } else {
                !recorded || self.tape.chance(30)
            };
            if write_candidates {
                vote["candidates"] = json!(candidates);
            }
            self.push(vote);
            let top = candidates
                .iter()
                .map(|c| tally[usize::from(*c)])
                .max()
                .unwrap_or(0);
            let leaders: Vec<u8> = candidates
                .iter()
                .copied()
                .filter(|c| tally[usize::from(*c)] == top)
                .collect();
            if leaders.len() == 1 {
                return self.depart(&leaders, How::Vote);
            }
            if revote && leaders.len() == candidates.len() {
                return self.lift(&leaders);
            }
            candidates = leaders;
            revote = true;
        }
    }

    /// The raise after a repeated tie.
    fn lift(&mut self, leaders: &[u8]) -> Vec<Leaver> {
        let table = self.table.clone();
        let percent = self.tape.one_of(&[20, 50, 80]);
        let yes = self.tape.subset(&table, percent);
        self.push(json!({"type": "lift", "yes": yes}));
        let needed = if self.rules.lift_at_half {
            table.len().div_ceil(2)
        } else {
            table.len() / 2 + 1
        };
        if yes.len() >= needed {
            self.depart(leaders, How::Lift)
        } else {
            Vec::new()
        }
    }

    fn play_night(&mut self) -> Vec<Leaver> {
        let night = self.day;
        self.push(json!({"type": "night"}));
        let night_table = self.table.clone();
        let mut leavers = Vec::new();
        if self.tape.chance(95) || self.forced() {
            leavers = self.shots(night);
        }
        if self.ended() {
            return leavers;
        }
        for role in [Role::Don, Role::Sheriff] {
            let by = self.seat_of(role);
            // P3: a checker at the table when the night began checks, even if shot.
            if !night_table.contains(&by) || !self.tape.chance(75) {
                continue;
            }
            let others: Vec<u8> = night_table.iter().copied().filter(|s| *s != by).collect();
            let target = self.tape.one_of(&others);
            let kind = if role == Role::Don {
                "don_check"
            } else {
                "sheriff_check"
            };
            self.push(json!({"type": kind, "target": target}));
        }
        leavers
    }

    /// The mafia's shooting: a kill (sometimes of a black: a self-shot) or a miss.
    fn shots(&mut self, night: u8) -> Vec<Leaver> {
        let blacks = self.blacks();
        let table = self.table.clone();
        if self.forced() || self.tape.chance(65) {
            let reds = self.reds();
            let target = if self.tape.chance(10) {
                self.tape.one_of(&blacks)
            } else {
                self.tape.one_of(&reds)
            };
            let mut event = json!({
                "type": "shots",
                "shots": seat_map(blacks.iter().map(|b| (*b, json!(target)))),
            });
            let sheriff = self.seat_of(Role::Sheriff);
            if night == 1 && target == sheriff && self.tape.chance(50) {
                event["credit"] = json!(self.tape.one_of(&blacks));
            }
            self.push(event);
            return self.depart(&[target], How::NightShot);
        }
        // A miss: not every black shot, or they did not agree.
        let mut shots: Vec<(u8, u8)> = Vec::new();
        for &black in &blacks {
            if self.tape.chance(80) {
                shots.push((black, self.tape.one_of(&table)));
            }
        }
        let all_agree = shots.len() == blacks.len() && shots.iter().all(|(_, t)| *t == shots[0].1);
        if all_agree {
            shots.pop();
        }
        let mut event = json!({
            "type": "shots",
            "shots": seat_map(shots.into_iter().map(|(b, t)| (b, json!(t)))),
        });
        if self.tape.chance(40) {
            event["miss_by"] = json!(self.tape.subset(&blacks, 50));
        }
        self.push(event);
        Vec::new()
    }
}

// ---------------------------------------------------------------------------------------
// Documents as text.

/// JSON text of `value` with the keys of every object in a tape-chosen order (serde_json
/// here keeps keys sorted, so the shuffled text is built by hand).
fn shuffled_text(value: &Value, tape: &mut Tape) -> String {
    let mut out = String::new();
    write_shuffled(value, tape, &mut out);
    out
}

fn write_shuffled(value: &Value, tape: &mut Tape, out: &mut String) {
    match value {
        Value::Object(map) => {
            let mut entries: Vec<(&String, &Value)> = map.iter().collect();
            tape.shuffle(&mut entries);
            out.push('{');
            for (i, (key, item)) in entries.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String(key.clone()).to_string());
                out.push(':');
                write_shuffled(item, tape, out);
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_shuffled(item, tape, out);
            }
            out.push(']');
        }
        scalar => out.push_str(&scalar.to_string()),
    }
}

/// The bundled sample games, as (file name, text).
fn examples() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/pro");
    let mut found: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path).expect("an example is readable");
            (name, text)
        })
        .collect();
    found.sort();
    assert!(!found.is_empty(), "no examples in {}", dir.display());
    found
}

fn example_documents() -> Vec<(String, Value)> {
    examples()
        .into_iter()
        .map(|(name, text)| {
            let value = serde_json::from_str(&text).expect("an example is JSON");
            (name, value)
        })
        .collect()
}

/// A document to test: one of the examples (`pick` chooses) or a random game.
fn some_document(pick: usize, numbers: Vec<u32>) -> (String, Value) {
    let examples = example_documents();
    if pick < examples.len() {
        examples[pick].clone()
    } else {
        ("a random game".to_owned(), random_game(numbers).document)
    }
}

fn scored(what: &str, text: &str) -> Scoresheet {
    match score_json(text) {
        Ok((_, sheet)) => sheet,
        Err(e) => panic!("{what} does not score: {e}\n{text}"),
    }
}

fn assert_totals_add_up(sheet: &Scoresheet) {
    for seat in &sheet.seats {
        let sum: Points = seat.awards.iter().map(|a| a.points).sum();
        assert_eq!(
            seat.total, sum,
            "seat {}: total is not the sum of its awards",
            seat.seat
        );
    }
}

// ---------------------------------------------------------------------------------------
// The properties.

proptest! {
    #![proptest_config(config())]

    /// (a) Scoring the same document twice gives the same scores, word for word.
    #[test]
    fn replay_is_deterministic(pick in 0usize..16, numbers in tape()) {
        let (what, document) = some_document(pick, numbers);
        let text = document.to_string();
        let (game, first) = score_json(&text).unwrap_or_else(|e| panic!("{what}: {e}"));
        let (_, second) = score_json(&text).unwrap_or_else(|e| panic!("{what}: {e}"));
        prop_assert_eq!(&first, &second, "{}", what);
        prop_assert_eq!(report::to_json(&game, &first), report::to_json(&game, &second));
    }

    /// (b) The order of keys in any object (the document, players, events, ballots,
    /// shots, colors) changes nothing.
    #[test]
    fn key_order_means_nothing(pick in 0usize..16, numbers in tape(), order in tape()) {
        let (what, document) = some_document(pick, numbers);
        let sorted = scored(&what, &document.to_string());
        let text = shuffled_text(&document, &mut Tape::new(order));
        let shuffled = scored(&what, &text);
        prop_assert_eq!(
            canonical(sorted),
            canonical(shuffled),
            "{} with keys in this order:\n{}",
            what,
            text
        );
    }

    /// (c) For each black target, a red player's target actions (its own and those
    /// copied through Pass the Helm) add up to at most that black's end-of-game value.
    #[test]
    fn no_red_earns_more_than_a_black_is_worth(numbers in tape()) {
        let game = random_game(numbers);
        let text = game.document.to_string();
        let sheet = scored("a random game", &text);
        for red in (1..=10u8).filter(|s| !game.roles[usize::from(*s)].is_black()) {
            let awards = &sheet.seat(Seat::new(red.into()).unwrap()).awards;
            for black in (1..=10u8).filter(|s| game.roles[usize::from(*s)].is_black()) {
                let earned: i32 = awards
                    .iter()
                    .filter(|a| a.target.map(Seat::number) == Some(black))
                    .filter(|a| is_target_action(a.rule, a.via.map(|(rule, _)| rule)))
                    .map(|a| a.points.thousandths())
                    .sum();
                let value = game.values[usize::from(black)];
                prop_assert!(
                    earned <= value,
                    "red #{} earned {} for black #{} worth {}; awards: {:?}\n{}",
                    red, earned, black, value, awards, text
                );
            }
        }
    }

    /// (d) Random legal games replay valid, with the winner the table produced, and every
    /// total, in the Scoresheet and as printed, is the sum of its awards.
    #[test]
    fn random_games_are_valid_and_totals_add_up(numbers in tape()) {
        let game = random_game(numbers);
        let text = game.document.to_string();
        let (replayed, sheet) = score_json(&text)
            .unwrap_or_else(|e| panic!("a generated game is rejected: {e}\n{text}"));
        prop_assert_eq!(sheet.winner.name(), game.winner, "{}", text);
        prop_assert_eq!(replayed.winner().map(|w| w.name()), Some(game.winner));
        assert_totals_add_up(&sheet);
        let printed: Value = serde_json::from_str(&report::to_json(&replayed, &sheet))
            .expect("the report is JSON");
        for player in printed["players"].as_array().expect("players") {
            let sum: i64 = player["awards"]
                .as_array()
                .expect("awards")
                .iter()
                .map(|a| thousandths(&a["points"]))
                .sum();
            prop_assert_eq!(thousandths(&player["total"]), sum, "{}", player);
        }
    }

    /// (e) Dropping or duplicating events and changing seat numbers to anything in 0..12
    /// never panics: the document scores or is rejected.
    #[test]
    fn mutations_never_panic(
        pick in 0usize..16,
        numbers in tape(),
        mutations in tape(),
    ) {
        let (_, mut document) = some_document(pick, numbers);
        let mut tape = Tape::new(mutations);
        for _ in 0..1 + tape.below(3) {
            mutate(&mut document, &mut tape);
        }
        let text = document.to_string();
        if let Ok((game, sheet)) = score_json(&text) {
            assert_totals_add_up(&sheet);
            let _ = report::to_json(&game, &sheet);
        }
    }
}

/// A target action, or a Pass the Helm copy of one.
fn is_target_action(rule: Rule, earned_under: Option<Rule>) -> bool {
    rule.is_target_action()
        || (rule.id() == "helm.red-recipient" && earned_under.is_some_and(Rule::is_target_action))
}

fn thousandths(number: &Value) -> i64 {
    let n = number
        .as_f64()
        .unwrap_or_else(|| panic!("{number} is not a number"));
    (n * 1000.0).round() as i64
}

// ---------------------------------------------------------------------------------------
// Mutations.

/// One mutation: drop an event, duplicate one, or change one seat number to 0..12.
fn mutate(document: &mut Value, tape: &mut Tape) {
    let Some(events) = document["events"].as_array_mut() else {
        return;
    };
    if events.is_empty() {
        return;
    }
    let i = tape.below(events.len());
    match tape.below(3) {
        0 => {
            events.remove(i);
        }
        1 => {
            let copy = events[i].clone();
            events.insert(i + 1, copy);
        }
        _ => change_a_seat(document, tape),
    }
}

/// Where a seat number is written: a field, an item of a list, an object's key or value.
enum SeatSpot {
    Field(String),
    Item(String, usize),
    Key(String, String),
    Value(String, String),
}

fn change_a_seat(document: &mut Value, tape: &mut Tape) {
    let to = tape.below(13);
    let in_players = tape.chance(10);
    let container = if in_players { "players" } else { "events" };
    let Some(items) = document[container].as_array_mut() else {
        return;
    };
    if items.is_empty() {
        return;
    }
    let i = tape.below(items.len());
    let Some(object) = items[i].as_object_mut() else {
        return;
    };
    let spots = seat_spots(object);
    if spots.is_empty() {
        return;
    }
    match &spots[tape.below(spots.len())] {
        SeatSpot::Field(field) => {
            object.insert(field.clone(), json!(to));
        }
        SeatSpot::Item(field, at) => object[field][*at] = json!(to),
        SeatSpot::Key(field, key) => {
            let map = object[field].as_object_mut().expect("a seat map");
            let value = map.remove(key).expect("the key is there");
            map.insert(to.to_string(), value);
        }
        SeatSpot::Value(field, key) => object[field][key] = json!(to),
    }
}

fn seat_spots(object: &Map<String, Value>) -> Vec<SeatSpot> {
    let mut spots = Vec::new();
    for (field, value) in object {
        match (field.as_str(), value) {
            ("by" | "target" | "seat" | "credit" | "helm", Value::Number(_)) => {
                spots.push(SeatSpot::Field(field.clone()));
            }
            ("candidates" | "yes" | "miss_by" | "order" | "seats", Value::Array(items)) => {
                spots.extend((0..items.len()).map(|at| SeatSpot::Item(field.clone(), at)));
            }
            ("ballots" | "shots" | "colors", Value::Object(map)) => {
                for (key, item) in map {
                    spots.push(SeatSpot::Key(field.clone(), key.clone()));
                    if item.is_number() {
                        spots.push(SeatSpot::Value(field.clone(), key.clone()));
                    }
                }
            }
            _ => {}
        }
    }
    spots
}

// ---------------------------------------------------------------------------------------
// The generator itself.

/// The generator plays varied games: both winners, lifts, self-shots, wills of every kind.
#[test]
fn the_generator_covers_the_table() {
    let mut seen = std::collections::BTreeSet::new();
    let mut winners = std::collections::BTreeSet::new();
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    for _ in 0..CASES {
        let numbers = tape().new_tree(&mut runner).expect("a tape").current();
        let game = random_game(numbers);
        winners.insert(game.winner);
        for event in game.document["events"].as_array().expect("events") {
            let kind = event["type"].as_str().expect("a type").to_owned();
            for field in ["colors", "order", "helm", "miss_by", "credit", "candidates"] {
                if event.get(field).is_some() {
                    seen.insert(format!("{kind}.{field}"));
                }
            }
            seen.insert(kind);
        }
        let (_, sheet) = score_json(&game.document.to_string()).expect("valid");
        for seat in &sheet.seats {
            for award in &seat.awards {
                seen.insert(award.rule.id().to_owned());
            }
        }
    }
    for wanted in [
        "lift",
        "will.colors",
        "will.order",
        "will.helm",
        "shots.miss_by",
        "vote.candidates",
        "declared_defeat",
        "surrender",
        "removal",
        "disqualification",
        "red.raise.black",
        "red.self-shot.last-black",
        "black.self-shot.ally-safe",
        "helm.red-recipient",
    ] {
        assert!(
            seen.contains(wanted),
            "no generated game has {wanted}; seen: {seen:?}"
        );
    }
    assert!(
        winners.contains("red") && winners.contains("black"),
        "{winners:?}"
    );
}

/// The same scores with the awards of each seat in one order, whatever order the rules
/// found them in.
///
/// Known issue: the awards of one First Color Will come out in the order of the keys of
/// its `colors` object, so an exact comparison of Scoresheets fails on key order alone
/// (same awards, same totals). See `key_order_does_not_even_reorder_awards`.
fn canonical(mut sheet: Scoresheet) -> Scoresheet {
    for seat in &mut sheet.seats {
        seat.awards.sort_by_key(|a| {
            (
                a.event,
                a.rule.id(),
                a.target,
                a.points,
                a.via.map(|(r, s)| (r.id(), s)),
            )
        });
    }
    sheet
}

/// Every example scores the same with its keys in another order (a fixed, readable case
/// of property (b)).
#[test]
fn examples_score_the_same_with_keys_moved() {
    for (name, document) in example_documents() {
        let sorted = scored(&name, &document.to_string());
        let text = shuffled_text(&document, &mut Tape::new(vec![u32::MAX; 4096]));
        assert_eq!(canonical(sorted), canonical(scored(&name, &text)), "{name}");
    }
}

/// Property (b) word for word: not even the order of the awards may follow key order.
#[test]
fn key_order_does_not_even_reorder_awards() {
    for (name, document) in example_documents() {
        let sorted = scored(&name, &document.to_string());
        let text = shuffled_text(&document, &mut Tape::new(vec![u32::MAX; 4096]));
        assert_eq!(sorted, scored(&name, &text), "{name}");
    }
}

/// A long document must not panic either: past 255 days is a violation, and fouls past
/// four (when the fourth does not remove) are counted without wrapping.
#[test]
fn long_documents_never_panic() {
    let players: Vec<Value> = (1..=10u8)
        .map(|seat| {
            let role = match seat {
                1 => "sheriff",
                8 => "don",
                9 | 10 => "mafia",
                _ => "civilian",
            };
            json!({"seat": seat, "name": format!("Player {seat}"), "role": role})
        })
        .collect();
    let mut days = Vec::new();
    for _ in 0..300 {
        days.extend([json!({"type": "day"}), json!({"type": "night"})]);
    }
    let mut fouls = vec![json!({"type": "day"})];
    fouls.extend((0..300).map(|_| json!({"type": "foul", "seat": 2})));
    for (rules, events) in [
        (json!({}), days),
        (json!({"fourth_foul_removes": false}), fouls),
    ] {
        let document = json!({
            "format": "omerta-pro/1",
            "players": players,
            "rules": rules,
            "events": events,
        });
        let _ = score_json(&document.to_string());
    }
}
