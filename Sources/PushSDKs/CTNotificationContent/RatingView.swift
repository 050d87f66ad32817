import NotiUIKit

/// CleverTap's rating template (`pt_rating`): the image (`pt_big_img`), the title and the message, and five stars;
/// pressing one fills the stars up to it and opens the app at that rating's deep link (`pt_dl<n>`, else
/// `pt_default_dl`).
@MainActor
final class RatingView: UIStackView, TemplateContent {
    static let starCount = 5
    private let template: PushTemplate
    private var stars: UIStackView?
    /// The stars pressed, 0 before any.
    private(set) var rating = 0

    init(template: PushTemplate, title: String, message: String, width: CGFloat, openApp: @escaping @MainActor () -> Void) {
        self.template = template
        super.init(frame: .zero)
        axis = .vertical
        spacing = 4
        backgroundColor = TemplateColors.color(template.string("pt_bg"))
        if let url = template.bigImage { addArrangedSubview(TemplateParts.image(url, width: width)) }
        addArrangedSubview(TemplateParts.label(title, bold: true, color: template.string("pt_title_clr")))
        addArrangedSubview(TemplateParts.label(message, bold: false, color: template.string("pt_msg_clr")))
        let stars = TemplateParts.buttonRow(Array(repeating: "☆", count: Self.starCount)) { [weak self] index in
            self?.rate(index + 1)
            openApp()
        }
        self.stars = stars
        addArrangedSubview(stars)
    }

    required init?(coder: NSCoder) { nil }

    /// The image, two lines of text and the stars.
    func preferredHeight(width: CGFloat) -> CGFloat {
        (template.bigImage == nil ? 0 : TemplateParts.imageHeight(width: width)) + 90
    }

    /// A rating has nothing to step through.
    func showNext() -> Bool { false }

    var deepLink: String? {
        (rating > 0 ? template.string("pt_dl\(rating)") : nil) ?? template.string("pt_default_dl")
    }

    private func rate(_ stars: Int) {
        rating = stars
        for (index, star) in (self.stars?.arrangedSubviews ?? []).enumerated() {
            (star as? UIButton)?.setTitle(index < stars ? "★" : "☆", for: .normal)
        }
    }
}
