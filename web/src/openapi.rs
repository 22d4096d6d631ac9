//! `GET /api/v1/openapi.json`: the OpenAPI 3.1 description of the JSON API, written by hand
//! (`openapi.json` beside this file) and embedded in the binary. It is kept true by the tests of
//! `tests/openapi.rs`: every route of the API in the router is in it, and the real answers of
//! every route, successes and refusals, are valid against the schemas it gives them.
//!
//! Why by hand rather than generated from the serde types: several answers are put together
//! as JSON values (the annotation's English messages are added to the library's facts), which
//! a derive would not see; the tests check the document against what the server sends instead.

use axum::http::header;
use axum::response::{IntoResponse, Response};

/// The document.
pub const DOCUMENT: &str = include_str!("openapi.json");

/// `GET /api/v1/openapi.json`: [`DOCUMENT`]. No `Cache-Control` of its own: the router's
/// validators make it cacheable like the other answers that depend only on the program
/// ([`super::cache`]).
pub async fn document() -> Response {
    ([(header::CONTENT_TYPE, "application/json")], DOCUMENT).into_response()
}
