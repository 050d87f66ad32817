extension APSReader {
    /// Keys iOS reads from an alert dictionary; `action-loc-key` is obsolete but still accepted.
    static let alertKeys: Set<String> = [
        "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args", "subtitle-loc-key",
        "subtitle-loc-args", "loc-key", "loc-args", "action-loc-key", "summary-arg", "summary-arg-count",
    ]

    /// Keys that belong directly in `aps`, often misplaced inside `alert`.
    static let apsLevelKeys: Set<String> = [
        "badge", "sound", "thread-id", "category", "content-available", "mutable-content", "target-content-id",
        "interruption-level", "relevance-score", "filter-criteria",
    ]

    /// `aps.alert`: a string is the body; a dictionary gives title, subtitle, body and their loc keys.
    mutating func readAlert(_ value: JSONValue, path: String) {
        switch value {
        case .string(let body):
            content.body = LocalizedFormat.reducingPercentEscapes(body)
        case .object(let members):
            readAlertDictionary(members, path: path)
        default:
            warn(path, "expected a string or a dictionary, got \(PayloadText.describe(value)); no alert is shown")
        }
    }

    private mutating func readAlertDictionary(_ members: [(key: String, value: JSONValue)], path: String) {
        var known: [(key: String, value: JSONValue)] = []
        for (key, value) in members {
            if Self.alertKeys.contains(key) {
                known.append((key, value))
            } else if key == "sound", pushType == .liveactivity {
                // A Live Activity alert names its sound inside the alert.
                content.sound = readSound(value, path: PayloadText.path(path, key))
            } else if Self.apsLevelKeys.contains(key) {
                warn(PayloadText.path(path, key), "belongs in aps, not in aps.alert; iOS ignores it here")
            } else {
                warn(PayloadText.path(path, key), "unknown alert key; iOS ignores it")
            }
        }
        let fields = AlertFields(fields: known, path: path)
        content.title = resolve(fields, plain: "title", locKey: "title-loc-key", locArgs: "title-loc-args")
        content.subtitle = resolve(fields, plain: "subtitle", locKey: "subtitle-loc-key", locArgs: "subtitle-loc-args")
        content.body = resolve(fields, plain: "body", locKey: "loc-key", locArgs: "loc-args", reducingEscapes: true)
        if let image = fields["launch-image"] { content.launchImageName = string(image, path: fields.path("launch-image")) ?? "" }
        // Obsolete since iOS 10 (null meant "no View button"); only its type is checked.
        if let action = fields["action-loc-key"], action != .null { _ = string(action, path: fields.path("action-loc-key")) }
        if let summary = fields["summary-arg"] { content.summaryArgument = string(summary, path: fields.path("summary-arg")) ?? "" }
        if let count = fields["summary-arg-count"] {
            if let number = count.intValue, number >= 0 {
                content.summaryArgumentCount = number
            } else {
                warn(fields.path("summary-arg-count"), "expected a whole number of 0 or more, got \(PayloadText.describe(count))")
            }
        }
    }

    /// One alert text: the loc key's format (from the strings table, else the key itself) filled from its
    /// arguments, or the plain text.
    private mutating func resolve(_ fields: AlertFields, plain: String, locKey: String, locArgs: String,
                                  reducingEscapes: Bool = false) -> String {
        let arguments = fields[locArgs].map { readArguments($0, path: fields.path(locArgs)) }
        let key = fields[locKey].flatMap { string($0, path: fields.path(locKey)) }
        let plainText = fields[plain].flatMap { string($0, path: fields.path(plain)) } ?? ""
        guard let key else {
            if arguments != nil { warn(fields.path(locArgs), "ignored: there is no \(locKey) to format") }
            return reducingEscapes ? LocalizedFormat.reducingPercentEscapes(plainText) : plainText
        }
        var formatText = key
        if let strings {
            if let localized = strings[key] {
                formatText = localized
            } else {
                warn(fields.path(locKey), "\"\(PayloadText.clipped(key))\" is not in the strings table; iOS shows the key itself")
            }
        }
        let format = LocalizedFormat(formatText)
        let given = arguments ?? []
        if given.count != format.argumentCount {
            if arguments == nil {
                warn(fields.path(locKey), "the format \"\(PayloadText.clipped(formatText))\" takes \(format.argumentCount) "
                    + "argument\(format.argumentCount == 1 ? "" : "s") but there is no \(locArgs)")
            } else {
                warn(fields.path(locArgs), "the format \"\(PayloadText.clipped(formatText))\" takes \(format.argumentCount) "
                    + "argument\(format.argumentCount == 1 ? "" : "s"), got \(given.count)")
            }
        }
        return format.filled(with: given)
    }

    /// loc-args: an array of strings; numbers are used as written (with a warning), anything else as empty text.
    private mutating func readArguments(_ value: JSONValue, path: String) -> [String] {
        guard let elements = value.arrayValue else {
            warn(path, "expected an array of strings, got \(PayloadText.describe(value))")
            return []
        }
        return elements.enumerated().map { index, element in
            switch element {
            case .string(let text):
                return text
            case .number(let number):
                warn(PayloadText.path(path, index: index), "expected a string, got \(PayloadText.describe(element))")
                return number.literal
            default:
                warn(PayloadText.path(path, index: index), "expected a string, got \(PayloadText.describe(element)); "
                    + "it formats as empty text")
                return ""
            }
        }
    }
}

/// The members of an alert dictionary by key (the last of repeated keys) with their key paths. An alert has a few
/// members, so a scan costs less than hashing each key into a dictionary.
private struct AlertFields {
    let fields: [(key: String, value: JSONValue)]
    let base: String

    init(fields: [(key: String, value: JSONValue)], path: String) {
        self.fields = fields
        self.base = path
    }

    subscript(key: String) -> JSONValue? { fields.last { $0.key == key }?.value }
    func path(_ key: String) -> String { PayloadText.path(base, key) }
}
