import NotiLayout

/// One item of a one-line bar (the status line, the key hints): shown whole or not at all.
struct LinePart: Equatable {
    /// The item as written when there is room.
    var text: String
    /// A shorter form used before the item is left out; nil when it has none.
    var short: String?
    /// Higher is kept longer.
    var priority: Int

    init(_ text: String, short: String? = nil, priority: Int) { self.text = text; self.short = short; self.priority = priority }
}

/// Fits the items of a bar into its width without cutting any of them.
enum PriorityLine {
    /// The parts joined by `separator` in their own order, at most `width` columns: while too wide, the
    /// lowest-priority part left takes its short form, or is left out when it has none or that is not enough;
    /// an item is never cut.
    static func fit(_ parts: [LinePart], separator: String, width: Int) -> String {
        var texts = parts.map(\.text)
        var shown = Array(repeating: true, count: parts.count)
        func line() -> String { parts.indices.filter { shown[$0] }.map { texts[$0] }.joined(separator: separator) }
        let lowestFirst = parts.indices.sorted { parts[$0].priority < parts[$1].priority }
        for index in lowestFirst where TextWidth.columns(of: line()) > width {
            if let short = parts[index].short { texts[index] = short }
            if TextWidth.columns(of: line()) > width { shown[index] = false }
        }
        return line()
    }
}
