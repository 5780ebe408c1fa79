//! `omerta night roles` worded from the catalog's data (`omerta_i18n::night::role_line`):
//! Fluent's English is word for word `Role::sentence` for every role, and every piece a
//! role is made of (a component, a passive, a team, a way to win) is worded in every
//! language.

use omerta_i18n::night::{component, component_does, passive_does, role_line, team, win};
use omerta_i18n::Lang;
use omerta_night::{Ability, Passive, Team, Win, ROLES};

#[test]
fn every_role_words_as_its_english() {
    for role in ROLES {
        assert_eq!(role_line(Lang::En, role), role.sentence(), "{}", role.name);
    }
}

#[test]
fn every_piece_of_a_role_words_as_its_english() {
    for ability in Ability::ALL {
        for &c in ability.parts() {
            assert_eq!(component(Lang::En, c), c.name());
            assert_eq!(component_does(Lang::En, c), c.describe());
        }
    }
    for p in Passive::ALL {
        assert_eq!(passive_does(Lang::En, p), p.describe());
    }
    for t in [Team::Town, Team::Mafia, Team::Own, Team::Any] {
        assert_eq!(team(Lang::En, t), t.describe());
    }
    for w in Win::ALL {
        assert_eq!(win(Lang::En, w), w.describe());
    }
}

#[test]
fn every_language_words_every_role() {
    for lang in [Lang::Ru, Lang::Uk, Lang::He] {
        for role in ROLES {
            let line = role_line(lang, role);
            assert!(!line.contains('{'), "{lang}: {line}");
            assert_ne!(line, role.sentence(), "{lang}: {}", role.name);
            assert!(line.starts_with(role.name), "{lang}: {line}");
        }
    }
    let doctor = omerta_night::role::find("doctor").expect("a doctor");
    let ru = role_line(Lang::Ru, doctor);
    assert_eq!(
        ru,
        "doctor (город): способность «защита»: защита (убийства цели не срабатывают) и визит; побеждает вместе со своей фракцией."
    );
    let godfather = omerta_night::role::find("godfather").expect("a godfather");
    let he = role_line(Lang::He, godfather);
    assert!(he.contains("המאפיה") && he.contains("חף מפשע"), "{he}");
}
