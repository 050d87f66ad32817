import NotiCore
import NotiExtensions

/// Decodes an app's `liveActivities`: each `ActivityAttributes` type with its keys and its presentations.
/// docs/workspace-format.md and docs/rules/live-activities.md#live-activities.
struct LiveActivityDecoder {
    let sink: DiagnosticSink

    /// The presentations every type describes, by key (constant key paths, never changed).
    nonisolated(unsafe) static let presentations: [(key: String, path: WritableKeyPath<LiveActivityLayout, CustomView>)] = [
        ("lockScreen", \.lockScreen), ("compactLeading", \.compactLeading), ("compactTrailing", \.compactTrailing),
        ("minimal", \.minimal), ("expanded", \.expanded),
    ]

    /// The types and their layouts, keyed by type name.
    func types(_ reader: ObjectReader) -> [(type: LiveActivityType, layout: LiveActivityLayout)] {
        var result: [(type: LiveActivityType, layout: LiveActivityLayout)] = []
        for element in reader.array("liveActivities") ?? [] {
            guard let entry = ObjectReader(element.value, path: element.path, sink: sink) else { continue }
            defer { entry.finish() }
            guard let name = entry.string("type", required: true, allowEmpty: false) else { continue }
            if result.contains(where: { $0.type.name == name }) {
                sink.error(entry.childPath("type"), "Live Activity type \"\(name)\" is described twice")
                continue
            }
            let type = LiveActivityType(name: name, attributeKeys: keys(entry, "attributes"), contentStateKeys: keys(entry, "contentState"))
            var layout = LiveActivityLayout(lockScreen: .text(name, style: .body, wraps: true), compactLeading: .spacer,
                                            compactTrailing: .spacer, minimal: .spacer, expanded: .text(name, style: .body, wraps: true))
            for (key, path) in Self.presentations {
                guard let value = entry.value(key) else {
                    if key == "lockScreen" { entry.missing(key, "a view such as {\"text\": \"{{score}}\"}") }
                    continue
                }
                do { layout[keyPath: path] = try CustomViewJSON.view(value, path: entry.childPath(key)) } catch {
                    sink.error(error.path, error.reason)
                }
            }
            result.append((type, layout))
        }
        return result
    }

    private func keys(_ entry: ObjectReader, _ key: String) -> [String] {
        (entry.array(key) ?? []).compactMap { element in
            guard let text = element.value.stringValue, !text.isEmpty else {
                sink.error(element.path, "expected a key name, got \(element.value.messageDescription)")
                return nil
            }
            return text
        }
    }
}
