//! JSON for scripts: the library's facts as serde serializes them, with the `message`-like
//! fields (a verdict, a description) in English words from the catalogue. One function per
//! answer, used by the CLI's `--json` and by the server's API alike.

use serde::Serialize;
use serde_json::Value;
use sibi_solver::query::annotate::{GameAnnotation, IllegalReport, Summary};
use sibi_solver::query::play::LevelInfo;
use sibi_solver::record::{Correction, Warning};

use crate::catalogue::{facts, Lang};

/// An annotated game (`sibi annotate --json`, `POST /api/v1/annotate`): `{"file", …the
/// library's annotation}`, with the sentences in English: `illegal.reason`, each correction's
/// and warning's `message`, `summary.verdict` (the one-line verdict). Serialized as it is
/// written: the plies go out one by one, with no JSON tree of them (a tree of a 200,000-ply
/// game would take a gigabyte).
pub fn annotation<'a>(file: &'a str, a: &'a GameAnnotation) -> AnnotationJson<'a> {
    AnnotationJson {
        file,
        annotation: a,
        illegal: a.illegal.as_ref().map(|i| Reason {
            fact: i,
            reason: facts::illegal_reason(Lang::En, &i.reason),
        }),
        corrections: Messages {
            facts: &a.corrections,
            messages: a
                .corrections
                .iter()
                .map(|c| facts::correction(Lang::En, c))
                .collect(),
        },
        warnings: Messages {
            facts: &a.warnings,
            messages: a
                .warnings
                .iter()
                .map(|w| facts::warning(Lang::En, w))
                .collect(),
        },
        summary: WithVerdict {
            fact: &a.summary,
            verdict: facts::verdict_line(Lang::En, a),
        },
    }
}

/// The JSON of an annotated game ([`annotation`]): `file`, the library's fields (the plies
/// among them), then those that carry words, in the order of [`GameAnnotation`].
#[derive(Serialize)]
pub struct AnnotationJson<'a> {
    file: &'a str,
    #[serde(flatten)]
    annotation: &'a GameAnnotation,
    illegal: Option<Reason<'a, IllegalReport>>,
    corrections: Messages<'a, Correction>,
    warnings: Messages<'a, Warning>,
    summary: WithVerdict<'a, Summary>,
}

/// Facts, each with its `message` in words (in place of the library's English).
struct Messages<'a, T> {
    facts: &'a [T],
    messages: Vec<String>,
}

/// A fact whose JSON carries its words in `message`.
trait WithMessage {
    /// Its JSON with `message`.
    fn json<'a>(&'a self, message: &'a str) -> impl Serialize + 'a;
}

impl WithMessage for Correction {
    fn json<'a>(&'a self, message: &'a str) -> impl Serialize + 'a {
        Correction::json(self, message)
    }
}

impl WithMessage for Warning {
    fn json<'a>(&'a self, message: &'a str) -> impl Serialize + 'a {
        Warning::json(self, message)
    }
}

impl<T: WithMessage> Serialize for Messages<'_, T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(Some(self.facts.len()))?;
        for (fact, message) in self.facts.iter().zip(&self.messages) {
            seq.serialize_element(&fact.json(message))?;
        }
        seq.end()
    }
}

/// A fact and its `reason`.
#[derive(Serialize)]
struct Reason<'a, T> {
    #[serde(flatten)]
    fact: &'a T,
    reason: String,
}

/// A fact and its `verdict`.
#[derive(Serialize)]
struct WithVerdict<'a, T> {
    #[serde(flatten)]
    fact: &'a T,
    verdict: String,
}

/// A strength level: the library's `{"level", "strength", "perfect", "figures"}` with its
/// `description` in English.
pub fn level(info: &LevelInfo) -> Value {
    let mut v = to_value(info);
    if let Some(o) = v.as_object_mut() {
        o.insert(
            "description".into(),
            facts::level_description(Lang::En, info.level).into(),
        );
    }
    v
}

/// `value` as JSON. Serializing the library's answers cannot fail (no map with keys that are
/// not strings, no non-finite float left unhandled): `null` if it ever did.
fn to_value<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

#[cfg(test)]
mod tests {
    use sibi_solver::query::annotate::annotate_record;
    use sibi_solver::record::{read_canonical, RecordCheck};
    use sibi_solver::solve::{solve, NoProgress};
    use sibi_solver::Rules;

    /// `annotation` writes `file`, then the library's fields as serde serializes them (the
    /// plies among them, as the library gives them), then the four that carry words, in the
    /// order of the library's type, each with its words last: a field added to
    /// `GameAnnotation` comes out with the others.
    #[test]
    fn the_annotation_json_has_every_field_of_the_library_s() {
        let sol = solve(Rules::TwelveJanggi, "P".parse().unwrap(), &NoProgress).unwrap();
        // Ply 3 cannot be played (no piece of a on A1 after B1A1… a's 王 went to B1, d's came
        // to C3; A1B1 again is not a's).
        let record = read_canonical(
            "format: sibi-record 2\nposition: K3/4/3k P a\nplayer-a: x\nplayer-d: y\nfirst: a\n\nA1B1\nD3C3\nA1B1\n",
        )
        .unwrap();
        let a = annotate_record(&sol, &record, RecordCheck::default(), None).unwrap();
        let library = serde_json::to_value(&a).unwrap();
        let ours = serde_json::to_value(super::annotation("f.txt", &a)).unwrap();
        let keys = |v: &serde_json::Value| -> Vec<String> {
            v.as_object().unwrap().keys().cloned().collect()
        };
        let mut expected = vec!["file".to_string()];
        expected.extend(keys(&library));
        expected.extend(["illegal", "corrections", "warnings", "summary"].map(String::from));
        assert_eq!(keys(&ours), expected);
        assert_eq!(ours["plies"].as_array().unwrap().len(), 2);
        assert_eq!(ours["plies"], library["plies"]);
        assert_eq!(ours["file"], "f.txt");
        assert_eq!(ours["unplayed"], 1);
        let illegal = &ours["illegal"];
        assert_eq!(illegal["ply"], 3);
        assert_eq!(illegal["recorded"], "A1B1");
        assert_eq!(keys(illegal).last().unwrap(), "reason");
        assert_eq!(
            illegal["reason"],
            crate::catalogue::facts::illegal_reason(
                crate::catalogue::Lang::En,
                &a.illegal.as_ref().unwrap().reason
            )
        );
        assert_eq!(keys(&ours["summary"]).last().unwrap(), "verdict");
        assert_eq!(
            ours["summary"]["verdict"],
            crate::catalogue::facts::verdict_line(crate::catalogue::Lang::En, &a)
        );
    }
}
