/// Hands out curses colour pairs for foreground/background combinations, defining each once.
struct ColorPairCache {
    /// How many pairs may be defined besides pair 0 (the terminal default).
    let capacity: Int
    private var pairs: [PairKey: Int32] = [:]

    private struct PairKey: Hashable {
        let foreground: Int32
        let background: Int32
    }

    init(capacity: Int) { self.capacity = max(0, capacity) }

    /// How many pairs are defined now.
    var count: Int { pairs.count }

    /// The pair for `foreground` on `background`, defining it with `define(pair, fg, bg)` when new.
    /// Nil when the cache is full or `define` fails; the caller then calls ``reset()`` and repaints.
    mutating func pair(foreground: Int32, background: Int32, define: (Int32, Int32, Int32) -> Bool) -> Int32? {
        if foreground == -1 && background == -1 { return 0 }
        let key = PairKey(foreground: foreground, background: background)
        if let known = pairs[key] { return known }
        guard pairs.count < capacity else { return nil }
        let number = Int32(pairs.count + 1)
        guard define(number, foreground, background) else { return nil }
        pairs[key] = number
        return number
    }

    /// Forgets every pair, so numbers are handed out from 1 again.
    mutating func reset() { pairs.removeAll(keepingCapacity: true) }
}
