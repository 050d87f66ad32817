/// A view whose content can be larger than it (Apple's `UIScrollView`). notisim draws the subviews moved by
/// `contentOffset` and cut to the custom area; a terminal has no scroll gestures, so only code moves the content.
@MainActor
open class UIScrollView: UIView {
    /// The size of the content, as the code (or a web view's page) sets it.
    open var contentSize: CGSize = .zero
    /// How far the content is moved up and left.
    open var contentOffset: CGPoint = .zero
    /// Kept; the content is drawn from the view's top-left corner.
    open var contentInset = UIEdgeInsets()
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    public weak var delegate: (any UIScrollViewDelegate)?

    /// Moves the content; the delegate hears `scrollViewDidScroll(_:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        delegate?.scrollViewDidScroll(self)
    }
}

/// What a scroll view tells its delegate (Apple's `UIScrollViewDelegate`); every method may be left out.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content moved (called by `setContentOffset(_:animated:)`).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// Distances in from each edge (Apple's `UIEdgeInsets`).
public struct UIEdgeInsets: Sendable, Hashable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public static let zero = UIEdgeInsets()
}
