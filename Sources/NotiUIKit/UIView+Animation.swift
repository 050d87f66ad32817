/// Animations (Apple's `UIView.animate` family). A terminal shows no in-between frames: the changes apply at once,
/// and the completion runs with `true` once notisim's clock has moved on by the delay and duration, as it would when
/// the animation ends (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset).
extension UIView {
    /// Apple's `UIView.AnimationOptions`; accepted and without effect in a terminal.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        animations()
        guard let completion else { return }
        ExtensionRunLoop.current.schedule(after: max(0, delay) + max(0, duration)) { completion(true) }
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
                              completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs the changes without animation (which notisim never shows anyway).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
}
