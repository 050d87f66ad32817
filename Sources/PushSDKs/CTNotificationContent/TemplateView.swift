import NotiDispatch
import NotiUIKit

/// What the controller asks of a drawn template.
@MainActor
protocol TemplateContent: UIView {
    /// The height the template needs at `width`.
    func preferredHeight(width: CGFloat) -> CGFloat
    /// Steps to the next slide or product on the category's `action_1`; answers whether the template has any.
    func showNext() -> Bool
    /// The deep link of what is shown, as the SDK passes it on with an action.
    var deepLink: String? { get }
}

/// The basic template and the carousels: their image (one slide of a carousel), the title and the message in the
/// template's colours, and for a carousel the slide's place among the slides (CleverTap's page dots) and, for the
/// manual one, its previous and next arrows.
@MainActor
final class TemplateView: UIStackView, TemplateContent {
    /// How long an auto carousel shows each slide (the SDK's autoplay interval).
    static let slideInterval: TimeInterval = 3

    private let template: PushTemplate
    private let slides: [URL]
    private let imageView = UIImageView()
    private let pageDots = UILabel()
    private var timer: Timer?
    /// The slide shown, from 0.
    private(set) var slide = 0

    /// Whether the template is a carousel, whose slides `showNext()` steps through.
    var isCarousel: Bool { template.kind == .autoCarousel || template.kind == .manualCarousel }

    init(template: PushTemplate, title: String, message: String, width: CGFloat) {
        self.template = template
        slides = template.kind == .basic ? template.bigImage.map { [$0] } ?? [] : template.slideImages
        super.init(frame: .zero)
        axis = .vertical
        spacing = 4
        backgroundColor = TemplateColors.color(template.string("pt_bg"))
        if !slides.isEmpty {
            imageView.contentMode = .scaleAspectFill
            imageView.heightAnchor.constraint(equalToConstant: TemplateParts.imageHeight(width: width)).isActive = true
            addArrangedSubview(imageView)
        }
        addArrangedSubview(TemplateParts.label(title, bold: true, color: template.string("pt_title_clr")))
        addArrangedSubview(TemplateParts.label(message, bold: false, color: template.string("pt_msg_clr")))
        if isCarousel, slides.count > 1 { addArrangedSubview(pageDots) }
        if template.kind == .manualCarousel, slides.count > 1 {
            addArrangedSubview(TemplateParts.buttonRow(["‹", "›"]) { [weak self] index in self?.step(by: index == 0 ? -1 : 1) })
        }
        show(slide: 0)
        if template.kind == .autoCarousel, slides.count > 1 {
            timer = Timer.scheduledTimer(withTimeInterval: Self.slideInterval, repeats: true) { [weak self] _ in
                MainActor.assumeIsolated { self?.step(by: 1) }
            }
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Stops the auto carousel's timer with the view: a later notification draws a view of its own.
    override func removeFromSuperview() {
        timer?.invalidate()
        super.removeFromSuperview()
    }

    /// The image, two lines of text, and a carousel's dots and arrows.
    func preferredHeight(width: CGFloat) -> CGFloat {
        (slides.isEmpty ? 0 : TemplateParts.imageHeight(width: width)) + (isCarousel ? 100 : 60)
    }

    func showNext() -> Bool {
        guard isCarousel else { return false }
        step(by: 1)
        return true
    }

    /// The deep link of the slide shown (`pt_dl1`… for a carousel's slides, `pt_dl1` for the basic template).
    var deepLink: String? {
        template.string("pt_dl\(slide + 1)") ?? template.string("pt_dl1")
    }

    /// Steps `offset` slides on, going round at either end.
    private func step(by offset: Int) {
        guard !slides.isEmpty else { return }
        show(slide: (slide + offset + slides.count) % slides.count)
    }

    private func show(slide index: Int) {
        slide = index
        pageDots.text = slides.indices.map { $0 == index ? "●" : "○" }.joined(separator: " ")
        if slides.indices.contains(index) { TemplateImageLoader.load(slides[index], into: imageView) }
    }
}
