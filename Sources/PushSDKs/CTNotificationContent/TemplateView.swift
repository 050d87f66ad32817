import NotiDispatch
import NotiUIKit

/// The view a CleverTap template draws: its image (one slide of a carousel), the title and the message in the
/// template's colours, and for a carousel the slide's place among the slides (CleverTap's page dots).
@MainActor
final class TemplateView: UIStackView {
    /// How long an auto carousel shows each slide (the SDK's autoplay interval).
    static let slideInterval: TimeInterval = 3
    /// The image's height for its width: CleverTap's landscape images are 16:9.
    static let imageAspect: CGFloat = 9.0 / 16

    private let template: PushTemplate
    private let slides: [URL]
    private let imageView = UIImageView()
    private let pageDots = UILabel()
    private var timer: Timer?
    /// The slide shown, from 0.
    private(set) var slide = 0

    /// Whether the template is a carousel, whose slides `showNextSlide()` steps through.
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
            imageView.heightAnchor.constraint(equalToConstant: (width * Self.imageAspect).rounded()).isActive = true
            addArrangedSubview(imageView)
        }
        addArrangedSubview(label(title, bold: true, color: template.string("pt_title_clr")))
        addArrangedSubview(label(message, bold: false, color: template.string("pt_msg_clr")))
        if isCarousel, slides.count > 1 { addArrangedSubview(pageDots) }
        if template.kind == .manualCarousel, slides.count > 1 { addArrangedSubview(arrows()) }
        show(slide: 0)
        if template.kind == .autoCarousel, slides.count > 1 {
            timer = Timer.scheduledTimer(withTimeInterval: Self.slideInterval, repeats: true) { [weak self] _ in
                MainActor.assumeIsolated { self?.showNextSlide() }
            }
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Stops the auto carousel's timer with the view: a later notification draws a view of its own.
    override func removeFromSuperview() {
        timer?.invalidate()
        super.removeFromSuperview()
    }

    /// The height the template needs at its width: the image, two lines of text, and a carousel's dots and arrows.
    func preferredHeight(width: CGFloat) -> CGFloat {
        (slides.isEmpty ? 0 : (width * Self.imageAspect).rounded()) + (isCarousel ? 100 : 60)
    }

    /// Steps to the next slide, from the last back to the first.
    func showNextSlide() {
        guard !slides.isEmpty else { return }
        show(slide: (slide + 1) % slides.count)
    }

    /// Steps to the previous slide, from the first back to the last.
    func showPreviousSlide() {
        guard !slides.isEmpty else { return }
        show(slide: (slide + slides.count - 1) % slides.count)
    }

    /// The manual carousel's previous and next arrows, which Tab reaches and Enter presses.
    private func arrows() -> UIStackView {
        let previous = UIButton(type: .system, primaryAction: UIAction(title: "‹") { [weak self] _ in self?.showPreviousSlide() })
        let next = UIButton(type: .system, primaryAction: UIAction(title: "›") { [weak self] _ in self?.showNextSlide() })
        let row = UIStackView(arrangedSubviews: [previous, next])
        row.axis = .horizontal
        row.distribution = .equalSpacing
        return row
    }

    /// The deep link of the slide shown (`pt_dl1`… for a carousel's slides, `pt_dl1` for the basic template).
    var deepLink: String? {
        template.string("pt_dl\(slide + 1)") ?? template.string("pt_dl1")
    }

    private func show(slide index: Int) {
        slide = index
        pageDots.text = slides.indices.map { $0 == index ? "●" : "○" }.joined(separator: " ")
        if slides.indices.contains(index) { TemplateImageLoader.load(slides[index], into: imageView) }
    }

    private func label(_ text: String, bold: Bool, color: String?) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = bold ? 1 : 2
        label.font = bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 15)
        if let color = TemplateColors.color(color) { label.textColor = color }
        return label
    }
}
