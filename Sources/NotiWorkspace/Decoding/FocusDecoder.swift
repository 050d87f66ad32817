import NotiCore

/// Decodes the workspace's `focusModes` and the apps' `focusFilters` (docs/rules/focus.md#focus-modes, docs/rules/focus.md#focus-filters).
struct FocusDecoder {
    let sink: DiagnosticSink

    /// The built-in Focus modes, each replaced by a workspace entry of the same name, then the workspace's own.
    func modes(_ reader: ObjectReader) -> [FocusMode] {
        var modes = FocusMode.builtIn
        for element in reader.array("focusModes") ?? [] {
            guard let entry = ObjectReader(element.value, path: element.path, sink: sink) else { continue }
            defer { entry.finish() }
            let errorsBefore = sink.errorCount
            guard let name = entry.string("name", required: true, allowEmpty: false) else { continue }
            var mode = FocusMode(name: name)
            mode.allowedApps = Set(strings(entry, "allowedApps"))
            mode.allowedPeople = Set(strings(entry, "allowedPeople"))
            mode.timeSensitiveAllowed = entry.bool("timeSensitive") ?? true
            if let silence = entry.string("silence") {
                if let known = FocusSilence(rawValue: silence) { mode.silence = known } else {
                    sink.error(entry.childPath("silence"), "expected \"always\" or \"whenLocked\", got the string \"\(silence)\"")
                }
            }
            guard sink.errorCount == errorsBefore else { continue }
            if let index = modes.firstIndex(where: { $0.name == name }) { modes[index] = mode } else { modes.append(mode) }
        }
        return modes
    }

    /// An app's `focusFilters`: Focus name → predicate on `filterCriteria`, added to that Focus's filters. An unknown
    /// Focus name or a predicate that does not parse is an error naming the key; the other filters still apply.
    func addFilters(_ reader: ObjectReader, bundleID: String, to modes: inout [FocusMode]) {
        guard let filters = reader.object("focusFilters") else { return }
        for (name, value) in filters.remainingMembers() {
            let path = filters.childPath(name)
            guard let index = modes.firstIndex(where: { $0.name == name }) else {
                sink.error(path, "unknown Focus \"\(name)\"; Focus modes: \(modes.map(\.name).joined(separator: ", "))")
                continue
            }
            guard let source = value.stringValue else {
                sink.error(path, "expected a predicate string such as \"filterCriteria == 'work'\", got \(value.messageDescription)")
                continue
            }
            do { modes[index].filters[bundleID] = try StringPredicate(source, subject: "filterCriteria") } catch {
                sink.error(path, "the predicate \"\(source)\" does not parse: \(error.description)")
            }
        }
    }

    private func strings(_ reader: ObjectReader, _ key: String) -> [String] {
        (reader.array(key) ?? []).compactMap { element in
            guard let text = element.value.stringValue, !text.isEmpty else {
                sink.error(element.path, "expected a non-empty string, got \(element.value.messageDescription)")
                return nil
            }
            return text
        }
    }
}
