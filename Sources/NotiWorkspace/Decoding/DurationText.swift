/// Durations as workspace files write them: `"5s"`, `"15m"`, `"1h30m"`, `"2d"`, `"1.5s"`.
package enum DurationText {
    static let unitSeconds: [Character: Double] = ["d": 86_400, "h": 3600, "m": 60, "s": 1]

    /// The number of seconds, or nil when `text` is not one or more `<number><unit>` parts (units d, h, m, s, largest first).
    package static func seconds(_ text: String) -> Double? {
        var total = 0.0, number = "", lastUnitSize = Double.infinity, parts = 0
        for character in text {
            if character.isASCII, character.isNumber || character == "." {
                number.append(character)
            } else if let size = unitSeconds[character], let value = Double(number), size < lastUnitSize {
                total += value * size
                lastUnitSize = size
                number = ""
                parts += 1
            } else {
                return nil
            }
        }
        guard number.isEmpty, parts > 0, total.isFinite else { return nil }
        return total
    }
}

extension ObjectReader {
    /// A duration member: a string such as `"15m"` or a number of seconds; must be > 0.
    func duration(_ key: String, required: Bool = false) -> Double? {
        guard let value = value(key) else {
            if required { missing(key, "a duration such as \"5s\", \"15m\" or \"1h30m\"") }
            return nil
        }
        let seconds = value.stringValue.flatMap(DurationText.seconds) ?? value.doubleValue
        guard let seconds, seconds.isFinite, seconds > 0 else {
            sink.error(childPath(key), "expected a duration > 0 such as \"5s\", \"15m\" or \"1h30m\", got \(value.messageDescription)")
            return nil
        }
        return seconds
    }
}
