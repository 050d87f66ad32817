/// A layer (the part of Core Animation's `CALayer` extension code sets). A view's own layer shares its view's frame.
/// notisim draws a layer's background colour and its border (rounded where `cornerRadius` is above 0); sublayers are
/// drawn over their view's background and under its content and subviews. `masksToBounds` and the shadow are kept
/// and not drawn (docs/rules/apple-frameworks.md#quartzcore).
///
/// `@preconcurrency`: notisim keeps layers on the main actor with their views, where Apple's layers have no actor;
/// code in the Swift 5 language mode that makes a layer elsewhere (a gradient drawn into an image context by a helper)
/// is warned, not refused.
@preconcurrency @MainActor
open class CALayer {
    /// Where a view's own layer reads and writes its frame: the view's (set by UIKit).
    package struct ViewGeometry {
        package let frame: @MainActor () -> CGRect
        package let setFrame: @MainActor (CGRect) -> Void
        package init(frame: @escaping @MainActor () -> CGRect, setFrame: @escaping @MainActor (CGRect) -> Void) {
            self.frame = frame; self.setFrame = setFrame
        }
    }

    /// Set on a view's own layer, whose frame is its view's.
    package var viewGeometry: ViewGeometry?
    private var storedFrame: CGRect = .zero

    open var cornerRadius: CGFloat = 0
    /// The corners `cornerRadius` rounds (all four by default).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// Kept; the terminal cuts every view and layer to the custom area instead.
    open var masksToBounds = false
    open var opacity: Float = 1
    open var isHidden = false
    open var backgroundColor: CGColor?
    /// Kept and not drawn, as are the other shadow properties.
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var shadowPath: CGPath?
    /// The layer's image or other contents; kept and not drawn.
    open var contents: Any?
    open var contentsScale: CGFloat = 1
    open var zPosition: CGFloat = 0
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var name: String?
    /// A layer whose shape would cut this one; kept and not drawn.
    open var mask: CALayer?
    open var isOpaque = false
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    public weak var delegate: (any CALayerDelegate)?

    /// The layers on top of this one, bottom first; nil when there are none.
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    /// The animations running on the layer, by key.
    private var animations: [(key: String, animation: CAAnimation)] = []

    /// A new layer. Required, so that a view's `layerClass` can be any layer class.
    public required init() {}

    /// The layer's rectangle in its superlayer (for a view's own layer, the view's frame).
    open var frame: CGRect {
        get { viewGeometry?.frame() ?? storedFrame }
        set { if let viewGeometry { viewGeometry.setFrame(newValue) } else { storedFrame = newValue } }
    }

    /// The layer's own rectangle: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame = CGRect(x: position.x - newValue.width * anchorPoint.x, y: position.y - newValue.height * anchorPoint.y,
                             width: newValue.width, height: newValue.height) }
    }

    /// Where the anchor point sits in the superlayer.
    open var position: CGPoint {
        get { CGPoint(x: frame.minX + frame.width * anchorPoint.x, y: frame.minY + frame.height * anchorPoint.y) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width * anchorPoint.x, y: newValue.y - frame.height * anchorPoint.y) }
    }

    /// Puts `layer` on top of the sublayers, taking it from its superlayer first.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

    /// Puts `layer` at `index` of the sublayers (0 is the bottom), taking it from its superlayer first.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(index), layers.count))
        sublayers = layers
        layer.superlayer = self
    }

    /// Puts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sublayers?.firstIndex { $0 === sibling } ?? sublayers?.count ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers?.count ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `layer` in the place of `old`.
    open func replaceSublayer(_ old: CALayer, with layer: CALayer) {
        guard let index = sublayers?.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(layer, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
    }

    /// Starts `animation` on the layer (replacing one under the same key). notisim shows no in-between frames: the
    /// layer keeps its values, and the animation's delegate hears it start and, once notisim's clock has moved on by
    /// its duration, stop finished (docs/rules/apple-frameworks.md#quartzcore).
    open func add(_ animation: CAAnimation, forKey key: String?) {
        let key = key ?? "animation-\(ObjectIdentifier(animation).hashValue)"
        removeAnimation(forKey: key)
        animations.append((key, animation))
        CATransaction.animationAdded(lasting: animation.totalDuration)
        ExtensionRunLoop.current.schedule(after: 0) { animation.delegate?.animationDidStart(animation) }
        guard animation.totalDuration.isFinite else { return }
        ExtensionRunLoop.current.schedule(after: animation.totalDuration) { [weak self] in
            guard let self, let index = animations.firstIndex(where: { $0.animation === animation }) else { return }
            if animation.isRemovedOnCompletion { animations.remove(at: index) }
            animation.delegate?.animationDidStop(animation, finished: true)
        }
    }

    /// The animation running under `key`.
    open func animation(forKey key: String) -> CAAnimation? { animations.first { $0.key == key }?.animation }

    /// The keys of the running animations, in the order they were added; nil when none runs.
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.map(\.key) }

    /// Stops the animation under `key`; its delegate hears it stop unfinished.
    open func removeAnimation(forKey key: String) {
        guard let index = animations.firstIndex(where: { $0.key == key }) else { return }
        let animation = animations.remove(at: index).animation
        animation.delegate?.animationDidStop(animation, finished: false)
    }

    /// Stops every animation; their delegates hear them stop unfinished.
    open func removeAllAnimations() { animations.map(\.key).forEach(removeAnimation(forKey:)) }

    /// Lays out the sublayers now; calls `layoutSublayers()` and the delegate's `layoutSublayers(of:)`.
    open func layoutIfNeeded() { layoutSublayers() }
    /// Asks for a layout, which notisim does at once (`layoutIfNeeded()`).
    open func setNeedsLayout() { layoutIfNeeded() }
    /// Places the sublayers; the delegate's `layoutSublayers(of:)` is called.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// Asks for the contents to be redrawn; notisim draws the layer's colours each time it draws anyway.
    open func setNeedsDisplay() {}

    /// The colour the layer fills its frame with when drawn: its background colour.
    package var drawnFill: CGColor? { backgroundColor }

    /// Draws the layer and its sublayers into `ctx` (a gradient in its middle colour); the context shows the colour
    /// drawn last, the topmost layer's.
    open func render(in ctx: CGContext) {
        if let fill = drawnFill { ctx.paint(fill) }
        for sublayer in sublayers ?? [] { sublayer.render(in: ctx) }
    }
}

/// What a layer tells the object that manages it (Apple's `CALayerDelegate`); every method may be left out.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// The layer is laying out its sublayers.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func layoutSublayers(of layer: CALayer) {}
}

/// The corners a layer's `cornerRadius` rounds (Apple's `CACornerMask`).
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a rounded corner curves (Apple's `CALayerCornerCurve`); the terminal draws every rounded corner alike.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
