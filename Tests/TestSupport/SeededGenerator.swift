import NotiCore

/// A small deterministic random generator (NotiCore's SplitMix64), so randomised tests repeat exactly.
public struct SeededGenerator: RandomNumberGenerator {
    private var words: SplitMix64

    public init(seed: UInt64) { words = SplitMix64(seed: seed) }

    public mutating func next() -> UInt64 { words.next() }
}
