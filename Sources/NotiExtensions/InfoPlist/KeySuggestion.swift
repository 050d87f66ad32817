/// Suggests the known key a misspelt one was probably meant to be.
package enum KeySuggestion {
    /// The candidate within a small edit distance of `key` (about one typo per eight characters), if any.
    package static func closest(to key: String, in candidates: [String]) -> String? {
        let limit = max(2, key.count / 8)
        let scored = candidates.map { ($0, distance(Array(key.lowercased()), Array($0.lowercased()), limit: limit)) }
        return scored.filter { $0.1 <= limit }.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance, giving up (returning limit + 1) once it must exceed `limit`.
    static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            if current.min() ?? 0 > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
