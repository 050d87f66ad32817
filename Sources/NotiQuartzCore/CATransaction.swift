/// Groups layer changes (Apple's `CATransaction`). Changes apply at once; a transaction's completion block runs on the
/// main queue once notisim's clock has moved on by the longest animation added inside it, or at the main queue's next
/// turn when none was (docs/rules/apple-frameworks.md#quartzcore).
@MainActor
public final class CATransaction {
    /// One open `begin()`…`commit()` pair.
    private struct Group {
        var duration: TimeInterval = 0.25
        var disablesActions = false
        var completion: (@MainActor () -> Void)?
        /// Seconds until the last animation added inside it ends.
        var longestAnimation: TimeInterval = 0
    }

    private static var groups: [Group] = []

    /// Opens a transaction.
    public static func begin() { groups.append(Group(duration: animationDuration(), disablesActions: disableActions())) }

    /// Closes the innermost transaction and schedules its completion block.
    public static func commit() {
        guard let group = groups.popLast() else { return }
        if !groups.isEmpty { groups[groups.count - 1].longestAnimation = max(groups[groups.count - 1].longestAnimation, group.longestAnimation) }
        guard let completion = group.completion else { return }
        ExtensionRunLoop.current.schedule(after: group.longestAnimation.isFinite ? group.longestAnimation : 0, completion)
    }

    /// Nothing is waiting to be drawn in notisim: changes are drawn at the next answer anyway.
    public static func flush() {}

    /// The default duration of animations added inside the transaction (0.25 s outside any).
    public static func animationDuration() -> CFTimeInterval { groups.last?.duration ?? 0.25 }
    public static func setAnimationDuration(_ duration: CFTimeInterval) { if !groups.isEmpty { groups[groups.count - 1].duration = duration } }

    /// Whether implicit animations are turned off; kept, as notisim runs none.
    public static func disableActions() -> Bool { groups.last?.disablesActions ?? false }
    public static func setDisableActions(_ flag: Bool) { if !groups.isEmpty { groups[groups.count - 1].disablesActions = flag } }

    /// Kept, without effect.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}

    /// Sets the block run when the transaction's animations have ended; outside any `begin()` it runs at the main
    /// queue's next turn.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        if groups.isEmpty {
            if let block { ExtensionRunLoop.current.schedule(after: 0, block) }
        } else {
            groups[groups.count - 1].completion = block
        }
    }

    /// The completion block of the innermost transaction.
    public static func completionBlock() -> (@MainActor () -> Void)? { groups.last?.completion }

    /// Notes an animation added to a layer, so the open transaction's completion waits for its end.
    static func animationAdded(lasting duration: TimeInterval) {
        guard !groups.isEmpty else { return }
        groups[groups.count - 1].longestAnimation = max(groups[groups.count - 1].longestAnimation, duration)
    }
}
