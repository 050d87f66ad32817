internal import NotiLayout

/// A button (Apple's `UIButton`): a title and an image per state, sending its actions when pressed. notisim draws it
/// as its title (after the image's glyph) in the tint colour, in reverse video while it has the keyboard focus.
@MainActor
open class UIButton: UIControl {
    /// Apple's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
    }

    public private(set) var buttonType: ButtonType = .system
    private var titles: [UIControl.State: String] = [:]
    private var titleColors: [UIControl.State: UIColor] = [:]
    private var images: [UIControl.State: UIImage] = [:]
    /// The label holding the current title (its font is the title's).
    public private(set) lazy var titleLabel: UILabel? = UILabel()

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A system button that sends `primaryAction` when pressed (iOS 14), titled with the action's title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        titleLabel?.text = currentTitle
        invalidateIntrinsicContentSize()
    }

    /// The title for a state, falling back to the normal state's.
    open func title(for state: UIControl.State) -> String? { titles[state] ?? titles[.normal] }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state] = color }
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state] ?? titleColors[.normal] }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        invalidateIntrinsicContentSize()
    }

    open func image(for state: UIControl.State) -> UIImage? { images[state] ?? images[.normal] }

    open var currentTitle: String? { title(for: state) }
    open var currentImage: UIImage? { image(for: state) }
    /// The title's colour now: the state's title colour, else the tint colour (grey when disabled).
    open var currentTitleColor: UIColor { titleColor(for: state) ?? (isEnabled ? tintColor : .systemGray) }

    /// What notisim draws: the image's glyph (a space after it) and the title.
    package var drawnTitle: String {
        let glyph = currentImage.map { $0.symbolGlyph ?? "▣" }
        return [glyph, currentTitle].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// One row high, as wide as what it draws.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(TextWidth.columns(of: drawnTitle)) * UILabel.pointsPerColumn, height: UILabel.pointsPerRow)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
