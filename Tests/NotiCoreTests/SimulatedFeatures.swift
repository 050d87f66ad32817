import Foundation

/// Features notisim simulates, each with the rule book section that documents it and links its tests, and the
/// finder of sentences that call one of them not simulated.
enum SimulatedFeatures {
    /// A feature as prose names it (a prefix, case ignored) and its section of the rule book, `AREA.md#anchor`.
    struct Feature {
        var name: String
        var section: String
    }

    /// The simulated features a sentence could wrongly call missing; each section must exist and link a test.
    static let all: [Feature] = [
        Feature(name: "Live Activit", section: "live-activities.md#live-activities"),
        Feature(name: "Dynamic Island", section: "live-activities.md#the-dynamic-island"),
        Feature(name: "broadcast", section: "live-activities.md#broadcast-push-channels"),
        Feature(name: "push-to-start", section: "live-activities.md#updates-sent-to-a-push-to-start-token"),
        Feature(name: "Focus filter", section: "focus.md#focus-filters"),
        Feature(name: "Focus", section: "focus.md#focus-modes"),
        Feature(name: "communication notification", section: "focus.md#communication-notifications"),
        Feature(name: "ringtone", section: "focus.md#ringtone-sounds"),
        Feature(name: "Scheduled Summar", section: "summary.md#scheduled-summary"),
        Feature(name: "ringer", section: "summary.md#ringer-switch"),
        Feature(name: "badge", section: "summary.md#badges"),
        Feature(name: "ephemeral", section: "summary.md#ephemeral-authorization"),
        Feature(name: "content extension", section: "content-extensions.md#content-extensions"),
        Feature(name: "service extension", section: "service-extensions.md#service-extensions"),
        Feature(name: "grouping", section: "grouping.md#grouping"),
        Feature(name: "location trigger", section: "requests.md#triggers"),
        Feature(name: "lock screen", section: "presentation.md#notification-centre-and-lock-screen"),
    ]

    /// Wording that says something is missing: "not simulated", "not yet simulated", "simulated yet" or "isn't
    /// simulated".
    static var absence: Regex<Substring> { /(?i)\b(?:not|n't)\s+(?:yet\s+)?simulated\b|\bsimulated\s+yet\b/ }

    /// The sentences of `text` that say a feature of `features` is missing, each with the feature it names: a sentence
    /// with the wording of `absence` that names the feature, or one giving "(no FEATURE" as the reason something does
    /// nothing.
    static func claims(in text: String, features: [Feature] = all) -> [(sentence: String, feature: String)] {
        let paragraphs = text.split(separator: "\n\n").filter { $0.contains("simulated") || $0.contains("(no ") }
        return paragraphs.flatMap { paragraph in
            paragraph.replacing(/([.;!?])\s+/) { $0.output.1 + "\u{0}" }.split(separator: "\u{0}")
        }.compactMap { sentence -> (String, String)? in
            let flat = sentence.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let lower = flat.lowercased()
            let missing = flat.contains(absence)
            guard let feature = features.first(where: { feature in
                let name = feature.name.lowercased()
                return missing ? lower.contains(name) : lower.contains("(no " + name)
            }) else { return nil }
            return (flat, feature.name)
        }
    }

    /// The string literals of a Swift source's lines that could make a claim: what it logs or shows.
    static func stringLiterals(in source: String) -> String {
        source.split(separator: "\n").filter { $0.contains("simulated") || $0.contains("(no ") }.flatMap { line in
            line.matches(of: /"((?:\\.|[^"\\])*)"/).map { String($0.output.1) }
        }.joined(separator: "\n\n")
    }
}
