//! The samples in `examples/forum/` read, and count to what `examples/forum/README.md`
//! says: for every day, the tally at the day's last post.

use omerta_forum::{tally, PhaseKind, Tally, Thread};

fn sample(name: &str) -> Thread {
    let path = format!("{}/../../examples/forum/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    Thread::from_json(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What README.md states for one day.
struct Day<'a> {
    number: u32,
    alive: usize,
    majority: usize,
    lock: usize,
    /// (target, voters in order, locked), biggest first.
    wagons: &'a [(&'a str, &'a [&'a str], bool)],
    not_voting: &'a [&'a str],
    lynch: Option<&'a str>,
    called: Option<bool>,
    /// Every note up to the day's last post: (post, rule).
    notes: &'a [(u64, u8)],
}

/// The slots' names at the moment of the tally (a replaced player's before the replacement).
fn names(t: &Thread, r: &Tally, slots: &[usize]) -> Vec<String> {
    slots.iter().map(|s| name(t, r, *s)).collect()
}

fn name(t: &Thread, r: &Tally, slot: usize) -> String {
    let post = r.at_post.expect("a post counted");
    let time = t
        .posts
        .iter()
        .find(|p| p.id == post)
        .expect("the post")
        .time;
    t.name_at(slot, time).to_owned()
}

/// The id of the last post made in Day `number`.
fn last_post_of_day(t: &Thread, number: u32) -> u64 {
    let phase = t
        .phases
        .iter()
        .position(|p| p.kind == PhaseKind::Day && p.number == number)
        .unwrap_or_else(|| panic!("no day {number}"));
    t.posts
        .iter()
        .rfind(|p| p.phase == Some(phase))
        .unwrap_or_else(|| panic!("no post in day {number}"))
        .id
}

fn check(t: &Thread, r: &Tally, want: &Day) {
    let day = want.number;
    assert_eq!(t.phases[r.day.expect("a day counted")].number, day);
    assert_eq!(
        (r.alive.len(), r.majority, r.lock),
        (want.alive, want.majority, want.lock),
        "day {day}: alive, majority, lock"
    );
    let got: Vec<(String, Vec<String>, bool)> = r
        .wagons
        .iter()
        .map(|w| (name(t, r, w.target), names(t, r, &w.voters), w.locked))
        .collect();
    let expected: Vec<(String, Vec<String>, bool)> = want
        .wagons
        .iter()
        .map(|(target, voters, locked)| {
            (
                (*target).to_owned(),
                voters.iter().map(|v| (*v).to_owned()).collect(),
                *locked,
            )
        })
        .collect();
    assert_eq!(got, expected, "day {day}: wagons");
    assert_eq!(
        names(t, r, &r.not_voting),
        want.not_voting,
        "day {day}: not voting"
    );
    assert_eq!(
        r.lynch.map(|s| name(t, r, s)).as_deref(),
        want.lynch,
        "day {day}: lynch"
    );
    assert_eq!(r.called, want.called, "day {day}: 50 % rule");
    let notes: Vec<(u64, u8)> = r.notes.iter().map(|n| (n.post, n.rule)).collect();
    assert_eq!(notes, want.notes, "day {day}: notes");
}

fn check_days(t: &Thread, days: &[Day]) {
    for want in days {
        let at = last_post_of_day(t, want.number);
        let r = tally(t, Some(at));
        assert!(
            !r.day_over,
            "day {}: still running at its last post",
            want.number
        );
        check(t, &r, want);
    }
}

// ---------------------------------------------------------------------------------------
// thread.json: The Harbour (README.md, "The big thread").
// ---------------------------------------------------------------------------------------

const TOWN: Option<bool> = Some(false);

const HARBOUR_DAY_1_NOTES: &[(u64, u8)] = &[(48266, 6), (48314, 6)];
const HARBOUR_DAY_2_NOTES: &[(u64, u8)] = &[
    (48266, 6),
    (48314, 6),
    (48464, 2),
    (48479, 5),
    (48502, 6),
    (48602, 7),
    (48609, 7),
];
const HARBOUR_DAY_3_NOTES: &[(u64, u8)] = &[
    (48266, 6),
    (48314, 6),
    (48464, 2),
    (48479, 5),
    (48502, 6),
    (48602, 7),
    (48609, 7),
    (48770, 6),
];

const HARBOUR: &[Day] = &[
    Day {
        number: 1,
        alive: 13,
        majority: 7,
        lock: 8,
        wagons: &[
            (
                "Wexford",
                &[
                    "Bad Ash", "Sable", "Marlow", "Dredd", "Tinsel", "Juniper", "Pyro",
                ],
                false,
            ),
            ("Quill", &["Wexford", "Tara"], false),
            ("Tara", &["Quill"], false),
            ("Pyro", &["Leopold Stotch"], false),
            ("Bad Ash", &["Mikeburnfire"], false),
        ],
        not_voting: &["Noodle"],
        lynch: Some("Wexford"),
        called: TOWN,
        notes: HARBOUR_DAY_1_NOTES,
    },
    Day {
        number: 2,
        alive: 10,
        majority: 6,
        lock: 7,
        wagons: &[
            (
                "Pyro",
                &[
                    "Noodle",
                    "Leopold Stotch",
                    "Hollis",
                    "Dredd",
                    "Juniper",
                    "Bad Ash",
                    "Tinsel",
                ],
                true,
            ),
            ("Noodle", &["Pyro", "Sable"], false),
            ("Juniper", &["Marlow"], false),
        ],
        not_voting: &[],
        lynch: Some("Pyro"),
        called: TOWN,
        notes: HARBOUR_DAY_2_NOTES,
    },
    Day {
        number: 3,
        alive: 8,
        majority: 5,
        lock: 6,
        wagons: &[
            (
                "Sable",
                &["Bad Ash", "Hollis", "Leopold Stotch", "Tinsel"],
                false,
            ),
            ("Bad Ash", &["Sable"], false),
            ("Dredd", &["Marlow"], false),
            ("Marlow", &["Dredd"], false),
        ],
        not_voting: &["Juniper"],
        lynch: None,
        called: TOWN,
        notes: HARBOUR_DAY_3_NOTES,
    },
    Day {
        number: 4,
        alive: 7,
        majority: 4,
        lock: 5,
        wagons: &[
            (
                "Sable",
                &[
                    "Hollis",
                    "Bad Ash",
                    "Leopold Stotch",
                    "Dredd",
                    "Tinsel",
                    "Marlow",
                ],
                true,
            ),
            ("Hollis", &["Sable"], false),
        ],
        not_voting: &[],
        lynch: Some("Sable"),
        called: TOWN,
        notes: HARBOUR_DAY_3_NOTES,
    },
];

#[test]
fn the_harbour_reads() {
    let t = sample("thread.json");
    assert!(t.posts.len() >= 300, "{} posts", t.posts.len());
    assert_eq!(t.slots.len(), 13);
    let days = t.phases.iter().filter(|p| p.kind == PhaseKind::Day).count();
    let nights = t
        .phases
        .iter()
        .filter(|p| p.kind == PhaseKind::Night)
        .count();
    assert_eq!((days, nights), (4, 4));
    assert_eq!(
        t.nights.iter().map(|(n, _)| *n).collect::<Vec<_>>(),
        [1, 2, 3]
    );
    assert_eq!(t.events.len(), 8);
    assert_eq!(t.slots[6].names, ["Mikeburnfire", "Hollis"]);
    let edited: Vec<u64> = t
        .posts
        .iter()
        .filter(|p| !p.edits.is_empty())
        .map(|p| p.id)
        .collect();
    assert_eq!(edited, [48228, 48758]);
    let night_posts: Vec<u64> = t
        .posts
        .iter()
        .filter(|p| {
            p.phase
                .is_some_and(|i| t.phases[i].kind == PhaseKind::Night)
                && matches!(p.author, omerta_forum::Author::Player(_))
        })
        .map(|p| p.id)
        .collect();
    assert_eq!(night_posts, [48462, 48464, 48669, 48671, 48817]);
}

#[test]
fn the_harbour_counts_day_by_day() {
    check_days(&sample("thread.json"), HARBOUR);
}

#[test]
fn the_harbour_milestones() {
    let t = sample("thread.json");
    let pyro = |r: &Tally| {
        r.wagons
            .iter()
            .find(|w| t.slots[w.target].name() == "Pyro")
            .map(|w| (w.voters.len(), w.locked))
    };
    // Day 1: Pyro's vote (48410) is the seventh on Wexford: a majority, no lock.
    let before = tally(&t, Some(48409));
    assert_eq!(before.lynch, None);
    let r = tally(&t, Some(48410));
    assert_eq!(r.lynch.map(|s| t.slots[s].name()), Some("Wexford"));
    assert!(!r.wagons[0].locked);
    // Quill's edit (48228) moved the vote to Juniper; the vote counts as first posted.
    let r = tally(&t, Some(48228));
    assert_eq!(
        t.slots[r
            .wagons
            .iter()
            .find(|w| w.voters.contains(&7))
            .unwrap()
            .target]
            .name(),
        "Tara"
    );
    // Day 2: Bad Ash's vote (48578) is the sixth on Pyro (majority), Tinsel's (48585) the
    // seventh: the lock.
    assert_eq!(pyro(&tally(&t, Some(48578))), Some((6, false)));
    assert_eq!(pyro(&tally(&t, Some(48585))), Some((7, true)));
    // Day 4: Tinsel's vote (48891) is the fifth on Sable: the lock.
    let r = tally(&t, Some(48880));
    assert_eq!((r.wagons[0].voters.len(), r.wagons[0].locked), (4, false));
    let r = tally(&t, Some(48891));
    assert_eq!((r.wagons[0].voters.len(), r.wagons[0].locked), (5, true));
    // The end of the thread: Night 4, Day 4's count at its last second.
    let end = tally(&t, None);
    assert!(end.day_over);
    assert_eq!(end.at_post, Some(48934));
    check(&t, &end, &HARBOUR[3]);
}

// ---------------------------------------------------------------------------------------
// The small samples.
// ---------------------------------------------------------------------------------------

#[test]
fn minimal_lock() {
    let t = sample("minimal-lock.json");
    let day = Day {
        number: 1,
        alive: 5,
        majority: 3,
        lock: 4,
        wagons: &[
            ("Pyro", &["Noodle", "Dredd", "Tara", "Bad Ash"], true),
            ("Noodle", &["Pyro"], false),
        ],
        not_voting: &[],
        lynch: Some("Pyro"),
        called: Some(false),
        notes: &[(7, 7)],
    };
    check_days(&t, std::slice::from_ref(&day));
    let majority = tally(&t, Some(5));
    assert_eq!(majority.lynch.map(|s| t.slots[s].name()), Some("Pyro"));
    assert!(!majority.wagons[0].locked);
    assert!(tally(&t, Some(6)).wagons[0].locked);
    let end = tally(&t, None);
    assert!(end.day_over);
    check(&t, &end, &day);
}

#[test]
fn html_thread() {
    let t = sample("html-thread.json");
    assert_eq!(t.config.normality.level(), 2);
    check_days(
        &t,
        &[Day {
            number: 1,
            alive: 6,
            majority: 4,
            lock: 5,
            wagons: &[
                (
                    "Zarniwoop",
                    &["Dredd", "Bad Ash", "Caluin Grey", "Leopold Stotch"],
                    false,
                ),
                ("Dredd", &["Zarniwoop"], false),
                ("Leopold Stotch", &["Tara"], false),
            ],
            not_voting: &[],
            lynch: Some("Zarniwoop"),
            called: Some(false),
            notes: &[(907, 6), (909, 6)],
        }],
    );
}

#[test]
fn night_start() {
    let t = sample("night-start.json");
    assert_eq!(t.phases[0].kind, PhaseKind::Night);
    assert_eq!(t.posts[1].phase, Some(0), "Dredd's post is a Night 1 post");
    assert_eq!(t.nights.len(), 2);
    check_days(
        &t,
        &[Day {
            number: 1,
            alive: 6,
            majority: 4,
            lock: 5,
            wagons: &[
                ("Pyro", &["Noodle", "Gorny Jr", "Bad Ash", "Dredd"], false),
                ("Noodle", &["Pyro", "Sable"], false),
            ],
            not_voting: &[],
            lynch: Some("Pyro"),
            called: Some(false),
            notes: &[],
        }],
    );
}

#[test]
fn the_harbour_flags_what_the_readme_says() {
    let t = sample("thread.json");
    let flags = omerta_forum::check(&t);
    let got: Vec<(Option<u64>, u8, Option<String>, bool)> = flags
        .iter()
        .map(|f| {
            (
                f.post,
                f.rule,
                f.player.map(|s| t.slots[s].names[0].clone()),
                f.repeat,
            )
        })
        .collect();
    let flag =
        |post: u64, rule: u8, player: &str| (Some(post), rule, Some(player.to_owned()), false);
    let day = |rule: u8, player: &str| (None, rule, Some(player.to_owned()), false);
    let mut want = vec![
        // The counter's notes.
        flag(48266, 6, "Leopold Stotch"),
        flag(48314, 6, "Wexford"),
        flag(48464, 2, "Bad Ash"),
        flag(48479, 5, "Tara"),
        flag(48502, 6, "Dredd"),
        flag(48602, 7, "Mikeburnfire"),
        flag(48609, 7, "Dredd"),
        flag(48770, 6, "Juniper"),
        // Rule 2: night posts, Dredd's second a repeat offence.
        flag(48462, 2, "Dredd"),
        flag(48464, 2, "Bad Ash"),
        (Some(48669), 2, Some("Dredd".to_owned()), true),
        flag(48671, 2, "Sable"),
        flag(48817, 2, "Tinsel"),
        // Rule 3: edits.
        flag(48228, 3, "Quill"),
        flag(48758, 3, "Bad Ash"),
        // Rule 5: the dead posting.
        flag(48473, 5, "Quill"),
        flag(48479, 5, "Tara"),
        // Rule 13: fewer than 3 posts in a day.
        day(13, "Tinsel"),
        day(13, "Leopold Stotch"),
    ];
    let mut got_sorted = got.clone();
    got_sorted.sort();
    want.sort();
    assert_eq!(got_sorted, want, "{flags:#?}");
    let quill = flags.iter().find(|f| f.post == Some(48228)).unwrap();
    assert!(
        quill.message.contains("Vote: Juniper") && quill.message.contains("Vote: Tara"),
        "{}",
        quill.message
    );
}

#[test]
fn the_small_samples_flag_what_the_readme_says() {
    let rules = |name: &str| -> Vec<(Option<u64>, u8)> {
        let t = sample(name);
        omerta_forum::check(&t)
            .iter()
            .map(|f| (f.post, f.rule))
            .collect()
    };
    assert_eq!(rules("minimal-lock.json"), [(Some(7), 7)]);
    assert_eq!(rules("html-thread.json"), [(Some(907), 6), (Some(909), 6)]);
    assert_eq!(rules("night-start.json"), [(Some(2), 2)]);
}

#[test]
fn the_nights_resolve_to_the_deaths_the_host_recorded() {
    let deaths = |name: &str, night: u32| -> Vec<String> {
        let t = sample(name);
        omerta_forum::resolve_night(&t, Some(night), false)
            .unwrap_or_else(|e| panic!("{name}, night {night}: {e}"))
            .deaths
    };
    assert_eq!(deaths("thread.json", 1), ["Tara"]);
    assert_eq!(deaths("thread.json", 2), ["Noodle"]);
    assert_eq!(deaths("thread.json", 3), ["Juniper"]);
    assert_eq!(deaths("night-start.json", 1), ["Tara"]);
    assert!(deaths("night-start.json", 2).is_empty());
}
