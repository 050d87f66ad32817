/// Warnings about the payload keys push SDKs' service extensions read (docs/rules/push-sdks.md#push-sdk-payload-keys): a key
/// that is present with a value of the wrong kind, and SDK keys in a push whose `aps` lacks `mutable-content: 1`, so
/// the SDK's extension never runs. An absent key is never a warning.
enum PushSDKPayloadCheck {
    /// The warnings for `payload`, in the order of ``PushSDKPayloadKeys/all``; the mutable-content warning is given
    /// once per SDK, on the first of its keys the payload has.
    static func diagnostics(_ payload: JSONValue, mutableContent: Bool, pushType: PushType) -> [Diagnostic] {
        // Most payloads carry no SDK's key: their top-level keys are checked against the SDKs' first keys before any
        // path is looked up (the endpoint decodes every push, and eleven lookups cost more than the rest of the check).
        guard let members = payload.objectValue, members.contains(where: { sdkRootKeys.contains($0.key) }) else { return [] }
        var diagnostics: [Diagnostic] = []
        var warnedSDKs: Set<String> = []
        for key in PushSDKPayloadKeys.all {
            guard let value = lookup(key.path, in: payload) else { continue }
            if let problem = problem(value, kind: key.kind) {
                diagnostics.append(.warning(key.pathText, "\(key.sdk) expects \(key.kind.expectation), got \(problem); \(key.loss)"))
            }
            if !mutableContent, pushType == .alert, warnedSDKs.insert(key.sdk).inserted {
                diagnostics.append(.warning(key.pathText, "a \(key.sdk) key, but aps has no \"mutable-content\": 1, so the app's service "
                    + "extension never runs and \(key.loss)"))
            }
        }
        return diagnostics
    }

    /// The top-level key of every SDK key's path.
    private static let sdkRootKeys = Set(PushSDKPayloadKeys.all.compactMap(\.path.first))

    /// The value at `path`, each key's last occurrence as iOS keeps it; nil when a step is missing or not a dictionary.
    private static func lookup(_ path: [String], in payload: JSONValue) -> JSONValue? {
        var current = payload
        for key in path {
            guard let value = current.objectValue?.last(where: { $0.key == key })?.value else { return nil }
            current = value
        }
        return current
    }

    /// What is wrong with `value` for `kind`, described for a message; nil when it fits.
    private static func problem(_ value: JSONValue, kind: PushSDKValueKind) -> String? {
        switch kind {
        case .url:
            return isWebURL(value) ? nil : PayloadText.describe(value)
        case .urlOrURLs:
            if isWebURL(value) { return nil }
            guard let elements = value.arrayValue else { return PayloadText.describe(value) }
            return elements.firstIndex { !isWebURL($0) }.map { "\(PayloadText.describe(elements[$0])) at index \($0)" }
        case .dictionaryOfStrings:
            guard let members = value.objectValue else { return PayloadText.describe(value) }
            return members.first { $0.value.stringValue == nil }.map { "\(PayloadText.describe($0.value)) under \"\(PayloadText.clipped($0.key))\"" }
        case .arrayOfObjects(let fields):
            guard let elements = value.arrayValue else { return PayloadText.describe(value) }
            for (index, element) in elements.enumerated() {
                guard let members = element.objectValue else { return "\(PayloadText.describe(element)) at index \(index)" }
                for field in fields where members.last(where: { $0.key == field })?.value.stringValue == nil {
                    return "an object without a string \(field) at index \(index)"
                }
            }
            return nil
        case .oneOf(let values):
            return value.stringValue.map(values.contains) == true ? nil : PayloadText.describe(value)
        }
    }

    /// Whether `value` is a string starting `http://` or `https://` (in any case) with a host after it.
    private static func isWebURL(_ value: JSONValue) -> Bool {
        guard let text = value.stringValue else { return false }
        let lower = text.lowercased()
        for scheme in ["http://", "https://"] where lower.hasPrefix(scheme) {
            return lower.count > scheme.count
        }
        return false
    }
}
