import NotiUIKit

/// Views every CleverTap template draws with.
@MainActor
enum TemplateParts {
    /// A title (bold, one line) or message (two lines) label in the template's colour, when it gives one.
    static func label(_ text: String, bold: Bool, color: String?) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = bold ? 1 : 2
        label.font = bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 15)
        if let color = TemplateColors.color(color) { label.textColor = color }
        return label
    }

    /// A 16:9 image view `width` wide showing `url` once it arrives.
    static func image(_ url: URL, width: CGFloat) -> UIImageView {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFill
        imageView.heightAnchor.constraint(equalToConstant: imageHeight(width: width)).isActive = true
        TemplateImageLoader.load(url, into: imageView)
        return imageView
    }

    /// The height of a template's 16:9 image at `width` (CleverTap's landscape images).
    static func imageHeight(width: CGFloat) -> CGFloat { (width * 9 / 16).rounded() }

    /// A row of buttons, one per title, each calling `pressed` with its index.
    static func buttonRow(_ titles: [String], pressed: @escaping @MainActor (Int) -> Void) -> UIStackView {
        let buttons = titles.enumerated().map { index, title in
            UIButton(type: .system, primaryAction: UIAction(title: title) { _ in pressed(index) })
        }
        let row = UIStackView(arrangedSubviews: buttons)
        row.axis = .horizontal
        row.distribution = .equalSpacing
        return row
    }
}
