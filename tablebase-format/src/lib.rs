//! The sibi tablebase file format.
//!
//! This crate stores one value code per index together with the table's metadata, and knows
//! nothing of the game. The format itself is the subject of its own issue; until it lands this
//! crate is intentionally empty.
#![warn(missing_docs)]
