//! **The reference model of the tests**: one deliberately naive, independent implementation
//! of docs/RULES.md, written only to cross-check the library (`sibi_solver`), with one vocabulary
//! of players ([`Owner`]), pieces ([`Kind`]), squares ([`Sq`]) and positions ([`RefPos`]).
//!
//! * [`rules`] — the board, the piece step table (written once), moves, drops, playing a move,
//!   the try, king capture, the end of the game, mirror and rotation, perft, predecessors;
//! * [`enumerate`] — every position of a piece set, random positions, closed-form counts;
//! * [`solve`] — the value iteration solver over the moves of [`rules`];
//! * [`rng`] — a seeded pseudo-random generator;
//! * [`library`] — the only module that touches library types: conversions to and from
//!   `Setup`, `Position`, `Value`, and small helpers;
//! * [`strategy`] — a proptest strategy of random legal positions.
//!
//! It shares nothing with the library's move generation, index or solver. Speed matters only
//! as far as the small piece sets of the solver tests need it; everything is done the obvious
//! way, so that it is easy to check by reading. `tests/reference_model.rs` checks that its
//! parts agree with each other.
// Each test file uses a part of the model: what one leaves unused is no mistake.
#![allow(dead_code, unused_imports)]

pub mod enumerate;
pub mod library;
pub mod rng;
pub mod rules;
pub mod solve;
pub mod strategy;

pub use enumerate::{counts_of, dobutsu_positions, enumerate, for_each_position, random_pos};
pub use library::{
    lib_moves, lib_role, lib_value, piece_set, piece_set_of, position, ref_value, setup, sorted, sq,
};
pub use rng::Rng;
pub use rules::{
    move_strings, perft, squares, Cell, Kind, Owner, RefMove, RefOutcome, RefPos, Sq, HAND_KINDS,
};
pub use solve::{reference_solve, KeyMap, RefValue, Reference};
pub use strategy::{arb_case, Case};

use sibi_solver::Rules;

/// Both rule sets.
pub const BOTH_RULES: [Rules; 2] = [Rules::TwelveJanggi, Rules::Dobutsu];
