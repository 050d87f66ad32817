/// A view showing an image (Apple's `UIImageView`); its natural size is the image's.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    /// The name a storyboard gave the image when no such image was found; drawn as a placeholder naming it.
    package var missingImageName: String?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }
}
