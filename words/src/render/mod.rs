//! Text for people, rendered from the library's typed results (the JSON is their
//! serialization, written by the commands).

pub mod annotation;
mod board;
pub mod graph;
pub mod json;

pub use annotation::{annotation, TableOptions};
pub use board::board;
