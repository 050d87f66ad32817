/// An app's `ActivityAttributes` type as the workspace describes it: its name, the fixed attribute keys and the keys of
/// its `ContentState`. docs/rules/live-activities.md#live-activities.
package struct LiveActivityType: Sendable, Hashable {
    /// The Swift type name a push-to-start names in `attributes-type`.
    package var name: String
    /// Keys of the attributes given when the activity starts (they never change).
    package var attributeKeys: [String]
    /// Keys of the content state every start and update must give.
    package var contentStateKeys: [String]
    /// Whether the keys are known: false for a type the app's widget extension decodes with its own `Codable`
    /// types and the workspace lists no keys of; its pushes are then checked by that decoding alone.
    package var keysKnown = true

    package init(name: String, attributeKeys: [String], contentStateKeys: [String]) {
        self.name = name; self.attributeKeys = attributeKeys; self.contentStateKeys = contentStateKeys
    }

    /// What a content state lacks or has too many of, as the app's `Codable` decoding of `ContentState` would find it:
    /// a missing key makes the update undecodable (iOS drops it), an unknown key is ignored.
    /// docs/rules/live-activities.md#content-state-must-match-its-type.
    package func check(contentState: JSONValue, path: String = "aps.content-state") -> [Diagnostic] {
        check(contentState, keys: contentStateKeys, path: path, what: "content state")
    }

    /// The same check for the fixed attributes of a start.
    package func check(attributes: JSONValue, path: String = "aps.attributes") -> [Diagnostic] {
        check(attributes, keys: attributeKeys, path: path, what: "attributes")
    }

    private func check(_ value: JSONValue, keys: [String], path: String, what: String) -> [Diagnostic] {
        guard let members = value.objectValue else {
            return [.error(path, "expected a dictionary, got \(value.kindDescription)")]
        }
        guard keysKnown else { return [] }
        // A type has a few keys: looked for among the members one by one, with no set built for every update.
        var findings: [Diagnostic] = keys.filter { key in !members.contains { $0.key == key } }.map { key in
            .error(path + "." + key, "missing: \(name)'s \(what) needs it; iOS can't decode the update and drops it")
        }
        for key in members.map(\.key) where !keys.contains(key) {
            findings.append(.warning(path + "." + PayloadText.clipped(key), "not a key of \(name)'s \(what); iOS ignores it"))
        }
        return findings
    }
}
