//! The roles of Mafia 1923 and their limits, as the seed writes them.

/// When a role acts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum When {
    Night,
    Day,
    /// Happens by itself ("regardless of the player's desires").
    Passive,
    /// No ability.
    Never,
}

/// A role. Mafia membership is apart from it: a Mafia Member's second role is its role,
/// and a Mafia Member without one holds `Townsperson`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Role {
    Townsperson,
    ArmedRobber,
    Thief,
    Butler,
    Boss,
    Drunkard,
    Bodyguard,
    BumblingBureaucrat,
    Councilor,
    Pacifist,
    Doctor,
    Sheriff,
    Paperboy,
    Witness,
    CourtSecretary,
    Lawyer,
    /// Named only in the night order (step 4).
    Shadchan,
    /// Named only in the night order (step 10).
    Detective,
}

impl Role {
    pub const ALL: [Role; 18] = [
        Role::Townsperson,
        Role::ArmedRobber,
        Role::Thief,
        Role::Butler,
        Role::Boss,
        Role::Drunkard,
        Role::Bodyguard,
        Role::BumblingBureaucrat,
        Role::Councilor,
        Role::Pacifist,
        Role::Doctor,
        Role::Sheriff,
        Role::Paperboy,
        Role::Witness,
        Role::CourtSecretary,
        Role::Lawyer,
        Role::Shadchan,
        Role::Detective,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Role::Townsperson => "townsperson",
            Role::ArmedRobber => "armed_robber",
            Role::Thief => "thief",
            Role::Butler => "butler",
            Role::Boss => "boss",
            Role::Drunkard => "drunkard",
            Role::Bodyguard => "bodyguard",
            Role::BumblingBureaucrat => "bumbling_bureaucrat",
            Role::Councilor => "councilor",
            Role::Pacifist => "pacifist",
            Role::Doctor => "doctor",
            Role::Sheriff => "sheriff",
            Role::Paperboy => "paperboy",
            Role::Witness => "witness",
            Role::CourtSecretary => "court_secretary",
            Role::Lawyer => "lawyer",
            Role::Shadchan => "shadchan",
            Role::Detective => "detective",
        }
    }

    /// The role as the seed and scripts write it: "Doctor", "Bumbling Bureaucrat".
    pub fn title(self) -> &'static str {
        match self {
            Role::Townsperson => "Townsperson",
            Role::ArmedRobber => "Armed Robber",
            Role::Thief => "Thief",
            Role::Butler => "Butler",
            Role::Boss => "Boss",
            Role::Drunkard => "Drunkard",
            Role::Bodyguard => "Bodyguard",
            Role::BumblingBureaucrat => "Bumbling Bureaucrat",
            Role::Councilor => "Councilor",
            Role::Pacifist => "Pacifist",
            Role::Doctor => "Doctor",
            Role::Sheriff => "Sheriff",
            Role::Paperboy => "Paperboy",
            Role::Witness => "Witness",
            Role::CourtSecretary => "Court Secretary",
            Role::Lawyer => "Lawyer",
            Role::Shadchan => "Shadchan",
            Role::Detective => "Detective",
        }
    }

    pub fn parse(name: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.name() == name)
    }

    /// "Below is a description of every role and whether they are Nighttime roles (N) or
    /// Daytime roles (D)."
    pub fn when(self) -> When {
        match self {
            Role::Townsperson => When::Never,
            Role::ArmedRobber | Role::Witness | Role::CourtSecretary => When::Passive,
            Role::Thief
            | Role::Butler
            | Role::Boss
            | Role::Drunkard
            | Role::Bodyguard
            | Role::BumblingBureaucrat
            | Role::Doctor
            | Role::Paperboy
            | Role::Shadchan
            | Role::Detective => When::Night,
            Role::Councilor | Role::Pacifist | Role::Sheriff | Role::Lawyer => When::Day,
        }
    }

    /// How many times in the game the ability may be used, where the seed limits it.
    pub fn uses(self) -> Option<u32> {
        match self {
            // "Thieves may only perform their action once during the game."
            Role::Thief => Some(1),
            // "Butlers may only perform their action twice during the game."
            Role::Butler => Some(2),
            // "Drunkards can only use their ability once in the game."
            Role::Drunkard => Some(1),
            // "A Bumbling Bureaucrat can only perform their action twice during the game."
            Role::BumblingBureaucrat => Some(2),
            // "Sheriffs may only perform their action twice during the game."
            Role::Sheriff => Some(2),
            // "Paperboys can only perform their action twice during the game."
            Role::Paperboy => Some(2),
            _ => None,
        }
    }

    /// How many times the role may choose its own player, where the seed limits it.
    pub fn self_targets(self) -> Option<u32> {
        match self {
            // "Doctors may only protect themselves twice during the game."
            Role::Doctor => Some(2),
            // "A Bodyguard may only choose to protect themselves once during the game."
            Role::Bodyguard => Some(1),
            // "Sheriffs may only protect ... themselves once."
            Role::Sheriff => Some(1),
            // "A Lawyer may only choose themselves once during the game."
            Role::Lawyer => Some(1),
            // "the Paperboy can never choose themselves for either position."
            Role::Paperboy => Some(0),
            _ => None,
        }
    }

    /// "Beginners can only be Townspeople or Mafia Members and nothing else."
    pub fn for_beginners(self) -> bool {
        self == Role::Townsperson
    }
}
