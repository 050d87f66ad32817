extension DecodedPayload {
    /// The alert keys whose text comes from the app's strings table.
    static let localizationKeys = ["title-loc-key", "subtitle-loc-key", "loc-key"]

    /// Whether the alert names a loc key, so its text depends on the app's strings and language.
    package var usesLocalizationKeys: Bool {
        guard let alert = json?["aps"]?["alert"]?.objectValue else { return false }
        // Every loc key's name is at least seven bytes ("loc-key"): the usual "title" and "body" are ruled out without
        // a comparison (this runs on the app loop for every push).
        return alert.contains { $0.key.utf8.count >= 7 && Self.localizationKeys.contains($0.key) }
    }

    /// The payload decoded again with the app's strings table, as the device formats it once it knows the app
    /// (docs/rules/xcode.md#localisation); itself when it names no loc key or could not be decoded.
    package func localized(with strings: [String: String]?) -> DecodedPayload {
        guard let strings, content != nil, usesLocalizationKeys, let json else { return self }
        var decoded = PayloadDecoder.decode(json: json, byteCount: byteCount, pushType: pushType, strings: strings)
        // Findings about the bytes as a whole (their size) are not seen by a second decode of the parsed document.
        decoded.diagnostics = diagnostics.filter { $0.path.isEmpty && !decoded.diagnostics.contains($0) } + decoded.diagnostics
        return decoded
    }
}
