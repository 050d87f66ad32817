/// An animation added to a layer (Apple's `CAAnimation`). notisim shows no in-between frames: an animation changes
/// nothing drawn, and it ends once notisim's clock has moved on by its duration, telling its delegate
/// (docs/rules/apple-frameworks.md#quartzcore).
@MainActor
open class CAAnimation {
    /// Seconds one pass lasts; 0 stands for the transaction's duration (0.25 s), as on iOS.
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    /// How many passes run; `.infinity` never ends.
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var speed: Float = 1
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops the animation when it ends.
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops; held strongly, as on iOS.
    open var delegate: (any CAAnimationDelegate)?

    public init() {}

    /// Seconds from adding the animation to its end on notisim's clock; infinite for one that repeats forever.
    var totalDuration: TimeInterval {
        let pass = (duration > 0 ? duration : CATransaction.animationDuration()) * (autoreverses ? 2 : 1)
        let passes = repeatDuration > 0 ? repeatDuration / pass : Double(max(repeatCount, 1))
        guard passes.isFinite, speed > 0 else { return .infinity }
        let delay = beginTime > 0 ? max(0, beginTime - CACurrentMediaTime()) : 0
        return delay + pass * passes / Double(speed)
    }
}

/// An animation of one property, named by its key path (Apple's `CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation from one value to another (Apple's `CABasicAnimation`); the values are kept, never applied.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// An animation through a list of values (Apple's `CAKeyframeAnimation`); the values are kept, never applied.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var path: CGPath?
    open var timingFunctions: [CAMediaTimingFunction]?
}

/// Animations run together (Apple's `CAAnimationGroup`); the group's duration is what counts.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// A spring animation (Apple's `CASpringAnimation`); it ends after its `duration` like the others.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
}

/// What an animation tells its delegate (Apple's `CAAnimationDelegate`); both methods may be left out.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started (at the next turn of the main queue after it was added).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed before its end (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// What a layer shows before and after its animation (Apple's `CAMediaTimingFillMode`); kept, without effect.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// An animation's pacing (Apple's `CAMediaTimingFunction`); kept, without effect.
public final class CAMediaTimingFunction: Sendable {
    /// The named pacing it was made with, if any.
    public let name: CAMediaTimingFunctionName?

    public init(name: CAMediaTimingFunctionName) { self.name = name }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { name = nil }
}

/// The named pacings (Apple's `CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// The time on notisim's clock, in seconds since the extension was loaded (Apple's `CACurrentMediaTime`), for an
/// animation's `beginTime`.
public func CACurrentMediaTime() -> CFTimeInterval { ExtensionRunLoop.current.now }
