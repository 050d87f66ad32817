/// A rectangle of the interface (Apple's `UIView`). Frames are in points; notisim maps them to cells when it draws.
@MainActor
open class UIView: UIResponder {
    /// How a view fills its bounds with its content (Apple's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// A size component a view has no natural value for.
    public static let noIntrinsicMetric: CGFloat = -1

    private var storedFrame: CGRect = .zero
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    open var backgroundColor: UIColor?
    open var alpha: CGFloat = 1
    /// A hidden view is not drawn; in a stack view it also gives up its place.
    open var isHidden = false { didSet { if isHidden != oldValue { setNeedsLayout() } } }
    open var contentMode: ContentMode = .scaleToFill
    /// Clipping to the bounds is kept but changes nothing drawn: subviews are always cut to the custom area.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// The view's layer, of the class `layerClass` names: corner radius, border and sublayers; its frame is the view's.
    public private(set) lazy var layer: CALayer = {
        let layer = (Self.layerClass as? CALayer.Type ?? CALayer.self).init()
        // Weak: a layer kept after its view is gone reads an empty frame rather than crashing.
        layer.viewGeometry = CALayer.ViewGeometry(frame: { [weak self] in self?.frame ?? .zero }, setFrame: { [weak self] in self?.frame = $0 })
        return layer
    }()
    /// The class of the view's layer (a `CALayer` subclass, such as `CAGradientLayer`).
    open class var layerClass: AnyClass { CALayer.self }
    open var tintColor: UIColor! = .systemBlue
    /// The traits the view is drawn with: those its host gave the view or one of its superviews, else the current ones.
    open var traitCollection: UITraitCollection { hostTraits ?? superview?.traitCollection ?? .current }
    /// The traits of the interface that shows this view, set by the host on the root view it shows (UIKit's window).
    package var hostTraits: UITraitCollection?
    open var isUserInteractionEnabled = true
    open var tag = 0
    /// Whether the frame set in code holds (true) or constraints place the view (false).
    open var translatesAutoresizingMaskIntoConstraints = true { didSet { setNeedsLayout() } }

    /// Constraints activated with this view as their first item, in activation order.
    var activeConstraints: [NSLayoutConstraint] = []
    var contentHuggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compressionResistancePriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var needsLayout = true
    /// Active constraints whose constant changed since the last pass, while nothing else did: the next pass only
    /// moves their constants in the solver.
    private var changedConstants: [NSLayoutConstraint] = []
    /// The solver state of the tree this view is the root of.
    private var layoutSession: LayoutSession?
    /// Required constraints the last layout pass had to break, with Auto Layout's message for each.
    package private(set) var brokenConstraints: [(constraint: NSLayoutConstraint, message: String)] = []

    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init() }

    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue; setNeedsLayout() }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: storedFrame.size) }
        set { frame = CGRect(x: storedFrame.midX - newValue.width / 2, y: storedFrame.midY - newValue.height / 2,
                             width: newValue.width, height: newValue.height) }
    }

    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
    }

    /// Sets the frame from a layout pass without asking for another.
    package func applyLayoutFrame(_ frame: CGRect) { storedFrame = frame }

    /// Makes `views` the subviews, in order, from inside a layout pass (a SwiftUI hosting view placing what its body
    /// drew) without asking for another pass: the views are placed by frame, outside the constraint solver.
    package func replaceSubviewsFromLayout(with views: [UIView]) {
        let kept = Set(views.map(ObjectIdentifier.init))
        for old in subviews where !kept.contains(ObjectIdentifier(old)) { old.superview = nil }
        for view in views where view.superview !== self {
            view.superview?.subviews.removeAll { $0 === view }
            view.superview = self
        }
        subviews = views
    }

    /// Adds `view` on top of the subviews, taking it out of its superview first if it has one; a view with none is not
    /// sent `removeFromSuperview()`, so an override of it (a carousel stopping its timer) does not run as it is added.
    open func addSubview(_ view: UIView) {
        if view.superview != nil { view.removeFromSuperview() }
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
    }

    /// Inserts `view` at `index` of the subviews, taking it out of its superview first if it has one (as `addSubview`).
    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview != nil { view.removeFromSuperview() }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        setNeedsLayout()
    }

    /// Takes the view out of its superview, deactivating the constraints that tie it to views left behind.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let root = parent.rootView
        parent.subviewWillLeave(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        let leaving = Set(allViews.map(ObjectIdentifier.init))
        for view in root.allViews {
            for constraint in view.activeConstraints where constraint.crosses(leaving) { constraint.isActive = false }
        }
        for view in allViews {
            for constraint in view.activeConstraints where constraint.crosses(leaving) { constraint.isActive = false }
        }
        root.setNeedsLayout()
    }

    /// Called on the superview before a subview leaves it.
    func subviewWillLeave(_ view: UIView) {}

    /// The view and its descendants, parents before children.
    var allViews: [UIView] { [self] + subviews.flatMap(\.allViews) }

    /// Set on a view that places its subviews by frame from its own layout (a SwiftUI hosting view): the constraint
    /// solver leaves its subviews out, as it would leave out views no constraint names.
    package var placesSubviewsByFrame = false

    /// The views a layout pass solves for: the view and its descendants, not those under a view that places its
    /// subviews by frame.
    var solvedViews: [UIView] { [self] + (placesSubviewsByFrame ? [] : subviews.flatMap(\.solvedViews)) }

    /// The top of this view's tree.
    var rootView: UIView { superview?.rootView ?? self }

    open func setNeedsLayout() { rootView.needsLayout = true }

    /// Notes that an active constraint this view holds changed only its constant.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        let root = rootView
        if !root.needsLayout { root.changedConstants.append(constraint) }
    }

    /// Lays out the whole tree this view belongs to if anything changed since the last pass.
    open func layoutIfNeeded() {
        let root = rootView
        guard root.needsLayout || !root.changedConstants.isEmpty else { return }
        let changed = root.changedConstants
        root.changedConstants = []
        let session = root.layoutSession ?? LayoutSession()
        root.layoutSession = session
        if root.needsLayout || !session.moveConstants(of: changed, in: root) {
            root.needsLayout = false
            root.brokenConstraints = session.layout(root)
        }
        for view in session.views { view.layoutSubviews() }
    }

    /// Called after a layout pass placed the subviews.
    open func layoutSubviews() {}

    /// The size the view would take inside `size`; views without content keep their current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() { frame.size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) }

    /// The natural size of the view's content; `noIntrinsicMetric` where it has none.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    open func invalidateIntrinsicContentSize() { setNeedsLayout() }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentHuggingPriorities[axis] ?? .defaultLow
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentHuggingPriorities[axis] = priority
        setNeedsLayout()
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis] ?? .defaultHigh
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistancePriorities[axis] = priority
        setNeedsLayout()
    }

    /// The active constraints this view holds (those whose first item it is).
    open var constraints: [NSLayoutConstraint] { activeConstraints }
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}
