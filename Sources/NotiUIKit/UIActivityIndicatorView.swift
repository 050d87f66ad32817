/// A view showing that work is under way (Apple's `UIActivityIndicatorView`): notisim draws a spinner glyph that
/// advances with notisim's clock while it animates.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// Apple's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }

    open var style: Style = .medium
    open var color: UIColor! = .gray
    public private(set) var isAnimating = false
    /// Hidden while not animating (the default, as on iOS); changed while stopped, it hides or shows the indicator.
    open var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }

    /// The glyphs the spinner steps through, one every `stepSeconds` of notisim's clock.
    package static let spinnerGlyphs = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    package static let stepSeconds: TimeInterval = 0.1

    public init(style: Style) {
        super.init(frame: .zero)
        self.style = style
        updateHidden()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        updateHidden()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func startAnimating() {
        isAnimating = true
        updateHidden()
    }

    open func stopAnimating() {
        isAnimating = false
        updateHidden()
    }

    private func updateHidden() { if hidesWhenStopped { isHidden = !isAnimating } }

    /// The glyph at a time on notisim's clock: turning while animating, still (the first) when stopped.
    package func glyph(at time: TimeInterval) -> String {
        guard isAnimating, time.isFinite, time >= 0 else { return Self.spinnerGlyphs[0] }
        return Self.spinnerGlyphs[Int(time / Self.stepSeconds) % Self.spinnerGlyphs.count]
    }

    /// One cell.
    open override var intrinsicContentSize: CGSize { CGSize(width: UILabel.pointsPerColumn, height: UILabel.pointsPerRow) }
}
