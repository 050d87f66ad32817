/// Values worked out earlier, kept by key while the generation they were made in stays the current one: a view keeps
/// what it derived from an unchanged model, and starts afresh as soon as anything all of them depend on changes.
/// Bounded: a value made when `capacity` are kept makes everything else forgotten at once.
package final class GenerationMemo<Generation: Hashable & Sendable, Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let state = LockedState<(generation: Generation?, values: [Key: Value])>((nil, [:]))
    private let capacity: Int

    package init(capacity: Int) { self.capacity = capacity }

    /// The value for `key` made in `generation`, made by `make` when it is not kept.
    package func value(for key: Key, in generation: Generation, make: () -> Value) -> Value {
        let kept = state.withLock { state -> Value? in
            if state.generation != generation { state = (generation, [:]) }
            return state.values[key]
        }
        if let kept { return kept }
        let value = make()
        state.withLock { state in
            guard state.generation == generation else { return }
            if state.values.count >= capacity { state.values = [:] }
            state.values[key] = value
        }
        return value
    }

    /// How many values are kept.
    package var count: Int { state.withLock { $0.values.count } }
}
