/// A view that lines its arranged subviews up along an axis (Apple's `UIStackView`). As in UIKit, the arrangement is
/// constraints: the layout pass adds them to the solver with the tree's own (LayoutSession+Stacks.swift), so
/// intrinsic sizes, hugging and compression resistance decide the sizes `fill` leaves open.
@MainActor
open class UIStackView: UIView {
    /// Apple's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// Apple's `UIStackView.Alignment` (top and leading, bottom and trailing share raw values as in UIKit).
    public enum Alignment: Int, Sendable {
        case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// The views laid out along the axis, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// Space between neighbours; the least space for `equalSpacing` and `equalCentering`.
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Adds a view at the end of the arrangement (and as a subview), to be placed by constraints.
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Takes a view out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// Removing an arranged view from the stack also takes it out of the arrangement.
    override func subviewWillLeave(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }
}
