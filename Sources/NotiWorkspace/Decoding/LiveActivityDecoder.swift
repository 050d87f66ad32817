import NotiCore
import NotiExtensions

/// Decodes an app's `liveActivities`: each `ActivityAttributes` type with its keys and its presentations.
/// docs/workspace-format.md and docs/rules/live-activities.md#live-activities.
struct LiveActivityDecoder {
    let sink: DiagnosticSink
    /// Whether the app's widget extension draws its activities from its own views: then a type needs no
    /// `lockScreen`, and one that lists no keys is checked by the extension's decoding alone
    /// (docs/rules/widgets.md#live-activities-of-the-apps-widget-extension).
    var drawnByWidgetExtension = false

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
            var type = LiveActivityType(name: name, attributeKeys: keys(entry, "attributes"), contentStateKeys: keys(entry, "contentState"))
            type.keysKnown = !drawnByWidgetExtension || entry.has("attributes") || entry.has("contentState")
            if !entry.has("lockScreen"), !drawnByWidgetExtension { entry.missing("lockScreen", "a view such as {\"text\": \"{{score}}\"}") }
            var views = presentations(entry)
            views[.lockScreen] = views[.lockScreen] ?? .text(name, style: .body, wraps: true)
            views[.expanded] = views[.expanded] ?? .text(name, style: .body, wraps: true)
            var staleViews: [LiveActivityLayout.Presentation: CustomView] = [:]
            if let stale = entry.object("stale") {
                staleViews = presentations(stale)
                stale.finish()
            }
            let layout = LiveActivityLayout(views: views, staleViews: staleViews)
            result.append((type, layout))
        }
        return result
    }

    /// The presentations `entry` gives, each by its name (`lockScreen`, `compactLeading`…).
    private func presentations(_ entry: ObjectReader) -> [LiveActivityLayout.Presentation: CustomView] {
        var views: [LiveActivityLayout.Presentation: CustomView] = [:]
        for presentation in LiveActivityLayout.Presentation.allCases {
            guard let value = entry.value(presentation.rawValue) else { continue }
            do { views[presentation] = try CustomViewJSON.view(value, path: entry.childPath(presentation.rawValue)) } catch {
                sink.error(error.path, error.reason)
            }
        }
        return views
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
