//! A full five-day game with 1,000 players in 100 families of 10: deal, five nights, five
//! days, the winners. Target: under 50 ms.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use omerta_1923::{
    deal, Ballot, DayActions, FamilySpec, Game, Level, MafiaKills, Night, NightAction, Role, Setup,
    SignUp,
};

fn setup() -> Setup {
    let families = (0..100)
        .map(|f| FamilySpec {
            name: format!("Family {f}"),
            size: 10,
        })
        .collect();
    let signups = (0..1000)
        .map(|p| SignUp {
            name: format!("Player {p}"),
            level: if p % 5 == 0 {
                Level::Beginner
            } else {
                Level::Standard
            },
            family: None,
            role: None,
            mafia: None,
        })
        .collect();
    // A mix of every role, 4 copies each (Townspeople for the rest).
    let roles = Role::ALL
        .iter()
        .copied()
        .filter(|r| *r != Role::Townsperson)
        .flat_map(|r| std::iter::repeat_n(r, 4))
        .collect();
    Setup {
        seed: 1923,
        families,
        signups,
        roles,
    }
}

/// Deterministic pseudo-random choices for the scripted actions.
struct Xorshift(u64);

impl Xorshift {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn play(setup: &Setup) -> Game {
    let seating = deal(setup).expect("the setup deals");
    let mut game = Game::new(seating, 3);
    let mut rng = Xorshift(42);
    for n in 1..=5u8 {
        let living = game.living();
        let actions: Vec<NightAction> = living
            .iter()
            .filter(|p| game.players[**p].role.when() == omerta_1923::When::Night)
            .map(|&p| {
                let a = living[rng.next(living.len())];
                let b = living[rng.next(living.len())];
                NightAction {
                    by: p,
                    targets: if game.players[p].role == Role::Shadchan
                        || game.players[p].role == Role::Paperboy
                    {
                        vec![a, b]
                    } else {
                        vec![a]
                    },
                    family: Some(rng.next(100)),
                    role: None,
                }
            })
            .collect();
        let civilians: Vec<usize> = living
            .iter()
            .copied()
            .filter(|p| !game.players[*p].mafia)
            .collect();
        let kills = omerta_1923::mafia_kills_required(living.len());
        let mafia = MafiaKills {
            by: living.iter().copied().find(|p| game.players[*p].mafia),
            targets: (0..kills)
                .map(|_| civilians[rng.next(civilians.len())])
                .collect(),
        };
        game.night(n, &Night { actions, mafia });
        let living = game.living();
        let ballots = living
            .iter()
            .map(|&p| {
                let family = game.players[p].family;
                let mates: Vec<usize> = living
                    .iter()
                    .copied()
                    .filter(|q| *q != p && game.players[*q].family == family)
                    .collect();
                let other = (family + 1 + rng.next(99)) % 100;
                (
                    p,
                    Ballot {
                        family: Some(other),
                        individual: mates.get(rng.next(mates.len().max(1))).copied(),
                    },
                )
            })
            .collect();
        game.day(
            n,
            &DayActions {
                ballots,
                ..DayActions::default()
            },
        );
    }
    game
}

fn full_game(c: &mut Criterion) {
    let setup = setup();
    let game = play(&setup);
    let outcome = game.outcome();
    let dead = game.players.iter().filter(|p| p.dead).count();
    eprintln!(
        "1,000 players: {dead} dead after day 5, winner {:?}, {} messages",
        outcome.winner,
        game.messages.len()
    );
    c.bench_function("full five-day game, 1000 players in 100 families", |b| {
        b.iter(|| {
            let game = play(black_box(&setup));
            black_box(game.outcome())
        })
    });
}

criterion_group!(benches, full_game);
criterion_main!(benches);
